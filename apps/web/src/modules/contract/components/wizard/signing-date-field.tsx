import { isSigningDateAllowed } from '@kc/domain/contract/contract';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

type Props = { id?: string; value?: Dayjs | null; onChange?: (v: Dayjs | null) => void };

const DAY = 'YYYY-MM-DD';

/** spec 2 §5: only today up to 30 days ahead may be picked. */
export const signingDayAllowed = (d: Dayjs) => isSigningDateAllowed(d.format(DAY), dayjs().format(DAY));

export const SigningDateField = ({ id, value, onChange }: Props) => (
  <div data-testid="terms-date">
    <DatePicker
      id={id}
      value={value}
      onChange={(d) => onChange?.(d)}
      format={DAY}
      placeholder="请选择签订时间"
      style={{ width: '100%' }}
      disabledDate={(d) => !signingDayAllowed(d)}
    />
  </div>
);
