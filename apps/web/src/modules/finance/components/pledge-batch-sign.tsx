import { BATCH_SCAN_WAIT_MS } from '@kc/domain/receipt/batch';
import { Button, Space, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { QrSignDialog } from '../../../components/qr-sign-dialog';
import { usePledgeBatchSign } from '../hooks/use-pledge-batch-sign';
import { PledgeSignProgress } from './pledge-sign-progress';

const labels: Record<number, string> = { 0: '货主批量签章', 1: '仓库批量签章' };
/** Individuals (isPerson 1) audit in batch instead of sealing by scan (spec 3 §6). */
const auditLabels: Record<number, string> = { 0: '货主批量审核', 1: '仓库批量审核' };

type Props = {
  applyId: string;
  /** 0 the owner (出质人), 1 the warehouse */
  type: 0 | 1;
  disabled?: boolean;
  /** The signing side is an individual (isPerson 1): a confirmed 批量审核 without the mini-program code. */
  isPerson?: boolean;
  /** The button is not offered now (spec 2 §6); the dialog of a batch under way still shows to its end. */
  hidden?: boolean;
  /** The batch finished (and again when its dialog closed): the page reads the application again. */
  onDone?: () => void;
  /** A batch of this application and type started or ended: the page refreshes its receipt list meanwhile. */
  onRunning?: (running: boolean) => void;
};

/**
 * 货主批量签章 / 仓库批量签章 of a financing application (spec 2 §4 Batch signing of pledge receipts, §6 which
 * button shows is the page's): asks first, shows the mini-program code, starts the batch once the phone confirms
 * and follows it to the end; while a batch runs the button waits and its progress shows beside it. An individual
 * confirms a 批量审核 that starts the batch at once.
 */
export const PledgeBatchSign = ({ applyId, type, disabled, isPerson, hidden, onDone, onRunning }: Props) => {
  const flow = usePledgeBatchSign(applyId, type, onDone);
  const { running, progress } = flow;
  const latestRunning = useRef(onRunning);
  latestRunning.current = onRunning;
  useEffect(() => {
    latestRunning.current?.(running);
  }, [running]);
  return (
    <Space>
      {!hidden && (
        <Button
          type="primary"
          disabled={disabled || running}
          onClick={isPerson ? flow.audit : flow.start}
          data-testid={`pledge-batch-sign-${type}`}
        >
          {isPerson ? auditLabels[type] : labels[type]}
        </Button>
      )}
      {running && progress && (
        <Tag color="processing" data-testid={`pledge-batch-running-${type}`}>
          签章中 {progress.finishNum}/{progress.totalNum}
        </Tag>
      )}
      <QrSignDialog title={labels[type]!} lifetimeMs={BATCH_SCAN_WAIT_MS} {...flow.dialog}>
        <PledgeSignProgress progress={progress} />
      </QrSignDialog>
    </Space>
  );
};
