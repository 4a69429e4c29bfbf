import { MaterialStatus } from '@kc/domain/goods/base-material';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { useClosePage } from '../../../app/layout/use-close-page';
import { type BankMaterialDetailPayload, useBankDetail, useBankDetailMutations, useMaterialDetail } from '../api';
import { useOwnBank } from '../components/bank-select';
import { bankDetailIndexPath } from '../components/goods-paths';

export type BankDetailValues = Partial<BankMaterialDetailPayload>;

/**
 * Loads a bank's detail of the category (or starts one from the category's own name and code) and
 * saves it, back to the category's bank details.
 */
export const useBankDetailEditor = (materialId: string, id: string | null) => {
  const navigate = useClosePage();
  const { message } = App.useApp();
  const detail = useBankDetail(id);
  const material = useMaterialDetail(id ? null : materialId);
  const ownBank = useOwnBank();
  const { submit } = useBankDetailMutations();
  const [saving, setSaving] = useState(false);
  const source = id ? detail : material;
  const initial = useMemo((): BankDetailValues | undefined => {
    if (id) return detail.data && { ...detail.data, bankEnterpriseId: String(detail.data.bankEnterpriseId) };
    if (!material.data) return undefined;
    const { name, code, sort } = material.data;
    return { materialId, bankEnterpriseId: ownBank, name, code, sort, status: MaterialStatus.normal };
  }, [id, detail.data, material.data, materialId, ownBank]);
  const back = () => navigate(bankDetailIndexPath(materialId));

  const save = async (form: FormInstance<BankDetailValues>) => {
    await form.validateFields();
    const values = form.getFieldsValue(true) as BankDetailValues;
    setSaving(true);
    try {
      await submit.mutateAsync({ ...values, id: id ?? undefined, materialId } as BankMaterialDetailPayload);
      void message.success(doneMessages.saved);
      back();
    } finally {
      setSaving(false);
    }
  };

  return {
    initial,
    loading: source.isLoading,
    failed: source.isError,
    saving,
    save: (form: FormInstance<BankDetailValues>) => save(form).catch(() => {}),
    back,
  };
};
