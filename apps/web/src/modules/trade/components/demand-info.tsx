import { Descriptions } from 'antd';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import type { DemandRecord } from '../api';
import { DemandStatusTag } from './demand-status-tag';

const text = (v: string | null | undefined) => v || '-';

/** A demand's fields: what is wanted, by whom, how to reach them and until when. */
export const DemandInfo = ({ demand: d }: { demand: DemandRecord }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="demand-info">
    <Descriptions.Item label="求购名称">{d.name}</Descriptions.Item>
    <Descriptions.Item label="状态">
      <DemandStatusTag status={d.status} expired={d.expired} />
    </Descriptions.Item>
    <Descriptions.Item label="买方">{text(d.buyerName)}</Descriptions.Item>
    <Descriptions.Item label="货物类别">{text(d.materialName)}</Descriptions.Item>
    {d.attrs.map((a) => (
      <Descriptions.Item key={a.attrCode} label={a.attrName}>
        {a.value}
      </Descriptions.Item>
    ))}
    <Descriptions.Item label="求购重量">
      <WeightText value={d.totalWeight} unit={d.weightUnit} unitName={d.weightUnitName} />
    </Descriptions.Item>
    <Descriptions.Item label="求购数量">
      <QuantityText value={d.totalQuantity} unit={d.numberUnit} unitName={d.numberUnitName} />
    </Descriptions.Item>
    <Descriptions.Item label="期望单价（元）">
      <MoneyText value={d.price} />
    </Descriptions.Item>
    <Descriptions.Item label="联系人">{d.contactName}</Descriptions.Item>
    <Descriptions.Item label="联系电话">{d.contactPhone}</Descriptions.Item>
    <Descriptions.Item label="有效期至">{d.validUntil}</Descriptions.Item>
    <Descriptions.Item label="发布时间">{text(d.createTime)}</Descriptions.Item>
    <Descriptions.Item label="关闭时间">{text(d.closeTime)}</Descriptions.Item>
    <Descriptions.Item label="备注" span="filled">
      {text(d.remark)}
    </Descriptions.Item>
  </Descriptions>
);
