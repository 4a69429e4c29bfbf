import { BussType, batchSignMessages, QrSignStatus, ScanFlag } from '@kc/domain/receipt/status';
import { Button, Descriptions, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ScanSession } from '../api';
import { useNow } from '../hooks/use-now';

export type ScanOutcome = 'confirmed' | 'cancelled' | null;

type Props = {
  session: ScanSession;
  outcome: ScanOutcome;
  busy: 'confirm' | 'cancel' | null;
  onConfirm: () => void;
  onCancel: () => void;
};

const countdown = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒`;
};

/** What is signed: a contract, pledge notices (bussType 40 owner, 50 warehouse) or receipts. */
const countItem = (session: ScanSession) => {
  if (session.bussType === BussType.contract) return { key: 'count', label: '签章文件', children: '合同 1 份' };
  if (session.bussType === BussType.pledgeOwner || session.bussType === BussType.pledgeWarehouse) {
    return {
      key: 'count',
      label: '签章文件',
      children: session.count > 0 ? `仓单质押通知书 ${session.count} 份` : '仓单质押通知书',
    };
  }
  return { key: 'count', label: '仓单数量', children: `${session.count} 张` };
};

/** What the phone shows of one QR session: the business, who signs, and 确认签章 / 取消 while it is open. */
export const ScanConfirmCard = ({ session, outcome, busy, onConfirm, onCancel }: Props) => {
  const now = useNow();
  if (outcome === 'confirmed' || session.flag === ScanFlag.confirmed) {
    return <Result status="success" title="已确认，请返回电脑查看签章进度" />;
  }
  if (outcome === 'cancelled') {
    return <Result status="info" title="已取消签章" subTitle="电脑端将提示取消操作" />;
  }
  // Cancelled, or given up by the computer (its wait ran out, the dialog closed): nothing to confirm any more.
  if (session.flag === ScanFlag.cancelled || session.status !== QrSignStatus.waiting || now > session.expireTime) {
    return <Result status="warning" title={batchSignMessages.qrExpired} subTitle="请在电脑上刷新二维码后重新扫码" />;
  }
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      <Descriptions
        column={1}
        bordered
        size="small"
        styles={{ label: { width: 92, whiteSpace: 'nowrap' }, content: { fontSize: 15 } }}
        items={[
          { key: 'buss', label: '业务类型', children: session.bussTypeName },
          { key: 'enterprise', label: '签章企业', children: session.enterpriseName },
          { key: 'user', label: '签章人', children: session.userName },
          countItem(session),
          {
            key: 'expire',
            label: '有效期至',
            children: (
              <span>
                {dayjs(session.expireTime).format('HH:mm:ss')}
                <Typography.Text type="secondary">（剩余 {countdown(session.expireTime - now)}）</Typography.Text>
              </span>
            ),
          },
        ]}
      />
      <Button
        type="primary"
        size="large"
        block
        style={{ height: 52, fontSize: 18 }}
        loading={busy === 'confirm'}
        disabled={busy !== null}
        onClick={onConfirm}
      >
        确认签章
      </Button>
      <Button
        size="large"
        block
        style={{ height: 52, fontSize: 18 }}
        loading={busy === 'cancel'}
        disabled={busy !== null}
        onClick={onCancel}
      >
        取消
      </Button>
    </Space>
  );
};
