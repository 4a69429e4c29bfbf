import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { receiptDetailPath } from '../../receipt';
import type { ListingRecord } from '../api';

const text = (v: string | null | undefined) => v || '-';

/** A listing's fields, its attributes and the audit so far. */
export const ListingInfo = ({ listing: l }: { listing: ListingRecord }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="listing-info">
    <Descriptions.Item label="货物名称">{l.name}</Descriptions.Item>
    <Descriptions.Item label="状态">
      <StatusTag value={l.auditStatus} map={statusMaps.listing} />
    </Descriptions.Item>
    <Descriptions.Item label="供方">{text(l.supplierName)}</Descriptions.Item>
    <Descriptions.Item label="货物类别">{text(l.materialName)}</Descriptions.Item>
    <Descriptions.Item label="货物来源">{l.sourceName}</Descriptions.Item>
    <Descriptions.Item label="仓单">
      {l.billId ? <Link to={receiptDetailPath(l.billId)}>{l.billCode}</Link> : '-'}
    </Descriptions.Item>
    {l.attrs.map((a) => (
      <Descriptions.Item key={a.attrCode} label={a.attrName}>
        {a.value}
      </Descriptions.Item>
    ))}
    <Descriptions.Item label="单价（元）">
      <MoneyText value={l.price} />
    </Descriptions.Item>
    <Descriptions.Item label="总重量">
      <WeightText value={l.totalWeight} unit={l.weightUnit} unitName={l.weightUnitName} />
    </Descriptions.Item>
    <Descriptions.Item label="总数量">
      <QuantityText value={l.totalQuantity} unit={l.numberUnit} unitName={l.numberUnitName} />
    </Descriptions.Item>
    <Descriptions.Item label="提交时间">{text(l.submitTime)}</Descriptions.Item>
    <Descriptions.Item label="审核人">{text(l.auditor)}</Descriptions.Item>
    <Descriptions.Item label="审核时间">{text(l.auditTime)}</Descriptions.Item>
    <Descriptions.Item label="审核意见" span="filled">
      {text(l.auditOpinion)}
    </Descriptions.Item>
    <Descriptions.Item label="备注" span="filled">
      {text(l.remark)}
    </Descriptions.Item>
  </Descriptions>
);
