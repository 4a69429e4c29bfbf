import { AuditOutlined, CheckCircleOutlined, CloseCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { transferMessages } from '@kc/domain/transfer/transfer';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type TransferDetail, useTransferMutations } from '../api';
import { contractBatchSignPath } from '../transfer-paths';
import { TransferAuditDialog } from './transfer-audit-dialog';
import { WarehouseRejectDialog } from './warehouse-reject-dialog';

/**
 * The moves the caller may make on a transfer now (its `actions`, the server's own table): the platform reviews,
 * the warehouse confirms or rejects, a signer opens the contract's batch-sign screen for the new receipts.
 */
export const TransferActionButtons = ({ transfer: t }: { transfer: TransferDetail }) => {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const { warehouseConfirm } = useTransferMutations(t.contractId);
  const [dialog, setDialog] = useState<'audit' | 'reject' | null>(null);
  const close = () => setDialog(null);
  return (
    <Space wrap data-testid="transfer-actions">
      {t.actions.audit && (
        <Button type="primary" icon={<AuditOutlined />} data-testid="transfer-audit" onClick={() => setDialog('audit')}>
          审核
        </Button>
      )}
      {t.actions.warehouseConfirm && (
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          data-testid="transfer-warehouse-confirm"
          onClick={() =>
            confirm({
              content: transferMessages.confirmWarehouse,
              done: transferMessages.issued,
              run: () => warehouseConfirm.mutateAsync(t.id),
            })
          }
        >
          确认过户
        </Button>
      )}
      {t.actions.warehouseReject && (
        <Button
          danger
          icon={<CloseCircleOutlined />}
          data-testid="transfer-warehouse-reject"
          onClick={() => setDialog('reject')}
        >
          驳回
        </Button>
      )}
      {t.actions.batchSign && (
        <Button
          type="primary"
          icon={<SafetyCertificateOutlined />}
          data-testid="transfer-batch-sign"
          onClick={() => navigate(contractBatchSignPath(t.contractId, t.contractCode))}
        >
          批量签章
        </Button>
      )}
      <TransferAuditDialog
        id={t.id}
        contractId={t.contractId}
        fees={t.fees}
        open={dialog === 'audit'}
        onClose={close}
      />
      <WarehouseRejectDialog id={t.id} contractId={t.contractId} open={dialog === 'reject'} onClose={close} />
    </Space>
  );
};
