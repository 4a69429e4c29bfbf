import { pledgeSealSteps } from '@kc/domain/finance/pledge';
import { collateralAccResultLabels, dgeCcbMachine, PledgeSignType } from '@kc/domain/finance/status';
import type { MoveOf } from '@kc/domain/shared/machine';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { FinanceBill, FinanceDetail } from '../api';
import { PledgeSealButton } from '../components/pledge-seal-button';
import { receiptDetailPath } from '../finance-paths';
import { financeStatusMaps } from '../finance-status';

const secondLine = { fontSize: 12, display: 'block' } as const;

/**
 * The receipts of an application (spec 2 §3 Receipt row): the receipt (a link to its page; spec 2 §6 bank_query_btn
 * shows the codes as plain text), goods, weight and quantity, the figures when the answer carries them (never for a
 * finance_warehouse reviewer), the bank's admission, the pledge status (reading A), the sign status, the pledge
 * notice and the seal the caller may put on it now.
 */
export const useFinanceBillColumns = (
  apply: FinanceDetail,
  onViewNotice: (row: FinanceBill) => void,
  onSealed: () => void,
): TableColumnsType<FinanceBill> => {
  const { can } = useAccess();
  const plain = can('bank_query_btn');
  const withFigures = apply.billList.some((r) => r.priceUnit !== undefined);
  // Each seal is the row's pledge move (dgeCcbMachine): the caller's side, its button permission, the row's status.
  const { shipper: owner, warehouse } = pledgeSealSteps;
  const sealsAs = (side: 'shipper' | 'warehouse', move: MoveOf<typeof dgeCcbMachine>) =>
    apply.sides.includes(side) && can(dgeCcbMachine.moves[move].permission!);
  const ownerSeals = sealsAs('shipper', owner.moves.sealed);
  const warehouseSeals = sealsAs('warehouse', warehouse.moves.sealed);
  return [
    {
      title: '仓单编号 / 入库单号',
      dataIndex: 'billCode',
      width: 170,
      render: (code: string, r) => (
        <>
          {plain ? <span>{code}</span> : <Link to={receiptDetailPath(r.billId)}>{code}</Link>}
          <Typography.Text type="secondary" style={secondLine}>
            {r.inputCode || '-'}
          </Typography.Text>
        </>
      ),
    },
    { title: '仓储物', dataIndex: 'materialName', width: 80, ellipsis: true },
    {
      title: '重量 / 数量',
      dataIndex: 'totalWeight',
      width: 120,
      align: 'right',
      render: (v: string, r) => (
        <>
          <WeightText value={v} unit={r.weightUnit} unitName={r.weightUnitName} />
          <span style={secondLine}>
            <QuantityText value={r.totalQuantity} unit={r.numberUnit} unitName={r.numberUnitName} />
          </span>
        </>
      ),
    },
    ...(withFigures
      ? ([
          {
            title: '单价 / 质押率',
            key: 'figures',
            width: 120,
            align: 'right',
            render: (_: unknown, r) => (
              <>
                <div>
                  <MoneyText value={r.priceUnit} yuan />
                </div>
                <Typography.Text type="secondary" style={secondLine}>
                  {r.cltPlgRate == null ? '-' : `${r.cltPlgRate}%`}
                </Typography.Text>
              </>
            ),
          },
          {
            title: '预估质押金额',
            dataIndex: 'pledgeAmount',
            width: 120,
            align: 'right',
            render: (v: string | undefined) => <MoneyText value={v} yuan />,
          },
        ] satisfies TableColumnsType<FinanceBill>)
      : []),
    {
      title: '准入结果',
      dataIndex: 'collateralAccResult',
      width: 100,
      render: (v: number | null, r) =>
        v == null ? (
          '-'
        ) : (
          <>
            <Typography.Text type={v === 1 ? 'danger' : undefined}>{collateralAccResultLabels[v] ?? v}</Typography.Text>
            {r.collateralReason && (
              <Typography.Text type="danger" style={secondLine} ellipsis={{ tooltip: r.collateralReason }}>
                {r.collateralReason}
              </Typography.Text>
            )}
          </>
        ),
    },
    {
      // The receipt's own status (已质押 once both seals are on) over its pledge status, in one cell.
      title: '仓单 / 质押状态',
      dataIndex: 'dgeCcbStatus',
      width: 150,
      render: (s: number, r) => (
        <Space direction="vertical" size={2}>
          <StatusTag value={r.billStatus} map={statusMaps.receipt} />
          <StatusTag value={s} map={financeStatusMaps.dgeCcb} />
        </Space>
      ),
    },
    {
      title: '签章状态',
      dataIndex: 'signStatus',
      width: 110,
      render: (s: number | null) => <StatusTag value={s} map={financeStatusMaps.sign} />,
    },
    {
      title: '操作',
      key: 'op',
      width: 150,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {r.hasExtractPdf && (
            <Button type="link" size="small" onClick={() => onViewNotice(r)} data-testid="finance-view-notice">
              质押通知书
            </Button>
          )}
          {ownerSeals && dgeCcbMachine.can(owner.moves.sealed, r.dgeCcbStatus) && (
            <PledgeSealButton rowId={r.id} type={PledgeSignType.owner} onDone={onSealed} />
          )}
          {warehouseSeals && dgeCcbMachine.can(warehouse.moves.sealed, r.dgeCcbStatus) && (
            <PledgeSealButton rowId={r.id} type={PledgeSignType.warehouse} onDone={onSealed} />
          )}
        </Space>
      ),
    },
  ];
};
