import {
  contractInfo,
  contractMessages,
  hasOwnBank,
  isDownpaymentRate,
  productRowsProblem,
} from '@kc/domain/contract/contract';
import { contractFees, contractPayment, otherShare, ProportionType, sharesSumTo100 } from '@kc/domain/contract/fees';
import {
  awaitingBuyer,
  awaitingShipper,
  type ContractParty,
  canAct,
  draftOwner,
  otherParty,
  partyOfCompanyType,
} from '@kc/domain/contract/status';
import { App, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useUserInfo } from '../../../app/session-queries';
import {
  type ContractDetail,
  useContractAttributes,
  useContractMaterials,
  useContractMutations,
  useContractTemplates,
  useDefaultBank,
  useProportionConfig,
} from '../api';
import { CONTRACT_LIST_PATH } from '../contract-paths';
import { toProductRows } from '../product-rows';
import {
  buildInfo,
  buildPayload,
  type ContractInfoStored,
  type Enterprise,
  type WizardContext,
  type WizardValues,
} from '../wizard-values';

export const WIZARD_STEPS = ['选择合同模板', '选择产品', '确认合同条款'] as const;

/** spec 2 §2: a draft (8, 9) opens at step 1 with back and stash; a contract already sent opens at step 2. */
export const startStepOf = (existing: ContractDetail | null) =>
  existing && draftOwner(existing.status) === null ? 1 : 0;

const watch = { preserve: true } as const;

type Props = { existing: ContractDetail | null; stored: ContractInfoStored | null };

/**
 * The wizard's state and moves (spec 2 §2, §5): one form for the three steps, the checks of each step from the
 * domain, the live figures of contractFees, stash and submit with their confirmations.
 */
export const useContractWizard = ({ existing, stored }: Props) => {
  const [form] = Form.useForm<WizardValues>();
  const { message, modal } = App.useApp();
  const close = useClosePage();
  const me = useUserInfo().data;
  const materials = useContractMaterials();
  const config = useProportionConfig();
  const mutations = useContractMutations();
  const [step, setStep] = useState(() => startStepOf(existing));
  const [saving, setSaving] = useState<'stash' | 'submit' | null>(null);

  const companyType = Form.useWatch('companyType', { form, ...watch });
  const materialId = Form.useWatch('materialId', { form, ...watch });
  const templateId = Form.useWatch('templateId', { form, ...watch });
  const productForm = Form.useWatch('productForm', { form, ...watch });
  const products = Form.useWatch('products', { form, ...watch });
  const shipperRate = Form.useWatch('shipperProportionRate', { form, ...watch });
  const buyerRate = Form.useWatch('buyerProportionRate', { form, ...watch });
  const downpaymentRate = Form.useWatch('downpaymentRate', { form, ...watch });

  // spec 2 §6: the user's side is their enterprise against the contract's parties; a new one takes step 1's.
  const party: ContractParty = existing?.myParty ?? partyOfCompanyType(companyType ?? 0);
  const own = useMemo<Enterprise>(() => {
    const saved = stored?.detailForm?.[`${party}Enterprise`];
    if (saved?.id) return { id: String(saved.id), name: saved.name ?? '', code: saved.code ?? '' };
    return { id: me?.postId ?? '', name: me?.enterpriseName ?? '', code: me?.enterpriseCode ?? '' };
  }, [stored, party, me]);

  const material = materials.data?.find((m) => String(m.id) === materialId);
  const pricingMode = material?.pricingMode ?? stored?.materialSelect?.pricingMode ?? 0;
  const attributes = useContractAttributes(materialId).data ?? [];
  const templates = useContractTemplates(materialId);
  const template = templates.data?.find((t) => String(t.id) === templateId);
  const rows = useMemo(() => toProductRows(products, attributes, pricingMode), [products, attributes, pricingMode]);
  const fees = contractFees({
    rows,
    pricingMode,
    config: config.data ?? { proportionType: ProportionType.none },
    shipperProportionRate: shipperRate ?? 0,
    buyerProportionRate: buyerRate ?? 0,
  });
  // spec 2 §3: the down payment and the balance follow the total and the rate; nobody types them.
  const payment = contractPayment(fees.totalAmount, isDownpaymentRate(downpaymentRate) ? downpaymentRate : null);

  // One's own bank comes from the enterprise's default; the other side's is theirs to fill (spec 2 §5).
  const bank = useDefaultBank(own.id || null).data;
  useEffect(() => {
    const patch: Partial<WizardValues> = {};
    if (!form.getFieldValue(`${party}BankName`) && bank?.bankName) patch[`${party}BankName`] = bank.bankName;
    if (!form.getFieldValue(`${party}BankAccount`) && bank?.account) patch[`${party}BankAccount`] = bank.account;
    if (!existing) {
      const other = otherParty(party);
      patch[`${other}BankName`] = undefined;
      patch[`${other}BankAccount`] = undefined;
    }
    form.setFieldsValue(patch);
  }, [bank, party, existing, form]);

  const ctx: WizardContext = { existing, stored, party, own, material, template, attributes };

  /** Changing what a later step depends on clears what no longer fits (spec 2 §5: a demander has custom goods). */
  const onValuesChange = (changed: Partial<WizardValues>) => {
    if ('materialId' in changed) form.setFieldsValue({ templateId: undefined, products: [], warehouseUnitId: null });
    if ('productForm' in changed) form.setFieldsValue({ products: [], warehouseUnitId: null });
    if (changed.companyType === 1 && form.getFieldValue('productForm') !== 2)
      form.setFieldsValue({ productForm: 2, products: [], warehouseUnitId: null });
    // spec 2 §5: the slider is one's own share; the other side's is 100 minus it.
    const share = changed[`${party}ProportionRate`];
    if (typeof share === 'number') form.setFieldsValue({ [`${otherParty(party)}ProportionRate`]: otherShare(share) });
  };

  /** Checks the fields on screen; the first wrong one is scrolled to. */
  const validate = async () => {
    try {
      await form.validateFields();
      return true;
    } catch (e) {
      const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return false;
    }
  };

  const checkProducts = async () => {
    if (rows.length === 0) {
      void message.error(productRowsProblem(productForm ?? 2, pricingMode, rows) ?? contractMessages.addProduct);
      return false;
    }
    if (!(await validate())) {
      void message.error(contractMessages.invalidCells);
      return false;
    }
    const problem = productRowsProblem(productForm ?? 2, pricingMode, rows);
    if (problem) void message.error(problem);
    return problem === null;
  };

  const next = async () => {
    if (step === 0 && !(await validate())) return;
    if (step === 1 && !(await checkProducts())) return;
    setStep((s) => Math.min(s + 1, WIZARD_STEPS.length - 1));
  };

  /**
   * spec 2 §5: terms go to the other side with one's own bank and account (a draft may wait for them): the
   * missing field is marked and scrolled to.
   */
  const checkOwnBank = (values: WizardValues) => {
    if (hasOwnBank(values, party)) return true;
    const missing = ([`${party}BankName`, `${party}BankAccount`] as const).filter((k) => !values[k]?.trim());
    form.setFields(missing.map((name) => ({ name, errors: [contractMessages.ownBankMissing] })));
    form.scrollToField(missing[0]!, { block: 'center' });
    void message.error(contractMessages.ownBankMissing);
    return false;
  };

  /** The payload of stash and submit, or undefined after saying what is wrong. */
  const prepare = async (kind: 'stash' | 'submit') => {
    if (!(await validate())) return undefined;
    const values = form.getFieldsValue(true) as WizardValues;
    if (kind === 'submit' && !checkOwnBank(values)) return undefined;
    const problem = productRowsProblem(values.productForm ?? 2, pricingMode, rows);
    if (problem) {
      void message.error(problem);
      return undefined;
    }
    const parsed = contractInfo.safeParse(buildInfo(values, ctx, rows, payment));
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? contractMessages.invalidCells);
      return undefined;
    }
    return { payload: buildPayload(parsed.data, fees, ctx), counterparty: values.counterparty?.name ?? '' };
  };

  const save = async (kind: 'stash' | 'submit', question: (counterparty: string) => string) => {
    const ready = await prepare(kind);
    if (!ready) return;
    modal.confirm({
      title: '提示',
      content: question(ready.counterparty),
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setSaving(kind);
        try {
          await mutations[kind].mutateAsync(ready.payload);
        } finally {
          setSaving(null);
        }
        void message.success(contractMessages.success);
        close(CONTRACT_LIST_PATH);
      },
    });
  };

  const status = existing?.status;
  return {
    form,
    onValuesChange,
    step,
    party,
    own,
    existing,
    material,
    pricingMode,
    attributes,
    templates: templates.data ?? [],
    templatesLoading: templates.isFetching,
    template,
    materials: materials.data ?? [],
    materialsLoading: materials.isFetching,
    config: config.data,
    fees,
    payment,
    /** The fees need the platform's configuration: no stash or submit before it arrives. */
    feesReady: config.isSuccess,
    saving,
    /** spec 2 §2: once sent (10, 11, 19) the wizard starts at step 2 and does not go back to step 1. */
    canGoBack: step > startStepOf(existing),
    canStash: status === undefined || canAct('stash', status, party),
    /** 10 or 11 (and their one-source twins 12, 13): the contract's own progress bar is shown too. */
    showsProgress: status !== undefined && [...awaitingBuyer, ...awaitingShipper].includes(status as never),
    /** Only a draft (or a new contract) may change its counterparty. */
    counterpartyFixed: status !== undefined && draftOwner(status) === null,
    next: () => void next(),
    prev: () => setStep((s) => Math.max(s - 1, 0)),
    back: () => close(CONTRACT_LIST_PATH),
    stash: () => void save('stash', () => contractMessages.stashConfirm),
    // spec 2 §5: shares that do not sum to 100 ask whether to go on; otherwise the counterparty is named.
    submit: () =>
      void save('submit', (counterparty) =>
        sharesSumTo100(shipperRate ?? 0, buyerRate ?? 0)
          ? contractMessages.submitConfirm(counterparty)
          : contractMessages.sharesNot100,
      ),
  };
};

export type ContractWizard = ReturnType<typeof useContractWizard>;
