import { contractPartyLabels, serviceStatusLabels } from '@kc/domain/contract/status';
import { Descriptions } from 'antd';
import { MoneyText } from '../../../components/money-text';

type Side = { amount: string; rate?: number | string | null; status?: number | null };

type Props = { platform: string; shipper: Side; buyer: Side };

const share = (label: string, s: Side) => (
  <>
    <MoneyText value={s.amount} yuan />
    {s.rate != null ? `（${label}承担 ${s.rate}%）` : ''}
    {s.status != null ? ` · ${serviceStatusLabels[s.status] ?? '-'}` : ''}
  </>
);

/** The platform fee and each party's share (spec 2 §9), with the share's payment state once it exists. */
export const FeeFigures = ({ platform, shipper, buyer }: Props) => (
  <Descriptions size="small" column={3} bordered data-testid="contract-fees">
    <Descriptions.Item label="平台手续费">
      <MoneyText value={platform} yuan />
    </Descriptions.Item>
    <Descriptions.Item label="供方手续费">{share(contractPartyLabels.shipper, shipper)}</Descriptions.Item>
    <Descriptions.Item label="需方手续费">{share(contractPartyLabels.buyer, buyer)}</Descriptions.Item>
  </Descriptions>
);
