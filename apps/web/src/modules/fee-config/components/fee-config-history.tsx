import { proportionTypeLabels } from '@kc/domain/payment/fee-config';
import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type FeeConfig, remittanceNameOf, useFeeConfigHistory } from '../api';

const columns: TableColumnsType<FeeConfig> = [
  { title: '计费方式', dataIndex: 'proportionType', width: 120, render: (t: number) => proportionTypeLabels[t] ?? '-' },
  { title: '费率（%）', dataIndex: 'proportionRate', width: 100, align: 'right' },
  { title: '单位费用（元）', dataIndex: 'proportionWeight', width: 120, align: 'right' },
  { title: '折扣（%）', dataIndex: 'saleRate', width: 100, align: 'right' },
  { title: '收款单位', key: 'enterpriseName', ellipsis: true, render: (_, c) => remittanceNameOf(c) || '-' },
  { title: '开户银行', dataIndex: 'bankName', ellipsis: true },
  { title: '收款账号', dataIndex: 'account', ellipsis: true },
  { title: '提交人', dataIndex: 'createUserName', width: columnWidth.person, render: (u?: string | null) => u ?? '-' },
  { title: '提交时间', dataIndex: 'createTime', width: columnWidth.dateTime },
];

/** Every configuration submitted, newest first (the first is the one in force). */
export const FeeConfigHistory = () => {
  const paged = usePagedQuery({});
  const { data, isFetching } = useFeeConfigHistory(paged.query);
  return (
    <DataTable<FeeConfig>
      data-testid="fee-config-history"
      rowKey={(c) => c.id ?? `${c.createTime}`}
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isFetching}
      pagination={paged.pagination(data?.total ?? 0)}
    />
  );
};
