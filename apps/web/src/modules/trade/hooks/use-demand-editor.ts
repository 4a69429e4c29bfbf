import { doneMessages } from '@kc/domain/shared/messages';
import { demandSaveBody } from '@kc/domain/trade/demand';
import { App, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { type DemandRecord, useDemandMutations, useTradeCategory } from '../api';

export type DemandFormValues = {
  materialId?: string;
  name?: string;
  totalWeight?: string;
  totalQuantity?: string;
  price?: string;
  contactName?: string;
  contactPhone?: string;
  validUntil?: Dayjs;
  remark?: string;
  attrValues?: Record<string, string | undefined>;
};

const initialOf = (r: DemandRecord | null): DemandFormValues =>
  r
    ? {
        materialId: r.materialId,
        name: r.name,
        totalWeight: r.totalWeight ?? undefined,
        totalQuantity: r.totalQuantity ?? undefined,
        price: r.price ?? undefined,
        contactName: r.contactName,
        contactPhone: r.contactPhone,
        validUntil: dayjs(r.validUntil),
        remark: r.remark ?? undefined,
        attrValues: Object.fromEntries(r.attrs.map((a) => [a.attrCode, a.value])),
      }
    : { validUntil: dayjs().add(30, 'day') };

/** The demand drawer's state: the category's trade attributes (any left blank means any) and the save. */
export const useDemandEditor = (editing: DemandRecord | null | undefined, onClose: () => void) => {
  const [form] = Form.useForm<DemandFormValues>();
  const { message } = App.useApp();
  const { save } = useDemandMutations();
  const [saving, setSaving] = useState(false);
  const open = editing !== undefined;
  const materialId = Form.useWatch('materialId', form);
  const category = useTradeCategory(materialId);
  const tradeAttrs = useMemo(() => (category.data?.attrList ?? []).filter((a) => a.isTrade === 1), [category.data]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialOf(editing ?? null));
  }, [open, editing, form]);

  const submit = async () => {
    await form.validateFields();
    const v = form.getFieldsValue(true) as DemandFormValues;
    const payload = {
      id: editing?.id,
      materialId: v.materialId,
      name: v.name,
      attrs: tradeAttrs.map((a) => ({ attrCode: a.attrCode, value: v.attrValues?.[a.attrCode] ?? '' })),
      totalWeight: v.totalWeight,
      totalQuantity: v.totalQuantity,
      price: v.price,
      contactName: v.contactName,
      contactPhone: v.contactPhone,
      validUntil: v.validUntil?.format('YYYY-MM-DD'),
      remark: v.remark,
    };
    const checked = demandSaveBody.safeParse(payload);
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '表单有误');
      return;
    }
    setSaving(true);
    try {
      await save.mutateAsync(payload);
      void message.success(editing ? doneMessages.saved : '已发布');
      onClose();
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    open,
    saving,
    tradeAttrs,
    categoryLoading: category.isFetching,
    onValuesChange: (changed: DemandFormValues) => {
      if ('materialId' in changed) form.setFieldsValue({ attrValues: {} });
    },
    submit: () => void submit().catch(() => {}),
  };
};
