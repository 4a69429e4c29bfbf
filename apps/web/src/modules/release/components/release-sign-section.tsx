import { PLEDGE_QR_LIFETIME_MS } from '@kc/domain/finance/pledge';
import { BATCH_SCAN_WAIT_MS } from '@kc/domain/receipt/batch';
import { releaseSealSteps } from '@kc/domain/release/release-sign';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { QrSignDialog } from '../../../components/qr-sign-dialog';
import { batchSignApi, RELEASE_BATCH_SIGN_PATH } from '../../batch-sign';
import { type ReleaseDetail, releaseKeys } from '../api';
import { useReleaseBatchSign } from '../hooks/use-release-batch-sign';
import { releaseSignApi, traySplitApi } from '../tray-split-api';
import { sealStageMounted } from './release-seal-stage';

const sealLabels: Record<number, string> = { 0: '货主解押签章', 1: '仓库解押签章' };
const batchLabels: Record<number, string> = { 0: '货主批量解押签章', 1: '仓库批量解押签章' };
const roles = ['shipper', 'warehouse'] as const;
const permissions = ['ccb_release_sign_shipper', 'ccb_release_sign_warehouse'] as const;

/** One row's seal through the QR signing dialog (five minutes): shipperReleaseSign / warehouseReleaseSign. */
const SealButton = ({ rowId, type, onDone }: { rowId: string; type: 0 | 1; onDone: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid={`release-seal-${type}`}>
        {sealLabels[type]}
      </Button>
      <QrSignDialog
        title="仓单解押签章"
        open={open}
        lifetimeMs={PLEDGE_QR_LIFETIME_MS}
        load={() => releaseSignApi.sealQr(rowId, type)}
        poll={async (code) => (await releaseSignApi.qrData(code.token)).status}
        cancel={(code) => batchSignApi.cancelQr(code.token)}
        onDone={onDone}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The batch seal of one side. It stays mounted while the release is at its seals (`sealStageMounted`) even once no
 * row waits for this side: the seals it makes move the rows (and the last one the release, 30 → 40), and an
 * unmounted button would take its dialog along before it says 签章已完成.
 */
const BatchButton = ({
  releaseId,
  type,
  waiting,
  onDone,
}: {
  releaseId: string;
  type: 0 | 1;
  waiting: boolean;
  onDone: () => void;
}) => {
  const flow = useReleaseBatchSign(releaseId, type, onDone);
  return (
    <Space>
      {(waiting || flow.running) && (
        <Button type="primary" disabled={flow.running} onClick={flow.start} data-testid={`release-batch-seal-${type}`}>
          {batchLabels[type]}
        </Button>
      )}
      {flow.running && flow.progress && (
        <Tag color="processing">
          签章中 {flow.progress.finishNum}/{flow.progress.totalNum}
        </Tag>
      )}
      <QrSignDialog title={batchLabels[type]!} lifetimeMs={BATCH_SCAN_WAIT_MS} {...flow.dialog} />
    </Space>
  );
};

/**
 * 解押签章 (spec 3 §6 ccb_release_sign_shipper / _warehouse, §7 release signing): once the warehouse passed the release
 * (30), the shipper seals each row's release confirmation (待货主解押签章 101), then the warehouse (111): one row
 * through the QR dialog, or all in a batch after the mini-program scan. A partial release's new receipts are signed
 * on their batch-sign page (/ccb/release/signPushPickBill?goodsId=, after upPickSignStatus).
 */
export const ReleaseSignSection = ({ release: r }: { release: ReleaseDetail }) => {
  const { can } = useAccess();
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: releaseKeys.all });
  const split = r.billList.some((b) => b.leaveWrInfoId);
  const sealing = r.status === 30;
  const mounted = sealStageMounted(r.status);
  const mine = ([0, 1] as const).filter((type) => r.sides.includes(roles[type]) && can(permissions[type]));
  if (!split && !(mounted && mine.length)) return null;
  const toSign = async () => {
    await traySplitApi.upPickSignStatus(r.id);
    // As the split's batch signing (spec 3 §7): the signing screen half a second after the answer.
    setTimeout(() => navigate(`${RELEASE_BATCH_SIGN_PATH}?goodsId=${encodeURIComponent(r.id)}`), 500);
  };
  return (
    <Card size="small" title="解押签章" data-testid="release-sign-section">
      <Space direction="vertical" style={{ width: '100%' }}>
        {mounted && (
          <Space wrap>
            {mine.map((type) => (
              <BatchButton
                key={type}
                releaseId={r.id}
                type={type}
                waiting={sealing && r.billList.some((b) => b.dgeCcbStatus === releaseSealSteps[roles[type]].from)}
                onDone={refresh}
              />
            ))}
          </Space>
        )}
        {sealing &&
          r.billList.map((b) => {
            const type = mine.find((t) => b.dgeCcbStatus === releaseSealSteps[roles[t]].from);
            return (
              <Space key={b.id}>
                <span>{b.oldWrInfoCode}</span>
                <Tag>{b.dgeCcbStatusName}</Tag>
                {type !== undefined && <SealButton rowId={b.id} type={type} onDone={refresh} />}
              </Space>
            );
          })}
        {split && (
          <Button onClick={toSign} data-testid="release-split-sign">
            拆分新仓单签章
          </Button>
        )}
      </Space>
    </Card>
  );
};
