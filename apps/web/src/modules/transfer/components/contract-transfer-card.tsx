import { SwapOutlined } from '@ant-design/icons';
import { ContractStatus, ProductForm } from '@kc/domain/contract/status';
import { canApplyTransfer } from '@kc/domain/transfer/transfer';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { ContractDetail } from '../../contract';
import { useContractTransfer } from '../api';
import { useTransferLive } from '../hooks/use-transfer-live';
import { transferDetailPath } from '../transfer-paths';
import { TransferActionButtons } from './transfer-action-buttons';
import { TransferApplyDialog } from './transfer-apply-dialog';
import { TransferGoodsTable } from './transfer-goods-table';
import { rejectReasonOf } from './transfer-heads';
import { TransferLogTable } from './transfer-log-table';

/** The contract detail's 仓单过户 card: only a receipt contract in force hands its receipts over. */
export const showsTransfer = (contract: Pick<ContractDetail, 'status' | 'productForm'>) =>
  contract.status === ContractStatus.inForce && contract.productForm === ProductForm.receipt;

/**
 * The receipt transfer of a contract (spec 2 §2 "receipt transfer table", §3): where it stands, the goods old → new,
 * its log; the supplier applies (or re-applies after a rejection), a signer opens the batch signing.
 */
export const ContractTransferCard = ({ contract }: { contract: ContractDetail }) => {
  const { data, isLoading } = useContractTransfer(contract.id);
  const [applying, setApplying] = useState(false);
  const t = data?.transfer ?? null;
  useTransferLive(contract.id, t?.id, data?.goods ?? []);
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 24 }} />;
  if (!data) return null;
  const reason = t ? rejectReasonOf(t) : null;
  const reapply = t !== null && canApplyTransfer(t.status);
  return (
    <Flex vertical gap={12} data-testid="contract-transfer">
      <Flex gap={12} align="center" wrap>
        <span data-testid="contract-transfer-status" data-status={t?.status ?? ''}>
          {t ? <StatusTag value={t.status} map={statusMaps.transfer} /> : <Typography.Text>未申请</Typography.Text>}
        </span>
        {data.canApply && (
          <Button
            type="primary"
            icon={<SwapOutlined />}
            data-testid="contract-transfer-apply"
            onClick={() => setApplying(true)}
          >
            {reapply ? '重新申请' : '申请过户'}
          </Button>
        )}
        {t && <TransferActionButtons transfer={t} />}
        {t && (
          <Link to={transferDetailPath(t.id)} data-testid="contract-transfer-detail">
            过户详情
          </Link>
        )}
      </Flex>
      {reason && <Alert type="error" showIcon title={`驳回原因：${reason}`} data-testid="contract-transfer-reason" />}
      {data.blockedReason && !t && <Alert type="info" showIcon title={data.blockedReason} />}
      <TransferGoodsTable goods={t?.goods ?? data.goods} />
      {t && t.logs.length > 0 && (
        <>
          <Typography.Text strong>过户记录</Typography.Text>
          <TransferLogTable logs={t.logs} />
        </>
      )}
      <TransferApplyDialog
        contractId={contract.id}
        open={applying}
        parties={data}
        goods={data.goods}
        last={reapply ? t : null}
        onClose={() => setApplying(false)}
      />
    </Flex>
  );
};
