import {
  canEditInspection,
  firstBatchWithoutFile,
  InspectionStatus,
  type InspectionStatusValue,
  inspectionMessages,
  inspectionSubmitBody,
} from '@kc/domain/inbound/inspection';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../app/access';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { INSPECTION_LIST_PATH } from '../inbound-paths';
import { type InspectionDetail, useInspectionDetail, useInspectionMutations } from '../inspection-api';

type FileRow = {
  id?: string;
  testFileCode?: string;
  testFile?: string;
  testDesc?: string;
  url?: string | null;
  createTime?: string | null;
};
/** batch id → its files */
export type InspectionValues = { files: Record<string, FileRow[]> };

export const toInspectionValues = (d: InspectionDetail): InspectionValues => ({
  files: Object.fromEntries(
    d.batches.map((b) => [
      String(b.id),
      b.files.map((f) => ({
        id: String(f.id),
        testFileCode: f.testFileCode,
        testFile: String(f.testFile),
        testDesc: f.testDesc ?? undefined,
        url: f.url,
        createTime: f.createTime,
      })),
    ]),
  ),
});

/**
 * 公检: 保存 keeps the inspection at 10, 完成公检 (asked first) sets 1 (every batch needs a file) and goes to
 * /check/test.
 */
export const useInspectionEditor = (id: string) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const close = useClosePage();
  const { can } = useAccess();
  const detail = useInspectionDetail(id);
  const { submit } = useInspectionMutations();
  const [busy, setBusy] = useState<InspectionStatusValue | null>(null);
  const inspection = detail.data;

  const save = async (form: FormInstance<InspectionValues>, status: InspectionStatusValue) => {
    if (!inspection) return;
    await form.validateFields();
    const values = form.getFieldsValue(true) as InspectionValues;
    const files = inspection.batches.flatMap((b) =>
      (values.files?.[String(b.id)] ?? []).map((f) => ({
        id: f.id,
        inputBatchId: String(b.id),
        testFileCode: f.testFileCode,
        testFile: f.testFile,
        testDesc: f.testDesc,
      })),
    );
    const parsed = inspectionSubmitBody.safeParse({ id: inspection.id, status, files });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? '格式有误');
      return;
    }
    if (status === InspectionStatus.done) {
      const missing = firstBatchWithoutFile(
        inspection.batches.map((b) => ({ ...b, id: String(b.id) })),
        parsed.data.files,
      );
      if (missing) {
        void message.warning(inspectionMessages.finishNeedsFiles(missing.batchNo));
        return;
      }
    }
    const run = async () => {
      setBusy(status);
      try {
        await submit.mutateAsync(parsed.data);
      } finally {
        setBusy(null);
      }
    };
    if (status === InspectionStatus.done) {
      confirm({
        content: inspectionMessages.confirmFinish,
        run,
        done: doneMessages.finishedInspection,
        after: () => close(INSPECTION_LIST_PATH),
      });
      return;
    }
    await run();
    void message.success(doneMessages.saved);
    // New files now have ids: the form takes them, so a second 保存 keeps them instead of adding again.
    const fresh = await detail.refetch();
    if (fresh.data) form.setFieldValue('files', toInspectionValues(fresh.data).files);
  };

  return {
    inspection,
    loading: detail.isLoading,
    failed: detail.isError,
    editable: Boolean(inspection && canEditInspection(inspection.status) && can('test_save')),
    busy,
    back: () => close(INSPECTION_LIST_PATH),
    save: (form: FormInstance<InspectionValues>) => void save(form, InspectionStatus.pending).catch(() => {}),
    finish: (form: FormInstance<InspectionValues>) => void save(form, InspectionStatus.done).catch(() => {}),
  };
};
