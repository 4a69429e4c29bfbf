import { TransferAuditStatus, TransferStatus } from '@kc/domain/transfer/transfer';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MoneyText } from '../../../components/money-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { contractDetailPath } from '../../contract';
import type { TransferDetail } from '../api';

/** Where the goods lie and who hands them to whom: the heads of the dialog and of the detail. */
export type TransferParties = Pick<TransferDetail, 'warehouseName' | 'warehouseAddress' | 'shipperName' | 'buyerName'>;

const text = (v: string | null | undefined) => v || '-';
const multiline = (v: string | null | undefined) =>
  v ? <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{v}</Typography.Text> : '-';

const partyItems = (p: TransferParties) => [
  { key: 'warehouse', label: '仓库', children: text(p.warehouseName) },
  { key: 'address', label: '仓库地址', children: text(p.warehouseAddress) },
  { key: 'shipper', label: '原持有人', children: text(p.shipperName) },
  { key: 'buyer', label: '新持有人', children: text(p.buyerName) },
];

/** spec 2 §2 Transfer application dialog: the warehouse location and the previous and new holder. */
export const TransferPartiesView = ({ parties }: { parties: TransferParties }) => (
  <Descriptions
    data-testid="transfer-parties"
    bordered
    size="small"
    column={{ xs: 1, md: 2 }}
    items={partyItems(parties)}
  />
);

/** A rejection's reason, by whichever reviewer rejected it (the platform's audit or the warehouse). */
export const rejectReasonOf = (t: TransferDetail): string | null =>
  t.status === TransferStatus.warehouseRejected
    ? t.warehouseRejectDescr
    : t.auditStatus === TransferAuditStatus.rejected
      ? t.auditFailDescr
      : null;

/** The detail's heads (spec 3 §3 Transfer audit): the contract, the parties, the agreements and where it stands. */
export const TransferHeads = ({ transfer: t }: { transfer: TransferDetail }) => {
  const reason = rejectReasonOf(t);
  const items: { key: string; label: string; children: ReactNode; span?: number }[] = [
    {
      key: 'contract',
      label: '合同编号',
      children: (
        <Link to={contractDetailPath(t.contractId)} data-testid="transfer-contract-link">
          {t.contractCode}
        </Link>
      ),
    },
    { key: 'amount', label: '合同总价（元）', children: <MoneyText value={t.totalAmount} /> },
    ...partyItems(t),
    {
      key: 'audit',
      label: '审核状态',
      children: (
        <span data-testid="transfer-audit-status">
          <StatusTag value={t.auditStatus} map={statusMaps.transferAudit} />
        </span>
      ),
    },
    {
      key: 'status',
      label: '过户状态',
      children: (
        <span data-testid="transfer-status" data-status={t.status}>
          <StatusTag value={t.status} map={statusMaps.transfer} />
        </span>
      ),
    },
    ...(reason
      ? [
          {
            key: 'reason',
            label: t.status === TransferStatus.warehouseRejected ? '仓库驳回原因' : '驳回意见',
            children: (
              <Typography.Text type="danger" data-testid="transfer-reject-reason">
                {reason}
              </Typography.Text>
            ),
            span: 2,
          },
        ]
      : []),
    { key: 'free', label: '仓储费约定', children: multiline(t.freeAgreement), span: 2 },
    { key: 'other', label: '其他约定', children: multiline(t.otherDesc), span: 2 },
    { key: 'created', label: '申请时间', children: text(t.createTime) },
    { key: 'finished', label: '完成时间', children: text(t.finishTime) },
  ];
  return <Descriptions data-testid="transfer-heads" bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
};
