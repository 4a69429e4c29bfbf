import { CNY, financingServiceFee } from '@kc/domain/finance/formulas';
import { type ServiceFeeCard, serviceFeeMessages, submitServiceAmountBody } from '@kc/domain/finance/service-fee';
import { amountText } from '@kc/domain/shared/money';
import { App, Button, Col, DatePicker, Form, Input, Row, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { type FeeSubmitBody, useServiceFeeMutations } from '../service-fee-api';

type Values = {
  loanMoney: string;
  ccyCd: string;
  exchangeRate: string;
  feeRange: [Dayjs, Dayjs];
  feeRate: string;
  daysOfYear: string;
  discountRate: string;
};

const shape = submitServiceAmountBody.shape;
const rules = {
  loanMoney: zodRules(shape.loanMoney),
  ccyCd: zodRules(shape.ccyCd),
  exchangeRate: zodRules(shape.exchangeRate),
  feeRange: [{ required: true, message: serviceFeeMessages.feeRange }],
  feeRate: zodRules(shape.feeRate),
  daysOfYear: zodRules(shape.daysOfYear),
  discountRate: zodRules(shape.discountRate),
};
const DAY = 'YYYY-MM-DD';

/** '0.5000' → '0.5': a stored rate as the dictionary keys it. */
const plain = (v: string | null | undefined) => (v == null || v === '' ? undefined : String(Number(v)));

const valuesOf = (card: ServiceFeeCard): Partial<Values> => {
  const s = card.serviceInfo;
  return {
    loanMoney: s.loanMoney,
    ccyCd: s.ccyCd,
    exchangeRate: s.ccyCd === CNY ? '1' : plain(s.loanRate),
    feeRange: s.feeBegin && s.feeEnd ? [dayjs(s.feeBegin), dayjs(s.feeEnd)] : undefined,
    feeRate: plain(s.feeRate),
    daysOfYear: s.daysOfYear ? String(s.daysOfYear) : undefined,
    discountRate: plain(s.discountRate),
  };
};

/** The fee of the form as it stands (display only: the server computes the fee it stores), or null while incomplete. */
const previewOf = (v: Partial<Values>, card: ServiceFeeCard) => {
  try {
    if (!v.loanMoney || !v.ccyCd || !v.feeRange?.[0] || !v.feeRange[1] || !v.feeRate || !v.daysOfYear) return null;
    if (!v.discountRate) return null;
    return financingServiceFee({
      loanMoney: v.loanMoney.trim(),
      ccyCd: v.ccyCd,
      exchangeRate: v.exchangeRate?.trim() || null,
      feeRate: v.feeRate,
      daysOfYear: v.daysOfYear,
      discountRate: v.discountRate,
      feeBegin: v.feeRange[0].format(DAY),
      feeEnd: v.feeRange[1].format(DAY),
      bills: card.billList.map((b) => ({ weight: b.weight, totalWeight: b.pleWarehouseBillVO.totalWeight })),
    });
  } catch {
    return null;
  }
};

type Props = {
  card: ServiceFeeCard;
  editable: boolean;
  /** how the form is sent: a release's fee goes on the release's path (modules/release); default finance's */
  onSubmit?: (body: FeeSubmitBody) => Promise<unknown>;
};

/**
 * The financing service fee form (spec 2 §4, §5 "Financing service fee form", §9): total loan, currency (156 fixes
 * the exchange rate at 1), exchange rate, fee date range, fee rate, days of year and discount, each required with
 * its own message; the fee previewed with the domain's formula; 暂存 (0) and 提交 (1, asked first, read-only after)
 * for the platform.
 */
export const ServiceFeeForm = ({ card, editable, onSubmit }: Props) => {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit } = useServiceFeeMutations();
  const initial = useMemo(() => valuesOf(card), [card]);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [initial, form]);
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const preview = useMemo(() => previewOf(watched ?? initial, card), [watched, initial, card]);
  const cny = (watched?.ccyCd ?? initial.ccyCd) === CNY;
  const committed = card.serviceAmountStatus === 1;
  const amount = editable ? (preview?.serviceAmount ?? null) : card.serviceAmount;

  const send = async (serviceAmountStatus: 0 | 1) => {
    const v = await form.validateFields();
    await (onSubmit ?? submit.mutateAsync)({
      applyId: card.applyId,
      ...(card.releaseId ? { releaseId: card.releaseId } : {}),
      loanMoney: v.loanMoney.trim(),
      ccyCd: v.ccyCd,
      exchangeRate: v.ccyCd === CNY ? '1' : v.exchangeRate.trim(),
      feeBegin: v.feeRange[0].format(DAY),
      feeEnd: v.feeRange[1].format(DAY),
      feeRate: v.feeRate,
      daysOfYear: v.daysOfYear,
      discountRate: v.discountRate,
      serviceAmountStatus,
    });
    void message.success(serviceAmountStatus === 1 ? serviceFeeMessages.committed : serviceFeeMessages.stashed);
  };
  const commit = async () => {
    await form.validateFields();
    modal.confirm({
      title: '提示',
      content: serviceFeeMessages.confirmCommit,
      okText: '确定',
      cancelText: '取消',
      onOk: () => send(1),
    });
  };

  return (
    <Form<Values>
      form={form}
      name="finance-service-fee"
      layout="vertical"
      disabled={!editable}
      data-testid="fee-form"
      data-status={card.serviceAmountStatus ?? ''}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.ccyCd === CNY) form.setFieldValue('exchangeRate', '1');
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="loanMoney" label="总贷款金额" rules={rules.loanMoney} required>
            <Input suffix="元" data-testid="fee-loan-money" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="ccyCd" label="币种" rules={rules.ccyCd} required>
            <DictSelect code="ccy_cd" allowClear={false} placeholder={serviceFeeMessages.ccyCd} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="exchangeRate" label="汇率" rules={rules.exchangeRate} required>
            <Input readOnly={cny} disabled={!editable || cny} data-testid="fee-exchange-rate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="feeRange" label="计费日期范围" rules={rules.feeRange} required>
            <DatePicker.RangePicker style={{ width: '100%' }} data-testid="fee-range" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="feeRate" label="费率（%）" rules={rules.feeRate} required>
            <DictSelect code="ccb_release_proportion" allowClear={false} placeholder={serviceFeeMessages.feeRate} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="daysOfYear" label="年计息天数" rules={rules.daysOfYear} required>
            <DictSelect code="ccb_release_yearly" allowClear={false} placeholder={serviceFeeMessages.daysOfYear} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="discountRate" label="折扣（%）" rules={rules.discountRate} required>
            <DictSelect code="ccb_release_discount" allowClear={false} placeholder={serviceFeeMessages.discountRate} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Space size={32} wrap>
            <Statistic
              title={editable ? '服务费（预览）' : '服务费'}
              value={amountText(amount, { yuan: true })}
              data-testid="fee-amount"
            />
            <Statistic
              title="提货贷款金额"
              value={amountText(preview?.inPickupLoan ?? card.inPickupLoan, { yuan: true })}
            />
            <Statistic title="融资天数" value={preview?.financingDays ?? card.financingDays ?? '-'} />
          </Space>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {serviceFeeMessages.feeExplanation}
      </Typography.Paragraph>
      {editable && (
        <Space>
          <Button loading={submit.isPending} data-testid="fee-stash" onClick={() => void send(0).catch(() => {})}>
            暂存
          </Button>
          <Button
            type="primary"
            loading={submit.isPending}
            data-testid="fee-commit"
            onClick={() => void commit().catch(() => {})}
          >
            提交
          </Button>
        </Space>
      )}
      {committed && <Typography.Text type="secondary">融资服务费已提交，不可修改</Typography.Text>}
    </Form>
  );
};
