import { SignBatchRunStatus } from '@kc/domain/receipt/batch';
import { batchSignMessages } from '@kc/domain/receipt/status';
import { Alert, Space, Statistic, Typography } from 'antd';
import type { SignProgress } from '../../batch-sign';
import { DialogProgress } from '../../batch-sign';

/**
 * A pledge batch's progress (spec 2 §3 batch-sign progress, §8): total, finished and failed receipts, the bar, the
 * note that the page refreshes itself while signing and the red notice when any receipt failed.
 */
export const PledgeSignProgress = ({ progress }: { progress: SignProgress | null }) => {
  if (!progress) return null;
  const running = progress.status === SignBatchRunStatus.running;
  return (
    <Space
      orientation="vertical"
      align="center"
      size={12}
      style={{ width: '100%' }}
      data-testid="pledge-sign-progress"
      data-status={progress.status}
      data-finish={progress.finishNum}
      data-fail={progress.failNum}
    >
      <Space size={32}>
        <Statistic title="总数" value={progress.totalNum} />
        <Statistic title="已完成" value={progress.finishNum} />
        <Statistic
          title="失败"
          value={progress.failNum}
          styles={{ content: progress.failNum > 0 ? { color: '#cf1322' } : {} }}
        />
      </Space>
      <DialogProgress progress={progress} />
      {running && <Typography.Text type="secondary">{batchSignMessages.signing}</Typography.Text>}
      {progress.failNum > 0 && <Alert type="error" showIcon title={batchSignMessages.anyFailed} />}
    </Space>
  );
};
