import type { TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DataTable } from '../../../components/crud/data-table';
import { DictLabel } from '../../../components/dict-select';
import { MoneyText } from '../../../components/money-text';
import { type Disbursement, type Repayment, useDisbursements, useRepayments } from '../api';

const disbursementColumns: TableColumnsType<Disbursement> = [
  { title: '银行流水号', dataIndex: 'bankRef', width: 180, ellipsis: true },
  {
    title: '放款金额（元）',
    dataIndex: 'amount',
    width: 140,
    align: 'right',
    render: (v: string) => <MoneyText value={v} />,
  },
  { title: '币种', dataIndex: 'currency', width: 90, render: (v: string) => <DictLabel code="ccy_cd" value={v} /> },
  { title: '放款日期', dataIndex: 'loanDate', width: 110 },
  { title: '到期日', dataIndex: 'dueDate', width: 110 },
  { title: '年利率', dataIndex: 'interestRate', width: 90, render: (v: string) => `${v}%` },
  { title: '记录时间', dataIndex: 'createTime', width: columnWidth.dateTime },
];

const repaymentColumns: TableColumnsType<Repayment> = [
  { title: '银行流水号', dataIndex: 'bankRef', width: 180, ellipsis: true },
  {
    title: '还款金额（元）',
    dataIndex: 'amount',
    width: 140,
    align: 'right',
    render: (v: string) => <MoneyText value={v} />,
  },
  { title: '还款日期', dataIndex: 'repayDate', width: 110 },
  { title: '记录时间', dataIndex: 'createTime', width: columnWidth.dateTime },
];

/** The bank's disbursements (disburseList) and the repayments it recorded (repaymentList). */
export const FinanceLoanTables = ({ applyId }: { applyId: string }) => {
  const disbursements = useDisbursements(applyId, true);
  const repayments = useRepayments(applyId, true);
  return (
    <>
      <DataTable<Disbursement>
        data-testid="finance-disbursements"
        size="small"
        title={() => '放款记录'}
        columns={disbursementColumns}
        dataSource={disbursements.data ?? []}
        loading={disbursements.isFetching}
        pagination={false}
        locale={{ emptyText: '银行尚未放款' }}
      />
      <DataTable<Repayment>
        data-testid="finance-repayments"
        size="small"
        title={() => '还款记录'}
        columns={repaymentColumns}
        dataSource={repayments.data ?? []}
        loading={repayments.isFetching}
        pagination={false}
        locale={{ emptyText: '暂无还款' }}
        style={{ marginTop: 16 }}
      />
    </>
  );
};
