import { ProportionType } from '@kc/domain/contract/fees';
import { proportionTypeLabels } from '@kc/domain/payment/fee-config';
import { measureText } from '@kc/domain/shared/measure';
import { Descriptions } from 'antd';
import { MoneyText } from '../../../components/money-text';
import type { FeeShareAnswer } from '../api';

/** A party's share and the formula's inputs as the contract was submitted with them (spec 2 §9). */
export const FeeShareFigures = ({ share: s }: { share: FeeShareAnswer }) => {
  const byWeight = s.proportionType === ProportionType.byWeight;
  return (
    <Descriptions size="small" column={2} bordered data-testid={`fee-figures-${s.companyType}`}>
      <Descriptions.Item label="支付方">{s.partyName}</Descriptions.Item>
      <Descriptions.Item label="应付金额">
        <span data-testid={`fee-amount-${s.companyType}`}>
          <MoneyText value={s.amount} yuan />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="计费方式">{proportionTypeLabels[s.proportionType] ?? '-'}</Descriptions.Item>
      {byWeight ? (
        <Descriptions.Item label="单位费用">{s.proportionWeight} 元</Descriptions.Item>
      ) : (
        <Descriptions.Item label="费率">{s.proportionRate}%</Descriptions.Item>
      )}
      <Descriptions.Item label="折扣">{s.saleRate}%</Descriptions.Item>
      {byWeight ? (
        <Descriptions.Item label="重量(数量)">{measureText(s.weightTotal)}</Descriptions.Item>
      ) : (
        <Descriptions.Item label="合同金额">
          <MoneyText value={s.totalAmount} yuan />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="平台服务费">
        <MoneyText value={s.platformServiceAmount} yuan />
      </Descriptions.Item>
      <Descriptions.Item label="本方承担比例">{s.partyRate}%</Descriptions.Item>
      <Descriptions.Item label="计算公式" span={2}>
        {s.formula}
      </Descriptions.Item>
      <Descriptions.Item label="收款单位">{s.enterpriseName}</Descriptions.Item>
      <Descriptions.Item label="开户银行">{s.bankName}</Descriptions.Item>
      <Descriptions.Item label="收款账号" span={2}>
        {s.account}
      </Descriptions.Item>
    </Descriptions>
  );
};
