import { Descriptions } from 'antd';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type InboundDetail, useInboundSums } from '../api';

const text = (v: string | null | undefined) => v || '-';

/** The order's fields, the warehouse's contact and the totals (getSumQuantityAndWeight). */
export const InboundInfo = ({ order: o }: { order: InboundDetail }) => {
  const { data: sums } = useInboundSums(o.id);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="inbound-info">
      <Descriptions.Item label="入库单号">{o.code}</Descriptions.Item>
      <Descriptions.Item label="状态">
        <StatusTag value={o.status} map={statusMaps.inbound} />
      </Descriptions.Item>
      <Descriptions.Item label="仓储物类别">{text(o.materialName)}</Descriptions.Item>
      <Descriptions.Item label="货主">{text(o.shipperName)}</Descriptions.Item>
      <Descriptions.Item label="仓库">{text(o.warehouseName)}</Descriptions.Item>
      <Descriptions.Item label="预约入库时间">{text(o.reserveTime)}</Descriptions.Item>
      <Descriptions.Item label="预约人">{text(o.reservePerson)}</Descriptions.Item>
      <Descriptions.Item label="预约电话">{text(o.reservePhone)}</Descriptions.Item>
      <Descriptions.Item label="创建时间">{text(o.createTime)}</Descriptions.Item>
      <Descriptions.Item label="仓库联系人">{text(o.warehouseContactName)}</Descriptions.Item>
      <Descriptions.Item label="仓库联系电话">{text(o.warehouseContactPhone)}</Descriptions.Item>
      <Descriptions.Item label="总重量">
        <WeightText value={sums?.sumWeight ?? o.sumWeight} unit={sums?.weightUnit ?? o.weightUnit} />
      </Descriptions.Item>
      <Descriptions.Item label="总数量">
        <QuantityText value={sums?.sumQuantity ?? o.sumQuantity} unit={sums?.numberUnit ?? o.numberUnit} />
      </Descriptions.Item>
      <Descriptions.Item label="备注" span="filled">
        {text(o.remark)}
      </Descriptions.Item>
    </Descriptions>
  );
};
