import { amountText } from '@kc/domain/shared/money';
import { type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import { StatusTag } from '../../../components/status-tag';
import type { FinanceApply } from '../api';
import { FinanceRowActions } from '../components/finance-row-actions';
import { financeDetailLink } from '../finance-paths';
import { financeStatusMaps } from '../finance-status';

const secondLine = { fontSize: 12, display: 'block' } as const;

/**
 * The application list's columns. Facts that belong together share a cell (code and shipper, warehouse and bank,
 * receipts and weight, the two statuses) so the list fits 1440 pixels; the amounts show only when the answer
 * carries them (a finance_warehouse reviewer's never does: spec 2 §6).
 */
export const useFinanceColumns = (
  rows: readonly FinanceApply[],
  onReview: (r: FinanceApply) => void,
): TableColumnsType<FinanceApply> => {
  const withAmounts = rows.some((r) => r.applyMoney !== undefined);
  return [
    {
      title: '融资编号 / 货主',
      dataIndex: 'code',
      width: 170,
      ellipsis: true,
      render: (code: string, r) => (
        <>
          <Link to={financeDetailLink(r.id, r.code)}>{code}</Link>
          <Typography.Text type="secondary" style={secondLine} ellipsis={{ tooltip: r.shipperCompName }}>
            {r.shipperCompName}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '仓库 / 金融机构',
      key: 'parties',
      width: 150,
      ellipsis: true,
      render: (_: unknown, r) => (
        <>
          <Typography.Text ellipsis={{ tooltip: r.warehouseCompName }}>{r.warehouseCompName}</Typography.Text>
          <Typography.Text type="secondary" style={secondLine} ellipsis={{ tooltip: r.bankName }}>
            {r.bankName}
          </Typography.Text>
        </>
      ),
    },
    { title: '融资货物', dataIndex: 'financingGoodsName', width: 100, ellipsis: true },
    {
      title: '仓单 / 总重量',
      key: 'bills',
      width: 110,
      align: 'right',
      render: (_: unknown, r) => (
        <>
          <div>{r.billCount} 张</div>
          <Typography.Text type="secondary" style={secondLine}>
            <WeightText value={r.totalWeight} unitName={r.weightUnitName} />
          </Typography.Text>
        </>
      ),
    },
    ...(withAmounts
      ? ([
          {
            title: '申请 / 放款金额',
            key: 'amounts',
            width: 130,
            align: 'right',
            render: (_: unknown, r) => (
              <>
                <div>
                  <MoneyText value={r.applyMoney} yuan />
                </div>
                <Typography.Text type="secondary" style={secondLine}>
                  {r.loanMoney
                    ? `放款 ${amountText(r.loanMoney, { yuan: true })}`
                    : `质押 ${amountText(r.pledgeAmount, { yuan: true })}`}
                </Typography.Text>
              </>
            ),
          },
        ] satisfies TableColumnsType<FinanceApply>)
      : []),
    {
      title: '状态 / 四方协议',
      dataIndex: 'status',
      width: 130,
      render: (s: number, r) => (
        <>
          <StatusTag value={s} map={financeStatusMaps.status} />
          <div style={{ marginTop: 4 }}>
            <StatusTag value={r.fourStatus} map={financeStatusMaps.four} />
          </div>
        </>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'op',
      width: 160,
      fixed: 'right',
      render: (_: unknown, r) => <FinanceRowActions row={r} onReview={onReview} />,
    },
  ];
};
