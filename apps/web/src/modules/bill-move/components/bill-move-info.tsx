import { Descriptions } from 'antd';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { BillMoveDetail } from '../api';

const text = (v: string | null | undefined) => v || '-';

/** The move's heads: who applied, where the goods leave and go (with addresses), the tolerance, times and reasons. */
export const BillMoveInfo = ({ move: m }: { move: BillMoveDetail }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="bill-move-info">
    <Descriptions.Item label="移库单号">{m.code}</Descriptions.Item>
    <Descriptions.Item label="状态">
      <StatusTag value={m.status} map={statusMaps.billMove} />
    </Descriptions.Item>
    <Descriptions.Item label="申请企业">{m.holderName}</Descriptions.Item>
    <Descriptions.Item label="移出仓库">{m.sourceWarehouseName}</Descriptions.Item>
    <Descriptions.Item label="移出仓库地址" span={2}>
      {text(m.sourceWarehouseAddress)}
    </Descriptions.Item>
    <Descriptions.Item label="移入仓库">{m.targetWarehouseName}</Descriptions.Item>
    <Descriptions.Item label="移入仓库地址" span={2}>
      {text(m.targetWarehouseAddress)}
    </Descriptions.Item>
    <Descriptions.Item label="仓单数">{m.billCount}</Descriptions.Item>
    <Descriptions.Item label="允许误差">{m.tolerance == null ? '-' : `${m.tolerance}%`}</Descriptions.Item>
    <Descriptions.Item label="申请时间">{text(m.createTime)}</Descriptions.Item>
    <Descriptions.Item label="完成时间">{text(m.finishTime)}</Descriptions.Item>
    <Descriptions.Item label="移库原因" span="filled">
      {text(m.reason)}
    </Descriptions.Item>
    {m.rejectDescr && (
      <Descriptions.Item label="驳回原因" span="filled">
        {m.rejectDescr}
      </Descriptions.Item>
    )}
  </Descriptions>
);
