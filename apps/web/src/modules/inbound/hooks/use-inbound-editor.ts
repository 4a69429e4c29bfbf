import { type InboundSubmitBody, inboundSubmitBody } from '@kc/domain/inbound/inbound';
import { canEditInbound, InboundStatus } from '@kc/domain/inbound/status';
import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useUserInfo } from '../../../app/session-queries';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type InboundDetail, type StorageAttr, useInboundDetail, useInboundMutations, useInputMaterials } from '../api';
import { RESERVE_TIME_FORMAT } from '../components/apply-fields';
import { INBOUND_LIST_PATH } from '../inbound-paths';

type BatchRow = {
  id?: string;
  batchNo?: string;
  applyWeight?: string;
  applyQuantity?: string;
  /** attrCode → value */
  props?: Record<string, string | undefined>;
};

export type ApplyValues = {
  warehouseId?: string;
  materialId?: string;
  reserveTime?: Dayjs | null;
  reservePerson?: string;
  reservePhone?: string;
  remark?: string;
  batches?: BatchRow[];
};

const toValues = (d: InboundDetail): ApplyValues => ({
  warehouseId: String(d.warehouseId),
  materialId: String(d.materialId),
  reserveTime: d.reserveTime ? dayjs(d.reserveTime, RESERVE_TIME_FORMAT) : null,
  reservePerson: d.reservePerson ?? undefined,
  reservePhone: d.reservePhone ?? undefined,
  remark: d.remark ?? undefined,
  batches: d.batches.map((b) => ({
    id: String(b.id),
    batchNo: b.batchNo,
    applyWeight: b.applyWeight,
    applyQuantity: b.applyQuantity,
    props: Object.fromEntries(b.props.map((p) => [p.attrCode, p.value])),
  })),
});

/** What wms/input/submit takes: the rows' attribute values under the category's storage attributes. */
const toBody = (id: string | null, status: number, v: ApplyValues, attrs: StorageAttr[]) => ({
  id: id ?? undefined,
  status,
  warehouseId: v.warehouseId,
  materialId: v.materialId,
  reserveTime: v.reserveTime ? v.reserveTime.format(RESERVE_TIME_FORMAT) : undefined,
  reservePerson: v.reservePerson,
  reservePhone: v.reservePhone,
  remark: v.remark,
  batches: (v.batches ?? []).map((b) => ({
    id: b.id,
    batchNo: b.batchNo,
    applyWeight: b.applyWeight,
    applyQuantity: b.applyQuantity,
    props: attrs.map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: b.props?.[a.attrCode] ?? '' })),
  })),
});

/** The apply form's data: the order to edit (or a new one), the category's attributes, 保存 and 提交. */
export const useInboundEditor = (id: string | null) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const close = useClosePage();
  const { data: me } = useUserInfo();
  const detail = useInboundDetail(id);
  const materials = useInputMaterials();
  const { submit } = useInboundMutations();
  const [materialId, setMaterialId] = useState<string | undefined>();
  const [saving, setSaving] = useState<number | null>(null);
  const chosen = materialId ?? (detail.data ? String(detail.data.materialId) : undefined);
  const attrs = useMemo(
    () =>
      [...(materials.data?.find((m) => String(m.id) === chosen)?.attrList ?? [])].sort(
        (a, b) => (a.sort ?? 0) - (b.sort ?? 0),
      ),
    [materials.data, chosen],
  );
  const initial = useMemo<ApplyValues | undefined>(() => {
    if (id) return detail.data ? toValues(detail.data) : undefined;
    return {
      reservePerson: me?.realName || me?.name || undefined,
      reservePhone: me?.phone ?? undefined,
      batches: [{}],
    };
  }, [id, detail.data, me]);

  const save = async (form: FormInstance<ApplyValues>, status: number) => {
    await form.validateFields();
    // The whole form once more: what no single field sees (a batch number used twice).
    const parsed = inboundSubmitBody.safeParse(toBody(id, status, form.getFieldsValue(true), attrs));
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? '格式有误');
      return;
    }
    const run = async () => {
      setSaving(status);
      try {
        await submit.mutateAsync(parsed.data as InboundSubmitBody);
      } finally {
        setSaving(null);
      }
    };
    const back = () => close(INBOUND_LIST_PATH);
    if (status === InboundStatus.draft) {
      await run();
      void message.success(doneMessages.saved);
      back();
      return;
    }
    // 提交 sends the application to the shipper's audit: no more edits until it comes back.
    confirm({ content: confirmMessages.submit, run, done: doneMessages.submitted, after: back });
  };

  return {
    initial,
    attrs,
    loading: (Boolean(id) && detail.isLoading) || materials.isLoading,
    failed: detail.isError,
    editable: !detail.data || canEditInbound(detail.data.status),
    code: detail.data?.code,
    saving,
    onMaterialChange: setMaterialId,
    back: () => close(INBOUND_LIST_PATH),
    saveDraft: (form: FormInstance<ApplyValues>) => void save(form, InboundStatus.draft).catch(() => {}),
    submit: (form: FormInstance<ApplyValues>) => void save(form, InboundStatus.awaitingShipperAudit).catch(() => {}),
  };
};
