import { OUTBOUND_STEP_TITLES, outboundStepStates } from '@kc/domain/outbound/status';
import { Descriptions, Steps, Tag } from 'antd';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type OutboundDetail, useOutboundSteps } from '../api';

const text = (v: string | null | undefined) => v || '-';

/** The four steps (getSteps); until they arrive, where the order's status puts them. */
export const OutboundSteps = ({ order }: { order: OutboundDetail }) => {
  const { data } = useOutboundSteps(order.id);
  const fallback = outboundStepStates(order.status, order.signed);
  const steps =
    data && data.length > 0
      ? data
      : OUTBOUND_STEP_TITLES.map((title, i) => ({ title, status: fallback[i]!, time: null, person: null }));
  return (
    <Steps
      data-testid="outbound-steps"
      size="small"
      titlePlacement="vertical"
      items={steps.map((s) => ({
        title: s.title,
        status: s.status,
        content: [s.person, s.time].filter(Boolean).join(' ') || undefined,
      }))}
    />
  );
};

/** The order's heads: parties, pick-up, figures applied and weighed, opinions, the code check and the signature. */
export const OutboundInfo = ({ order: o }: { order: OutboundDetail }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="outbound-info">
    <Descriptions.Item label="出库单号">{o.code}</Descriptions.Item>
    <Descriptions.Item label="状态">
      <StatusTag value={o.status} map={statusMaps.outbound} />
      {o.weightAlarm && <Tag color="warning">重量预警</Tag>}
    </Descriptions.Item>
    <Descriptions.Item label="来源">{o.sourceName}</Descriptions.Item>
    <Descriptions.Item label="货主">{text(o.shipperName)}</Descriptions.Item>
    <Descriptions.Item label="仓库">{text(o.warehouseName)}</Descriptions.Item>
    <Descriptions.Item label="仓储物">{text(o.materialNames)}</Descriptions.Item>
    <Descriptions.Item label="预约提货时间">{text(o.reserveTime)}</Descriptions.Item>
    <Descriptions.Item label="提货人">{text(o.pickPerson)}</Descriptions.Item>
    <Descriptions.Item label="提货人电话">{text(o.pickPhone)}</Descriptions.Item>
    <Descriptions.Item label="车牌号">{text(o.carNo)}</Descriptions.Item>
    <Descriptions.Item label="申请出库重量">
      <WeightText value={o.applySumWeight} unitName={o.weightUnitName} />
    </Descriptions.Item>
    <Descriptions.Item label="申请出库数量">
      <QuantityText value={o.applySumQuantity} unitName={o.numberUnitName} />
    </Descriptions.Item>
    <Descriptions.Item label="出库重量">
      {o.sumWeight == null ? '-' : <WeightText value={o.sumWeight} unitName={o.weightUnitName} />}
    </Descriptions.Item>
    <Descriptions.Item label="出库数量">
      {o.sumQuantity == null ? '-' : <QuantityText value={o.sumQuantity} unitName={o.numberUnitName} />}
    </Descriptions.Item>
    <Descriptions.Item label="提货码核验">{o.vrChecked ? `已核验 ${text(o.vrCheckTime)}` : '未核验'}</Descriptions.Item>
    <Descriptions.Item label="货主签收">
      {o.signed ? `${text(o.signUserName)} ${text(o.signTime)}` : '未签收'}
    </Descriptions.Item>
    <Descriptions.Item label="申请时间">{text(o.createTime)}</Descriptions.Item>
    <Descriptions.Item label="备注" span="filled">
      {text(o.remark)}
    </Descriptions.Item>
    {o.shippingAuditOpinion && (
      <Descriptions.Item label="货主审核意见" span="filled">
        {o.shippingAuditOpinion}
      </Descriptions.Item>
    )}
    {o.warehouseAuditOpinion && (
      <Descriptions.Item label="仓库审核意见" span="filled">
        {o.warehouseAuditOpinion}
      </Descriptions.Item>
    )}
  </Descriptions>
);
