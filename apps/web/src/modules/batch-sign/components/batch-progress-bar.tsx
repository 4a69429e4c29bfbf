import { SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { batchSignMessages, SignBatchStatus, type SignerRole, statusMatchesSigner } from '@kc/domain/receipt/status';
import { Alert, Progress, Space, Tag } from 'antd';
import type { SignBill, SignProgress } from '../api';

/**
 * What the tag and bar show: the user's latest batch of this business, or before any the receipts waiting for
 * the signer (a row's signBatchStatus may be another party's result, so it never counts as done here).
 */
export const progressOf = (
  progress: SignProgress | null,
  rows: SignBill[],
  total: number,
  signer: SignerRole | null,
): Pick<SignProgress, 'status' | 'totalNum' | 'finishNum' | 'failNum'> =>
  progress ?? {
    totalNum: signer ? rows.filter((r) => statusMatchesSigner(r.status, signer)).length : total,
    finishNum: 0,
    failNum: rows.filter((r) => r.signBatchStatus === SignBatchStatus.failed).length,
    status: SignBatchRunStatus.finished,
  };

/** The progress tag 已完成 finished/total, its bar, and the warning when any receipt failed (spec 3 §2, §8). */
export const BatchProgressBar = ({
  progress,
  rows,
  total,
  signer,
}: {
  progress: SignProgress | null;
  rows: SignBill[];
  total: number;
  signer: SignerRole | null;
}) => {
  const p = progressOf(progress, rows, total, signer);
  const percent = p.totalNum > 0 ? Math.floor((p.finishNum / p.totalNum) * 100) : 0;
  const failed = p.failNum > 0 || rows.some((r) => r.signBatchStatus === SignBatchStatus.failed);
  const running = p.status === SignBatchRunStatus.running;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space>
        <Tag color={running ? 'processing' : 'blue'} data-testid="batch-sign-progress-tag">
          已完成 {p.finishNum}/{p.totalNum}
        </Tag>
        {p.failNum > 0 && <Tag color="error">失败 {p.failNum}</Tag>}
      </Space>
      <Progress
        percent={percent}
        status={failed ? 'exception' : running ? 'active' : percent === 100 ? 'success' : 'normal'}
        aria-label="批量签章进度"
      />
      {failed && <Alert type="warning" showIcon title={batchSignMessages.anyFailed} />}
    </Space>
  );
};

/** The progress inside the QR dialog while 签章中... */
export const DialogProgress = ({ progress }: { progress: SignProgress | null }) =>
  progress ? (
    <div style={{ width: 300 }}>
      <Progress
        percent={progress.totalNum > 0 ? Math.floor((progress.finishNum / progress.totalNum) * 100) : 0}
        status={
          progress.failNum > 0 ? 'exception' : progress.status === SignBatchRunStatus.finished ? 'success' : 'active'
        }
      />
      <div>
        已完成 {progress.finishNum}/{progress.totalNum}
        {progress.failNum > 0 ? `，失败 ${progress.failNum}` : ''}
      </div>
    </div>
  ) : null;
