import { RegionPicker } from '../../../../components/region-picker';

type Props = { id?: string; value?: string; onChange?: (code: string | undefined) => void; disabled?: boolean };

/** The region picker under the form's field id, so a failing form can scroll to it. */
export const AddressField = ({ id, value, onChange, disabled }: Props) => (
  <div id={id}>
    <RegionPicker value={value} onChange={(code) => onChange?.(code)} disabled={disabled} style={{ width: '100%' }} />
  </div>
);
