import { doneMessages } from '@kc/domain/shared/messages';
import { cutAttrValue } from '@kc/domain/trade/figures';
import { ListingSource, listingSaveBody } from '@kc/domain/trade/listing';
import { App, Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type ListableReceipt, type ListingRecord, useListingMutations, useMyReceipts, useTradeCategory } from '../api';

export type ListingFormValues = {
  materialId?: string;
  source?: number;
  billId?: string;
  name?: string;
  price?: string;
  totalWeight?: string;
  totalQuantity?: string;
  remark?: string;
  /** the trade attributes' values by code */
  attrValues?: Record<string, string | undefined>;
};

const initialOf = (r: ListingRecord | null): ListingFormValues =>
  r
    ? {
        materialId: r.materialId,
        source: r.source,
        billId: r.billId ?? undefined,
        name: r.name,
        price: r.price,
        totalWeight: r.totalWeight,
        totalQuantity: r.totalQuantity,
        remark: r.remark ?? undefined,
        attrValues: Object.fromEntries(r.attrs.map((a) => [a.attrCode, a.value])),
      }
    : { source: ListingSource.ownStock };

/**
 * The listing drawer's state: the category's trade attributes, the user's receipts in effect of it (source 0),
 * what choosing a receipt fills in, and the save (which submits the listing for the platform's audit).
 */
export const useListingEditor = (editing: ListingRecord | null | undefined, onClose: () => void) => {
  const [form] = Form.useForm<ListingFormValues>();
  const { message } = App.useApp();
  const { save } = useListingMutations();
  const [saving, setSaving] = useState(false);
  const open = editing !== undefined;
  const materialId = Form.useWatch('materialId', form);
  const source = Form.useWatch('source', form);
  const billId = Form.useWatch('billId', form);
  const fromReceipt = source === ListingSource.receipt;
  const category = useTradeCategory(materialId);
  const receipts = useMyReceipts(materialId, editing?.id, open && fromReceipt);
  const tradeAttrs = useMemo(() => (category.data?.attrList ?? []).filter((a) => a.isTrade === 1), [category.data]);
  const receipt = receipts.data?.find((r) => r.id === billId);
  const locked = useMemo(
    () => new Set((receipt?.attrs ?? []).filter((a) => a.value?.trim()).map((a) => a.attrCode)),
    [receipt],
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialOf(editing ?? null));
  }, [open, editing, form]);

  /** A receipt's figures and attribute values replace the form's (the server takes them from the receipt). */
  const chooseReceipt = (r: ListableReceipt | undefined) => {
    if (!r) return;
    const values = Object.fromEntries(
      r.attrs.filter((a) => a.value?.trim()).map((a) => [a.attrCode, cutAttrValue(a.value)]),
    );
    form.setFieldsValue({
      totalWeight: r.totalWeight,
      totalQuantity: r.totalQuantity,
      attrValues: { ...form.getFieldValue('attrValues'), ...values },
      ...(form.getFieldValue('name') ? {} : { name: `${r.materialName} ${r.code}` }),
    });
  };

  const submit = async () => {
    await form.validateFields();
    const v = form.getFieldsValue(true) as ListingFormValues;
    const payload = {
      id: editing?.id,
      materialId: v.materialId,
      source: v.source,
      billId: v.source === ListingSource.receipt ? v.billId : undefined,
      name: v.name,
      attrs: tradeAttrs.map((a) => ({ attrCode: a.attrCode, value: v.attrValues?.[a.attrCode] ?? '' })),
      price: v.price,
      totalWeight: v.totalWeight,
      totalQuantity: v.totalQuantity,
      remark: v.remark,
    };
    // The fields check themselves; what is left is the whole-form rule (a receipt or the figures).
    const checked = listingSaveBody.safeParse(payload);
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '表单有误');
      return;
    }
    setSaving(true);
    try {
      await save.mutateAsync(payload);
      void message.success(doneMessages.submitted);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    open,
    saving,
    fromReceipt,
    tradeAttrs,
    categoryLoading: category.isFetching,
    receipts: receipts.data ?? [],
    receiptsLoading: receipts.isFetching,
    locked: fromReceipt ? locked : new Set<string>(),
    /** Another category starts its attributes and receipt afresh; own stock holds no receipt. */
    onValuesChange: (changed: ListingFormValues) => {
      if ('materialId' in changed) form.setFieldsValue({ billId: undefined, attrValues: {} });
      if (changed.source === ListingSource.ownStock) form.setFieldsValue({ billId: undefined });
    },
    chooseReceipt: (id: string | undefined) => chooseReceipt(receipts.data?.find((r) => r.id === id)),
    submit: () => void submit().catch(() => {}),
  };
};
