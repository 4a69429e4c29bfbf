import {
  inboundMessages,
  isWeighed,
  overweightBatches,
  warehouseAuditBody,
  warehouseTempSaveBody,
} from '@kc/domain/inbound/inbound';
import { AuditResult } from '@kc/domain/inbound/status';
import { confirmMessages, doneMessages } from '@kc/domain/shared/messages';
import { App, type FormInstance } from 'antd';
import { createElement, useState } from 'react';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type InboundDetail, useInboundMutations } from '../api';
import { OverweightWarning } from '../components/overweight-warning';

export type WarehouseAuditValues = {
  opinion?: string;
  batches: { id: string; weight?: string | null; quantity?: string | null; locator?: string | null }[];
};

export type WarehouseAction = 'save' | 'pass' | 'reject';

export const warehouseAuditInitial = (order: InboundDetail): WarehouseAuditValues => ({
  // What the warehouse typed at its last 暂存.
  opinion: order.warehouseAuditOpinion ?? undefined,
  batches: order.batches.map((b) => ({
    id: String(b.id),
    weight: b.weight ?? undefined,
    quantity: b.quantity ?? undefined,
    locator: b.locator ?? undefined,
  })),
});

/**
 * The warehouse's side of an order at 20: 暂存 keeps the figures and the opinion so far, 入库审核通过 needs every
 * batch weighed, warns of a weight far above the declared one and generates one receipt per batch, 驳回 needs
 * an opinion; both decisions are asked first.
 */
export const useWarehouseAudit = (order: InboundDetail) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { warehouseTempSave, warehouseAudit } = useInboundMutations();
  const [busy, setBusy] = useState<WarehouseAction | null>(null);
  const run = async (action: WarehouseAction, call: () => Promise<unknown>) => {
    setBusy(action);
    try {
      await call();
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
    const parsed = warehouseTempSaveBody.safeParse({
      id: order.id,
      batches: form.getFieldValue('batches'),
      opinion: form.getFieldValue('opinion'),
    });
    if (!parsed.success) return refuse(form, parsed.error.issues[0]);
    await run('save', () => warehouseTempSave.mutateAsync(parsed.data));
    void message.success(doneMessages.tempSaved);
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
    if (status === AuditResult.reject) {
      confirm({
        content: confirmMessages.reject,
        danger: true,
        done: doneMessages.rejected,
        run: () => run('reject', () => warehouseAudit.mutateAsync(parsed.data)),
      });
      return;
    }
    const figures = new Map(parsed.data.batches.map((b) => [String(b.id), b]));
    const missing = order.batches.find((b) => !isWeighed(figures.get(String(b.id)) ?? {}));
    if (missing) {
      void message.warning(inboundMessages.figuresMissing(missing.batchNo));
      return;
    }
    const heavy = overweightBatches(
      order.batches.map((b) => ({ ...b, weight: figures.get(String(b.id))?.weight ?? b.weight })),
      order.weightUnitName,
    );
    confirm({
      content: heavy.length
        ? createElement(OverweightWarning, { heavy, lots: order.batches.length })
        : inboundMessages.confirmWarehousePass(order.batches.length),
      danger: heavy.length > 0,
      done: doneMessages.passed,
      run: () => run('pass', () => warehouseAudit.mutateAsync(parsed.data)),
    });
  };

  return {
    busy,
    save: (form: FormInstance<WarehouseAuditValues>) => void save(form).catch(() => {}),
    pass: (form: FormInstance<WarehouseAuditValues>) => void decide(form, AuditResult.pass).catch(() => {}),
    reject: (form: FormInstance<WarehouseAuditValues>) => void decide(form, AuditResult.reject).catch(() => {}),
  };
};
