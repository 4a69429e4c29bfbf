import { AttrType, baseMaterialForm, MaterialStatus, PricingMode } from '@kc/domain/goods/base-material';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useClosePage } from '../../../app/layout/use-close-page';
import {
  type BaseMaterialDetail,
  type BaseMaterialPayload,
  type MaterialAttribute,
  useAttrTemplates,
  useMaterialDetail,
  useMaterialMutations,
} from '../api';
import { MATERIAL_LIST_PATH } from '../components/goods-paths';

export type BaseMaterialValues = Partial<BaseMaterialPayload>;

const orUndefined = <T>(v: T | null | undefined) => (v === null ? undefined : v);

const editValues = (d: BaseMaterialDetail): BaseMaterialValues => ({
  id: d.id,
  name: d.name,
  code: d.code,
  pricingMode: d.pricingMode,
  ccbType: orUndefined(d.ccbType),
  weightUnit: orUndefined(d.weightUnit),
  numberUnit: orUndefined(d.numberUnit),
  sort: d.sort,
  status: d.status,
  commonAttributeList: d.commonAttributeList ?? [],
  baseMaterialAttributeList: d.baseMaterialAttributeList ?? [],
});

/** A new category starts by weight, normal, with the common attribute templates (default flags). */
const newValues = (templates: MaterialAttribute[]): BaseMaterialValues => ({
  pricingMode: PricingMode.byWeight,
  status: MaterialStatus.normal,
  commonAttributeList: templates.map(({ id: _id, ...t }) => ({ ...t, attrType: AttrType.common })),
  baseMaterialAttributeList: [],
});

const withType = (rows: MaterialAttribute[] | undefined, attrType: number) =>
  (rows ?? []).map((r) => ({ ...r, attrType }));

/** Loads the category (or the templates for a new one) and saves it, back to the list on success. */
export const useBaseMaterialEditor = (id: string | null) => {
  const navigate = useClosePage();
  const { message } = App.useApp();
  const detail = useMaterialDetail(id);
  const templates = useAttrTemplates(!id);
  const { submit } = useMaterialMutations();
  const [saving, setSaving] = useState(false);
  const source = id ? detail : templates;
  const initial = useMemo(
    () => (id ? detail.data && editValues(detail.data) : templates.data && newValues(templates.data)),
    [id, detail.data, templates.data],
  );

  const save = async (form: FormInstance<BaseMaterialValues>) => {
    await form.validateFields();
    const all = form.getFieldsValue(true) as BaseMaterialValues;
    const payload = {
      ...all,
      commonAttributeList: withType(all.commonAttributeList, AttrType.common),
      baseMaterialAttributeList: withType(all.baseMaterialAttributeList, AttrType.extra),
    } as BaseMaterialPayload;
    // The cells check themselves; what is left is the whole-form rule (an attribute code used twice).
    const checked = baseMaterialForm.safeParse(payload);
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '表单有误');
      return;
    }
    setSaving(true);
    try {
      await submit.mutateAsync(payload);
      void message.success(doneMessages.saved);
      navigate(MATERIAL_LIST_PATH);
    } finally {
      setSaving(false);
    }
  };

  return {
    initial,
    loading: source.isLoading,
    failed: source.isError,
    saving,
    save: (form: FormInstance<BaseMaterialValues>) => save(form).catch(() => {}),
    back: () => navigate(MATERIAL_LIST_PATH),
  };
};
