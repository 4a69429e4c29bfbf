import { MaterialStatus } from '@kc/domain/goods/base-material';
import { financingMessages } from '@kc/domain/goods/financing';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import {
  type BaseMaterialDetail,
  type FinancingGoodsDetail,
  type FinancingGoodsPayload,
  useFinancingDetail,
  useFinancingMutations,
  useMaterialDetail,
} from '../api';
import { useOwnBank } from '../components/bank-select';
import { bankDetailIndexPath, MATERIAL_LIST_PATH } from '../components/goods-paths';

export type FinancingGoodsValues = Partial<FinancingGoodsPayload>;

const editValues = (d: FinancingGoodsDetail): FinancingGoodsValues => ({
  ...d,
  bankEnterpriseId: String(d.bankEnterpriseId),
  attributeList: (d.attributeList ?? []).map((a) => ({ ...a, materialId: String(a.materialId) })),
});

/** A new financing goods starts from the category it was opened for: that category is its first row. */
const newValues = (m: BaseMaterialDetail | undefined, bankEnterpriseId: string | undefined): FinancingGoodsValues => ({
  bankEnterpriseId,
  pricingMode: m?.pricingMode,
  type: m?.ccbType != null && m.ccbType !== '' ? Number(m.ccbType) : undefined,
  status: MaterialStatus.normal,
  attributeList: m ? [{ materialId: String(m.id), materialName: m.name, code: m.code, name: m.name, sort: 1 }] : [],
});

/** spec 1 §2: saving or deleting financing goods closes the page and goes to the category list. */
export const useFinancingGoodsEditor = (materialId: string | null, id: string | null) => {
  const navigate = useClosePage();
  const { message } = App.useApp();
  const confirmRemove = useConfirmRemove();
  const detail = useFinancingDetail(id);
  const material = useMaterialDetail(id ? null : materialId);
  const ownBank = useOwnBank();
  const { submit, remove } = useFinancingMutations();
  const [saving, setSaving] = useState(false);
  const loading = id ? detail.isLoading : Boolean(materialId) && material.isLoading;
  const initial = useMemo(
    () => (id ? detail.data && editValues(detail.data) : loading ? undefined : newValues(material.data, ownBank)),
    [id, detail.data, material.data, loading, ownBank],
  );
  const close = () => navigate(MATERIAL_LIST_PATH);

  const save = async (form: FormInstance<FinancingGoodsValues>) => {
    const rows = (form.getFieldValue('attributeList') ?? []) as unknown[];
    if (rows.length === 0) {
      void message.error(financingMessages.attributesRequired);
      await form.validateFields().catch(() => {});
      return;
    }
    await form.validateFields();
    const values = form.getFieldsValue(true) as FinancingGoodsValues;
    setSaving(true);
    try {
      await submit.mutateAsync({ ...values, id: id ?? undefined } as FinancingGoodsPayload);
      void message.success(doneMessages.saved);
      close();
    } finally {
      setSaving(false);
    }
  };

  return {
    initial,
    loading,
    failed: id ? detail.isError : false,
    saving,
    save: (form: FormInstance<FinancingGoodsValues>) => save(form).catch(() => {}),
    remove: () => {
      if (id) confirmRemove([id], remove.mutateAsync, close);
    },
    back: () => navigate(materialId ? bankDetailIndexPath(materialId) : MATERIAL_LIST_PATH),
  };
};
