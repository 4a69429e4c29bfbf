import { contractRefusals } from '@kc/domain/contract/contract';
import { contractProgress, contractSteps } from '@kc/domain/contract/status';
import { Alert, Button, Card, Flex, Form, Steps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ContractDetail } from '../../api';
import { useContractWizard, WIZARD_STEPS } from '../../hooks/use-contract-wizard';
import { type ContractInfoStored, storedSigningDay, valuesFromInfo, type WizardValues } from '../../wizard-values';
import { ContractProgress } from '../contract-progress';
import { ProductsStep } from './products-step';
import { TemplateStep } from './template-step';
import { TermsStep } from './terms-step';
import { WizardFooter } from './wizard-footer';

type Props = { existing: ContractDetail | null; stored: ContractInfoStored | null };

const NEW_CONTRACT: WizardValues = {
  companyType: 0,
  productForm: 0,
  products: [],
  counterparty: null,
  shipperProportionRate: 50,
  buyerProportionRate: 50,
};

const initialValues = ({ existing, stored }: Props): WizardValues => {
  if (!existing) return NEW_CONTRACT;
  const day = storedSigningDay(stored);
  return {
    ...valuesFromInfo(stored ?? {}, existing.myParty ?? 'shipper'),
    signingDate: day ? dayjs(day) : null,
  };
};

/** The three steps of spec 2 §2 in one form; above them, at 10 or 11, the contract's own progress. */
export const ContractWizard = (props: Props) => {
  const { existing } = props;
  const w = useContractWizard(props);
  const [initial] = useState(() => initialValues(props));
  return (
    <Card title={existing ? `编辑合同 ${existing.code}` : '新增合同'} extra={<Button onClick={w.back}>返回</Button>}>
      <Flex vertical gap={24}>
        {w.showsProgress && existing && (
          <ContractProgress steps={contractSteps(existing.productForm)} current={contractProgress(existing)} />
        )}
        <Steps data-testid="wizard-steps" current={w.step} items={WIZARD_STEPS.map((title) => ({ title }))} />
        {!w.own.id && <Alert type="warning" showIcon title={contractRefusals.noEnterprise().message} />}
        <Form<WizardValues>
          form={w.form}
          name="contract-wizard"
          layout="vertical"
          initialValues={initial}
          onValuesChange={w.onValuesChange}
        >
          {w.step === 0 && <TemplateStep wizard={w} />}
          {w.step === 1 && <ProductsStep wizard={w} />}
          {w.step === 2 && <TermsStep wizard={w} />}
        </Form>
      </Flex>
      <WizardFooter wizard={w} />
    </Card>
  );
};
