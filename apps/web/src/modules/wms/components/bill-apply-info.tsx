import { Descriptions } from 'antd';
import { StatusTag } from '../../../components/status-tag';
import type { ApplyRecord } from '../api';
import { wmsStatusMaps } from '../wms-status';

const text = (v: string | null | undefined) => v || '-';

/** The application's heads: who applied for which goods, on which platform and warehouse, and where it stands. */
export const BillApplyInfo = ({ apply: a }: { apply: ApplyRecord }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="wms-bill-apply-info">
    <Descriptions.Item label="申请编号">{a.applyCode}</Descriptions.Item>
    <Descriptions.Item label="状态">
      <StatusTag value={a.status} map={wmsStatusMaps.apply} />
    </Descriptions.Item>
    <Descriptions.Item label="WMS平台">{a.warehouseUnitName}</Descriptions.Item>
    <Descriptions.Item label="货主">{text(a.cargoOwnerName)}</Descriptions.Item>
    <Descriptions.Item label="仓库">{text(a.warehouseName)}</Descriptions.Item>
    <Descriptions.Item label="申请时间">{text(a.createTime)}</Descriptions.Item>
    <Descriptions.Item label="货物标识" span={2}>
      {a.caseNumber}
    </Descriptions.Item>
    <Descriptions.Item label="办理时间">{text(a.handleTime)}</Descriptions.Item>
    {a.descr && (
      <Descriptions.Item label="驳回意见" span="filled">
        {a.descr}
      </Descriptions.Item>
    )}
  </Descriptions>
);
