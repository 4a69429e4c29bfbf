import { inboundMessages, isWeighed, warehouseAuditBody, warehouseTempSaveBody } from '@kc/domain/inbound/inbound';
import { AuditResult } from '@kc/domain/inbound/status';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { type InboundDetail, useInboundMutations } from '../api';

export type WarehouseAuditValues = {
  opinion?: string;
  batches: { id: string; weight?: string | null; quantity?: string | null; locator?: string | null }[];
};

export type WarehouseAction = 'save' | 'pass' | 'reject';

export const warehouseAuditInitial = (order: InboundDetail): WarehouseAuditValues => ({
  batches: order.batches.map((b) => ({
    id: String(b.id),
    weight: b.weight ?? undefined,
    quantity: b.quantity ?? undefined,
    locator: b.locator ?? undefined,
  })),
});

/**
 * The warehouse's side of an order at 20: 暂存 keeps the figures so far, 入库审核通过 needs every batch weighed
 * and generates one receipt per batch, 驳回 needs an opinion.
 */
export const useWarehouseAudit = (order: InboundDetail) => {
  const { message, modal } = App.useApp();
  const { warehouseTempSave, warehouseAudit } = useInboundMutations();
  const [busy, setBusy] = useState<WarehouseAction | null>(null);
  const run = async (action: WarehouseAction, call: () => Promise<unknown>) => {
    setBusy(action);
    try {
      await call();
      void message.success(commonMessages.successBang);
    } finally {
      setBusy(null);
    }
  };
  const refuse = (
    form: FormInstance<WarehouseAuditValues>,
    issue: { message: string; path: PropertyKey[] } | undefined,
  ) => {
    if (issue?.path[0] === 'opinion') form.setFields([{ name: 'opinion', errors: [issue.message] }]);
    void message.warning(issue?.message ?? '格式有误');
  };

  const save = async (form: FormInstance<WarehouseAuditValues>) => {
    await form.validateFields();
    const parsed = warehouseTempSaveBody.safeParse({ id: order.id, batches: form.getFieldValue('batches') });
    if (!parsed.success) return refuse(form, parsed.error.issues[0]);
    await run('save', () => warehouseTempSave.mutateAsync(parsed.data));
  };

  const decide = async (form: FormInstance<WarehouseAuditValues>, status: 1 | 2) => {
    await form.validateFields();
    const values = form.getFieldsValue(true) as WarehouseAuditValues;
    const parsed = warehouseAuditBody.safeParse({
      id: order.id,
      status,
      opinion: values.opinion,
      batches: values.batches,
    });
    if (!parsed.success) return refuse(form, parsed.error.issues[0]);
    if (status === AuditResult.reject) return run('reject', () => warehouseAudit.mutateAsync(parsed.data));
    const figures = new Map(parsed.data.batches.map((b) => [String(b.id), b]));
    const missing = order.batches.find((b) => !isWeighed(figures.get(String(b.id)) ?? {}));
    if (missing) {
      void message.warning(inboundMessages.figuresMissing(missing.batchNo));
      return;
    }
    modal.confirm({
      title: '提示',
      content: inboundMessages.confirmWarehousePass(order.batches.length),
      okText: '确定',
      cancelText: '取消',
      onOk: () => run('pass', () => warehouseAudit.mutateAsync(parsed.data)),
    });
  };

  return {
    busy,
    save: (form: FormInstance<WarehouseAuditValues>) => void save(form).catch(() => {}),
    pass: (form: FormInstance<WarehouseAuditValues>) => void decide(form, AuditResult.pass).catch(() => {}),
    reject: (form: FormInstance<WarehouseAuditValues>) => void decide(form, AuditResult.reject).catch(() => {}),
  };
};
