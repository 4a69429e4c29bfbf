import { alarmTypeLabel } from '@kc/domain/wms/wms';
import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../../components/status-tag';
import type { AlarmDetail } from '../api';
import { alarmSourceLabel } from '../hooks/use-alarm-columns';
import { containerListPath, receiptDetailsPath } from '../wms-paths';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';

/** spec 3 §3 Alarm detail: what was raised where, about which container and receipt, and how it was handled. */
export const AlarmInfo = ({ alarm: a }: { alarm: AlarmDetail }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="wms-alarm-info">
    <Descriptions.Item label="告警编号">{a.code}</Descriptions.Item>
    <Descriptions.Item label="告警类型">{alarmTypeLabel(a.type)}</Descriptions.Item>
    <Descriptions.Item label="处理状态">
      <span data-testid="wms-alarm-status" data-status={a.status}>
        <StatusTag value={a.status} map={wmsStatusMaps.alarm} />
      </span>
    </Descriptions.Item>
    <Descriptions.Item label="来源">{alarmSourceLabel(a.source)}</Descriptions.Item>
    <Descriptions.Item label="WMS平台">{a.warehouseUnitName}</Descriptions.Item>
    <Descriptions.Item label="仓库">{text(a.warehouseName)}</Descriptions.Item>
    <Descriptions.Item label="箱号">
      {a.caseNumber && a.containerId ? (
        <Link to={containerListPath([a.containerId])}>{a.caseNumber}</Link>
      ) : (
        text(a.caseNumber)
      )}
    </Descriptions.Item>
    <Descriptions.Item label="仓单编号">
      {a.billCode && a.billId ? <Link to={receiptDetailsPath(a.billId)}>{a.billCode}</Link> : text(a.billCode)}
    </Descriptions.Item>
    <Descriptions.Item label="告警时间">{text(a.raisedTime)}</Descriptions.Item>
    <Descriptions.Item label="WMS解除时间">{text(a.clearedTime)}</Descriptions.Item>
    <Descriptions.Item label="处理时间">{text(a.handleTime)}</Descriptions.Item>
    <Descriptions.Item label="处理人">{text(a.handleUserName)}</Descriptions.Item>
    <Descriptions.Item label="告警内容" span="filled">
      {a.content}
    </Descriptions.Item>
    {a.handleDescr && (
      <Descriptions.Item label="处理说明" span="filled">
        {a.handleDescr}
      </Descriptions.Item>
    )}
  </Descriptions>
);
