import { Badge, Segmented, Space } from 'antd';

type Props = {
  /** true: only the records whose offline voucher waits for the platform's confirmation */
  value: boolean;
  onChange: (queue: boolean) => void;
  /** how many wait (undefined while it is read) */
  count: number | undefined;
  /** what the list holds: 合同, 融资申请 */
  noun: string;
};

/**
 * The platform's queue of offline vouchers beside a list's search (合同监管, 融资申请): everything, or only the records
 * with a voucher waiting for its confirmation, the count on the tab.
 */
export const OfflineQueueToggle = ({ value, onChange, count, noun }: Props) => (
  <Space style={{ marginBottom: 16 }}>
    <Segmented<'all' | 'queue'>
      data-testid="offline-queue-toggle"
      value={value ? 'queue' : 'all'}
      onChange={(v) => onChange(v === 'queue')}
      options={[
        { value: 'all', label: `全部${noun}` },
        {
          value: 'queue',
          label: (
            <Space size={6}>
              待确认线下支付
              <Badge
                count={count ?? 0}
                showZero
                overflowCount={999}
                color={count ? undefined : '#bfbfbf'}
                data-testid="offline-queue-count"
              />
            </Space>
          ),
        },
      ]}
    />
  </Space>
);
