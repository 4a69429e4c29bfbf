import {
  companyDraftForm,
  companySubmitForm,
  enterpriseMessages,
  personSubmitForm,
} from '@kc/domain/enterprise/enterprise';
import { confirmMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import type { Rule, RuleObject } from 'antd/es/form';
import { useMemo, useRef } from 'react';
import type { ZodType } from 'zod';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { checkEnterpriseInfo, type EnterpriseFormValues, useUpdateInfo } from '../api';

type Mode = 'save' | 'submit';
type ErrorInfo = { errorFields?: { name: (string | number)[]; errors: string[] }[] };

/**
 * Each field checks what the last button asks: 保存 keeps a draft (nothing required, formats still checked),
 * 提交认证 needs the complete form (spec 1 §5). Both come from the domain, as the server checks them.
 */
const useModeRules = (isPerson: boolean, mode: React.RefObject<Mode>) =>
  useMemo(() => {
    const submitShape: Record<string, ZodType> = (isPerson ? personSubmitForm : companySubmitForm).shape;
    const submit = zodFormRules(submitShape);
    const draft = zodFormRules(companyDraftForm.shape as Record<string, ZodType>);
    const rules: Record<string, Rule[]> = {};
    for (const key of Object.keys(submitShape)) {
      const full = submit[key]![0] as RuleObject;
      const loose = (draft[key]?.[0] ?? full) as RuleObject;
      rules[key] = [
        {
          required: full.required,
          validator: (rule, value, callback) =>
            (mode.current === 'save' ? loose : full).validator!(rule, value, callback),
        },
      ];
    }
    return rules;
  }, [isPerson, mode]);

/** 保存 (isSave 1) and 提交认证 (isSave 0): the first failing field is scrolled to and named. */
export const useEnterpriseSubmit = (form: FormInstance<EnterpriseFormValues>, isPerson: boolean) => {
  const { message, modal } = App.useApp();
  const update = useUpdateInfo();
  const mode = useRef<Mode>('submit');
  const rules = useModeRules(isPerson, mode);

  const validated = async (next: Mode) => {
    mode.current = next;
    try {
      await form.validateFields();
      return true;
    } catch (e) {
      const first = (e as ErrorInfo).errorFields?.find((f) => f.errors.length > 0);
      if (!first) throw e;
      form.scrollToField(first.name, { behavior: 'smooth', block: 'center' });
      void message.error(first.errors[0]);
      return false;
    }
  };

  const confirmed = (content: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: '提示',
        content,
        okText: '确定',
        cancelText: '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  // isPerson: the layout chosen; the server takes it only before the first approval.
  const body = (isSave: 0 | 1) => ({
    ...(form.getFieldsValue(true) as EnterpriseFormValues),
    isPerson: isPerson ? (1 as const) : (0 as const),
    isSave,
  });

  const save = async () => {
    if (!(await validated('save'))) return;
    await update.mutateAsync(body(1));
    void message.success(enterpriseMessages.saved);
  };

  const submit = async () => {
    if (!(await validated('submit'))) return;
    // data 0: the enterprise is approved, so the edits wait for a new approval (spec 1 §7).
    // Otherwise the profile goes to review, read-only until decided: asked first all the same.
    const approved = (await checkEnterpriseInfo()) === 0;
    if (!(await confirmed(approved ? enterpriseMessages.changesAfterApproval : confirmMessages.submit))) return;
    await update.mutateAsync(body(0));
    void message.success(enterpriseMessages.submitted);
  };

  return {
    rules,
    saving: update.isPending,
    // Server refusals are already shown by the API client.
    save: () => void save().catch(() => {}),
    submit: () => void submit().catch(() => {}),
  };
};
