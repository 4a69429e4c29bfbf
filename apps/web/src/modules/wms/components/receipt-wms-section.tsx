import { ReceiptStatus } from '@kc/domain/receipt/status';
import { AlarmStatus, alarmTypeLabel } from '@kc/domain/wms/wms';
import { Alert, Card, Flex, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useMenuPaths } from '../../../app/access';
import { StatusTag } from '../../../components/status-tag';
import { type ContainerRow, useAlarmsOfBill, useContainersByBill } from '../api';
import { useWmsLive } from '../hooks/use-wms-live';
import { alarmDetailPath, CONTAINER_ALARM_PATH, CONTAINER_LIST_PATH, containerListPath } from '../wms-paths';
import { wmsStatusMaps } from '../wms-status';

/** A receipt at 90 (预警中): the open alarms that hold it there, each leading to its detail. */
const ReceiptAlarmAlert = ({ billId }: { billId: string }) => {
  const { data } = useAlarmsOfBill(billId, true);
  const paths = useMenuPaths();
  const open = (data ?? []).filter((a) => a.status === AlarmStatus.open);
  if (open.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="receipt-wms-alarms"
      title="该仓单的WMS货物存在未处理告警，处理后仓单恢复原状态"
      description={
        <Flex vertical gap={4}>
          {open.map((a) => (
            <span key={a.id}>
              {alarmTypeLabel(a.type)}（{a.code}）：{a.content}{' '}
              {paths.has(CONTAINER_ALARM_PATH) && <Link to={alarmDetailPath(a.id)}>查看告警</Link>}
            </span>
          ))}
        </Flex>
      }
    />
  );
};

const ContainerLinks = ({ containers, linked }: { containers: ContainerRow[]; linked: boolean }) => (
  <Flex gap={12} wrap align="center">
    {containers.map((c) => (
      <Space key={c.id} size={4}>
        {linked ? <Link to={containerListPath([c.id])}>{c.caseNumber}</Link> : <span>{c.caseNumber}</span>}
        <StatusTag value={c.status} map={wmsStatusMaps.container} />
        <Typography.Text type="secondary">{c.trayCounts}托</Typography.Text>
      </Space>
    ))}
    {linked && containers.length > 1 && <Link to={containerListPath(containers.map((c) => c.id))}>查看全部货箱</Link>}
  </Flex>
);

/**
 * spec 3 §2 Receipt detail: the WMS containers behind the receipt (each opening /external/container?ids=) and,
 * while the receipt is at 90, the alarms that hold it there. Nothing shows for a receipt without containers.
 */
export const ReceiptWmsSection = ({ receipt }: { receipt: { id: string; status: number } }) => {
  const { data } = useContainersByBill(receipt.id);
  const paths = useMenuPaths();
  useWmsLive();
  const containers = data ?? [];
  return (
    <>
      {receipt.status === ReceiptStatus.alarming && <ReceiptAlarmAlert billId={receipt.id} />}
      {containers.length > 0 && (
        <Card title="WMS货箱" size="small" data-testid="receipt-wms-containers">
          <ContainerLinks containers={containers} linked={paths.has(CONTAINER_LIST_PATH)} />
        </Card>
      )}
    </>
  );
};
