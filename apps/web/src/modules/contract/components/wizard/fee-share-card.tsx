import { ProportionType } from '@kc/domain/contract/fees';
import { contractPartyLabels, otherParty } from '@kc/domain/contract/status';
import { Card, Form, Typography } from 'antd';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import type { WizardValues } from '../../wizard-values';
import { FeeFigures } from '../fee-figures';
import { ShareSlider } from './share-slider';

/**
 * The fee agreement of step 3 (spec 2 §5, §9): one's own share on the slider, the other side's 100 minus it, and
 * the fees contractFees computes from the platform's configuration as the user moves it.
 */
export const FeeShareCard = ({ wizard: w }: { wizard: ContractWizard }) => {
  const form = Form.useFormInstance<WizardValues>();
  const other = otherParty(w.party);
  const shipperRate = Form.useWatch('shipperProportionRate', { form, preserve: true });
  const buyerRate = Form.useWatch('buyerProportionRate', { form, preserve: true });
  const otherRate = other === 'shipper' ? shipperRate : buyerRate;
  const config = w.config;
  return (
    <Card type="inner" size="small" title="平台手续费" style={{ marginBottom: 16 }}>
      <Form.Item
        name={`${w.party}ProportionRate`}
        label={`${contractPartyLabels[w.party]}（本方）承担比例（%）`}
        style={{ maxWidth: 560 }}
      >
        <ShareSlider />
      </Form.Item>
      <Typography.Paragraph data-testid="terms-other-share">
        {contractPartyLabels[other]}承担比例：{otherRate ?? 0}%
      </Typography.Paragraph>
      <FeeFigures
        platform={w.fees.platformServiceAmount}
        shipper={{ amount: w.fees.shipperServiceAmount, rate: shipperRate }}
        buyer={{ amount: w.fees.buyerServiceAmount, rate: buyerRate }}
      />
      {config && config.proportionType !== ProportionType.none && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          手续费线下汇款账户：{config.enterprise.name} {config.bankName} {config.account}
        </Typography.Paragraph>
      )}
      {config?.proportionType === ProportionType.none && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          平台暂不收取手续费
        </Typography.Paragraph>
      )}
    </Card>
  );
};
