import {
  contractPartyLabels,
  type ProductFormValue,
  partyOfCompanyType,
  productFormLabels,
} from '@kc/domain/contract/status';
import { Descriptions, Space, Typography } from 'antd';
import { MoneyText } from '../../../../components/money-text';
import { statusMaps } from '../../../../components/status-maps';
import { StatusTag } from '../../../../components/status-tag';
import type { ContractDetail } from '../../api';

/** The contract's facts: status and type first, then parties, goods category, amounts and dates. */
export const ContractInfo = ({ contract: c }: { contract: ContractDetail }) => (
  <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
    <Descriptions.Item label="合同编号">{c.code}</Descriptions.Item>
    <Descriptions.Item label="合同状态">
      <Space size={4}>
        <span data-testid="contract-status" data-status={c.status}>
          <StatusTag value={c.status} map={statusMaps.contract} />
        </span>
        <Typography.Text type="secondary">{c.statusName}</Typography.Text>
      </Space>
    </Descriptions.Item>
    <Descriptions.Item label="合同类型">
      {productFormLabels[c.productForm as ProductFormValue] ?? '-'}合同（
      {contractPartyLabels[partyOfCompanyType(c.companyType)]}
      发起）
    </Descriptions.Item>
    <Descriptions.Item label="产品类别">{c.materialName}</Descriptions.Item>
    <Descriptions.Item label="合同模板">{c.templateName || '-'}</Descriptions.Item>
    <Descriptions.Item label="合同总价">
      <MoneyText value={c.totalAmount} yuan />
    </Descriptions.Item>
    <Descriptions.Item label="供方">{c.shipperName || '-'}</Descriptions.Item>
    <Descriptions.Item label="需方">{c.buyerName || '-'}</Descriptions.Item>
    <Descriptions.Item label="签订地点">{c.signingAddress || '-'}</Descriptions.Item>
    <Descriptions.Item label="签订日期">{c.signingDate?.slice(0, 10) || '-'}</Descriptions.Item>
    <Descriptions.Item label="生效时间">{c.effectiveTime || '-'}</Descriptions.Item>
    <Descriptions.Item label="创建时间">{c.createTime || '-'}</Descriptions.Item>
  </Descriptions>
);
