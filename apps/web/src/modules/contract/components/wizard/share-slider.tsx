import { Slider } from 'antd';

type Props = { id?: string; value?: number; onChange?: (v: number) => void };

/** spec 2 §5: one's own fee share, an integer 0–100 in steps of 1. */
export const ShareSlider = ({ id, value, onChange }: Props) => (
  <div data-testid="terms-share-slider" id={id}>
    <Slider min={0} max={100} step={1} value={value} onChange={(v) => onChange?.(v)} marks={{ 0: '0%', 100: '100%' }} />
  </div>
);
