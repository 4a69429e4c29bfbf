import { financeApplyForm, financeMessages, financeRefusals } from '@kc/domain/finance/finance';
import { estimatedPledgeAmount } from '@kc/domain/finance/formulas';
import { asksAbovePledgeAmount } from '@kc/domain/finance/loan-bounds';
import { formatAmount } from '@kc/domain/shared/money';
import { App, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import {
  type FinanceApplyBody,
  type FinanceDetail,
  type PledgeableBill,
  useFinanceDetail,
  useFinanceMutations,
} from '../api';
import { FINANCE_LIST_PATH } from '../finance-paths';

/** A receipt chosen for the pledge: what the picker and the figures table show of it. */
export type ChosenBill = Pick<
  PledgeableBill,
  'id' | 'code' | 'materialName' | 'inputCode' | 'totalWeight' | 'weightUnitName' | 'totalQuantity' | 'numberUnitName'
>;

export type BillFigures = { priceUnit?: string; cltPlgRate?: string };

export type ApplyValues = {
  warehouseUnitId?: string;
  bankId?: string;
  financingGoodsId?: string;
  /** the borrower (借款人), required for a person shipper */
  borrowerId?: string;
  applyMoney?: string;
  remark?: string;
  /** billId → its unit price and pledge rate */
  bills?: Record<string, BillFigures>;
};

const toValues = (d: FinanceDetail): ApplyValues => ({
  warehouseUnitId: d.warehouseId,
  bankId: d.bankId,
  financingGoodsId: d.financingGoodsId,
  borrowerId: d.borrowerId ?? undefined,
  applyMoney: d.applyMoney ?? undefined,
  remark: d.remark ?? undefined,
  bills: Object.fromEntries(d.billList.map((b) => [b.billId, { priceUnit: b.priceUnit, cltPlgRate: b.cltPlgRate }])),
});

const toChosen = (d: FinanceDetail): ChosenBill[] =>
  d.billList.map((b) => ({
    id: b.billId,
    code: b.billCode,
    materialName: b.materialName,
    inputCode: b.inputCode,
    totalWeight: b.totalWeight,
    weightUnitName: b.weightUnitName,
    totalQuantity: b.totalQuantity,
    numberUnitName: b.numberUnitName,
  }));

const toBody = (id: string | null, v: ApplyValues, chosen: readonly ChosenBill[]): FinanceApplyBody => ({
  id: id ?? undefined,
  warehouseUnitId: v.warehouseUnitId,
  bankId: v.bankId,
  financingGoodsId: v.financingGoodsId,
  borrowerId: v.borrowerId,
  applyMoney: v.applyMoney,
  remark: v.remark?.trim() || undefined,
  billList: chosen.map((b) => ({
    billId: b.id,
    priceUnit: v.bills?.[b.id]?.priceUnit,
    cltPlgRate: v.bills?.[b.id]?.cltPlgRate,
  })),
});

/**
 * The application form's data (spec 2 §3 Financing application): the application to edit (or a new one), the
 * chosen receipts, 保存 (the shipper keeps it) and 提交 (saved and submitted in one, asked first). The figures are
 * checked by the domain's own schema and rules before they leave (the amount at most the estimated pledge amount);
 * the server computes every amount again.
 */
export const useFinanceEditor = (id: string | null) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const close = useClosePage();
  const detail = useFinanceDetail(id);
  const moves = useFinanceMutations();
  const [picked, setPicked] = useState<ChosenBill[] | null>(null);
  const chosen = useMemo(() => picked ?? (detail.data ? toChosen(detail.data) : []), [picked, detail.data]);
  const initial = useMemo<ApplyValues | undefined>(() => {
    if (!id) return { bills: {} };
    return detail.data ? toValues(detail.data) : undefined;
  }, [id, detail.data]);
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  const back = () => close(FINANCE_LIST_PATH);

  const send = async (form: FormInstance<ApplyValues>, kind: 'save' | 'submit') => {
    await form.validateFields();
    if (chosen.length === 0) {
      void message.warning(financeMessages.selectBills);
      return;
    }
    const parsed = financeApplyForm.safeParse(toBody(id, form.getFieldsValue(true), chosen));
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? '格式有误');
      return;
    }
    const estimate = estimatedPledgeAmount(
      parsed.data.billList.map((b, i) => ({ ...b, totalWeight: chosen[i]!.totalWeight })),
    );
    // The server's rule (spec 2 §9; loan-bounds.ts), said before the form leaves.
    if (asksAbovePledgeAmount(parsed.data.applyMoney, estimate)) {
      void message.error(
        financeRefusals.overPledgeAmount(formatAmount(parsed.data.applyMoney), formatAmount(estimate)).message,
      );
      return;
    }
    const run = async () => {
      setSaving(kind);
      try {
        await (kind === 'save' ? moves.save : moves.saveAndSubmit).mutateAsync(parsed.data);
      } finally {
        setSaving(null);
      }
    };
    if (kind === 'save') {
      await run();
      void message.success(financeMessages.saved);
      back();
      return;
    }
    confirm({ content: financeMessages.confirmSubmit, run, done: financeMessages.submitted, after: back });
  };

  return {
    initial,
    chosen,
    setChosen: setPicked,
    loading: Boolean(id) && detail.isLoading,
    failed: detail.isError,
    editable: !detail.data || detail.data.actions.edit,
    code: detail.data?.code,
    saved: detail.data
      ? {
          warehouse: { value: detail.data.warehouseId, label: detail.data.warehouseCompName },
          bank: { value: detail.data.bankId, label: detail.data.bankName },
          goods: { value: detail.data.financingGoodsId, label: detail.data.financingGoodsName },
        }
      : undefined,
    saving,
    back,
    save: (form: FormInstance<ApplyValues>) => void send(form, 'save').catch(() => {}),
    submit: (form: FormInstance<ApplyValues>) => void send(form, 'submit').catch(() => {}),
  };
};
