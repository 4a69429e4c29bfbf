import { SyncOutlined } from '@ant-design/icons';
import {
  RECONCILE_RFID_WINDOW_HOURS,
  RECONCILE_WEIGHT_TOLERANCE_PCT,
  ReconcileRunStatus,
  wmsMessages,
} from '@kc/domain/wms/wms';
import { App, Button, Card, Descriptions, Empty, Typography } from 'antd';
import { StatusTag } from '../../../components/status-tag';
import { type ReconcileRun, useWmsMutations } from '../api';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';
const triggerLabel = (t: string) => (t === 'manual' ? '手动' : t === 'job' ? '定时' : t);

/** The last reconciliation: when and how it ran, what it checked and found; 立即对账 runs pull + check now. */
export const ReconcileRunCard = ({ run }: { run: ReconcileRun | null }) => {
  const { message } = App.useApp();
  const { reconcileRun } = useWmsMutations();
  const start = async () => {
    await reconcileRun.mutateAsync();
    void message.success(wmsMessages.reconcileStarted);
  };
  return (
    <Card
      title="最近一次对账"
      extra={
        <Button
          type="primary"
          icon={<SyncOutlined />}
          loading={reconcileRun.isPending || run?.status === ReconcileRunStatus.running}
          onClick={() => void start().catch(() => {})}
        >
          立即对账
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        每10分钟将所有有效仓单与WMS货物核对：货箱与托盘是否在库、RFID是否在{RECONCILE_RFID_WINDOW_HOURS}
        小时内读到、重量偏差是否在{RECONCILE_WEIGHT_TOLERANCE_PCT}%以内；每项不符均产生告警。
      </Typography.Paragraph>
      {run ? (
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 4 }} data-testid="wms-reconcile-run">
          <Descriptions.Item label="状态">
            <StatusTag value={run.status} map={wmsStatusMaps.reconcileRun} />
          </Descriptions.Item>
          <Descriptions.Item label="触发方式">{triggerLabel(run.trigger)}</Descriptions.Item>
          <Descriptions.Item label="开始时间">{text(run.startTime)}</Descriptions.Item>
          <Descriptions.Item label="结束时间">{text(run.endTime)}</Descriptions.Item>
          <Descriptions.Item label="核对仓单数">{run.receiptsChecked}</Descriptions.Item>
          <Descriptions.Item label="核对货箱数">{run.containersChecked}</Descriptions.Item>
          <Descriptions.Item label="不符项">{run.findingsCount}</Descriptions.Item>
          <Descriptions.Item label="新增告警">{run.alarmsRaised}</Descriptions.Item>
          {run.message && (
            <Descriptions.Item label="说明" span="filled">
              {run.message}
            </Descriptions.Item>
          )}
        </Descriptions>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未对账" />
      )}
    </Card>
  );
};
