import { ReloadOutlined } from '@ant-design/icons';
import { receiptMessages, statusMatchesSigner } from '@kc/domain/receipt/status';
import { Alert, Button, Space, Tooltip } from 'antd';
import type { SignBill, SignRole } from '../api';

type Props = {
  role: SignRole | undefined;
  rows: SignBill[];
  running: boolean;
  onSign: () => void;
  onAudit: () => void;
  onRefresh: () => void;
};

/**
 * 批量签章 only for holders of the role's seal permission, disabled when no listed receipt waits for the
 * signer (10 warehouse, 20 shipper, 30 platform) or a batch is running; individuals see 批量审核 instead.
 */
export const BatchSignToolbar = ({ role, rows, running, onSign, onAudit, onRefresh }: Props) => {
  const signer = role?.role ?? null;
  const mayBatch = Boolean(signer && role?.permissions.seal);
  const signable = signer ? rows.filter((r) => statusMatchesSigner(r.status, signer)).length : 0;
  const disabled = signable === 0 || running;
  const why = running ? receiptMessages.batchRunning : signable === 0 ? receiptMessages.nothingToSign : undefined;
  const isPerson = role?.isPerson === 1;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {mayBatch && !role?.sealReady && <Alert type="info" showIcon title={receiptMessages.noSeal} />}
      <Space>
        {mayBatch && (
          <Tooltip title={why}>
            <Button type="primary" disabled={disabled} onClick={isPerson ? onAudit : onSign}>
              {isPerson ? '批量审核' : '批量签章'}
            </Button>
          </Tooltip>
        )}
        <Button icon={<ReloadOutlined />} onClick={onRefresh}>
          刷新
        </Button>
      </Space>
    </Space>
  );
};
