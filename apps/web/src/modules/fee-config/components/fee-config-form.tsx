import { ProportionType } from '@kc/domain/contract/fees';
import { feeConfigForm } from '@kc/domain/payment/fee-config';
import { App, Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect } from 'react';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { type FeeConfig, type FeeConfigForm, remittanceNameOf, useSubmitFeeConfig } from '../api';
import { proportionTypeOptions } from '../proportion-types';

type Values = {
  proportionType: number;
  proportionRate?: string | null;
  proportionWeight?: string | null;
  saleRate?: string | null;
  enterpriseName?: string;
  bankName?: string;
  account?: string;
};

const valuesOf = (c: FeeConfig): Values => ({
  proportionType: c.proportionType,
  proportionRate: c.proportionRate,
  proportionWeight: c.proportionWeight,
  saleRate: c.saleRate,
  enterpriseName: remittanceNameOf(c),
  bankName: c.bankName ?? '',
  account: c.account ?? '',
});

const text = (v: string | number | null | undefined) => (v == null || v === '' ? '0' : String(v));

/** The server's rules and messages for each field (@kc/domain/payment/fee-config). */
const rules = zodFormRules(feeConfigForm.shape);

/**
 * The configuration in force as a form (spec 2 §3, §9): how the fee is computed, its rate or per-unit fee, the
 * discount, and the account parties remit offline payments to. Submitting puts a new configuration in force.
 */
export const FeeConfigFormCard = ({
  config,
  editable,
}: {
  config: FeeConfig | null | undefined;
  editable: boolean;
}) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitFeeConfig();
  const type = Form.useWatch('proportionType', form);
  useEffect(() => {
    if (config) form.setFieldsValue(valuesOf(config));
  }, [config, form]);
  const save = async (v: Values) => {
    const body: FeeConfigForm = {
      proportionType: v.proportionType,
      proportionRate: text(v.proportionRate),
      proportionWeight: text(v.proportionWeight),
      saleRate: text(v.saleRate ?? '100'),
      enterpriseName: v.enterpriseName?.trim() ?? '',
      bankName: v.bankName?.trim() ?? '',
      account: v.account?.trim() ?? '',
    };
    await submit.mutateAsync(body);
    void message.success('已保存，新的费用配置已生效');
  };
  const charged = type !== ProportionType.none;
  return (
    <Form<Values>
      form={form}
      name="fee-config"
      layout="vertical"
      disabled={!editable}
      initialValues={{ proportionType: ProportionType.byAmount, saleRate: '100' }}
      onFinish={(v) => void save(v).catch(() => {})}
      data-testid="fee-config-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="proportionType" label="计费方式" rules={rules.proportionType}>
            <Select options={proportionTypeOptions} data-testid="fee-config-type" />
          </Form.Item>
        </Col>
        {type === ProportionType.byAmount && (
          <Col xs={24} md={8}>
            <Form.Item name="proportionRate" label="费率（%）" rules={rules.proportionRate}>
              <InputNumber<string>
                stringMode
                min="0"
                max="100"
                precision={4}
                style={{ width: '100%' }}
                data-testid="fee-config-rate"
              />
            </Form.Item>
          </Col>
        )}
        {type === ProportionType.byWeight && (
          <Col xs={24} md={8}>
            <Form.Item name="proportionWeight" label="单位费用（元）" rules={rules.proportionWeight}>
              <InputNumber<string>
                stringMode
                min="0"
                precision={4}
                style={{ width: '100%' }}
                data-testid="fee-config-weight"
              />
            </Form.Item>
          </Col>
        )}
        {charged && (
          <Col xs={24} md={8}>
            <Form.Item name="saleRate" label="折扣（%）" extra="100 为不打折" rules={rules.saleRate}>
              <InputNumber<string>
                stringMode
                min="0"
                max="100"
                precision={2}
                style={{ width: '100%' }}
                data-testid="fee-config-sale-rate"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="enterpriseName" label="收款单位" rules={rules.enterpriseName}>
            <Input maxLength={200} data-testid="fee-config-enterprise" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="bankName" label="开户银行" rules={rules.bankName}>
            <Input maxLength={100} data-testid="fee-config-bank" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="account" label="收款账号" rules={rules.account}>
            <Input maxLength={100} data-testid="fee-config-account" />
          </Form.Item>
        </Col>
      </Row>
      {editable && (
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="fee-config-submit">
          提交
        </Button>
      )}
    </Form>
  );
};
