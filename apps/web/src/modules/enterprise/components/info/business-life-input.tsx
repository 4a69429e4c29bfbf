import { Checkbox, DatePicker } from 'antd';
import dayjs from 'dayjs';

/** What a licence may print as its end date instead of one (the recognition gives it too). */
const LONG_TERM = '长期';
const FORMAT = 'YYYY-MM-DD';

type Props = {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  /** The end of the business term may be 长期 (no end). */
  allowLongTerm?: boolean;
  placeholder?: string;
};

/** A business-term date kept as yyyy-MM-dd text, as the server and the recognised licence carry it. */
export const BusinessLifeInput = ({ id, value, onChange, disabled, allowLongTerm, placeholder }: Props) => {
  const longTerm = value === LONG_TERM;
  const date = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value) : null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <DatePicker
        id={id}
        style={{ flex: 1 }}
        value={date}
        disabled={disabled || longTerm || undefined}
        placeholder={longTerm ? LONG_TERM : placeholder}
        onChange={(d) => onChange?.(d ? d.format(FORMAT) : undefined)}
      />
      {allowLongTerm && (
        <Checkbox
          style={{ whiteSpace: 'nowrap' }}
          checked={longTerm}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.checked ? LONG_TERM : undefined)}
        >
          {LONG_TERM}
        </Checkbox>
      )}
    </div>
  );
};
