import { MaterialStatus } from '@kc/domain/goods/base-material';
import {
  type DemandSaveBody,
  DemandStatus,
  demandAllows,
  demandMachine,
  demandMessages,
} from '@kc/domain/trade/demand';
import { tradeRefusals as refuse } from '@kc/domain/trade/refusals';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { createdBy } from '../../platform/db/stamps';
import { transition } from '../../platform/state/transition';
import { findMaterial } from '../goods';
import { DEMAND_OBJECT, findOwnDemand } from './demand.repo';
import { ownApprovedEnterprise } from './save-listing';
import { tradeDemand } from './trade.table';
import { resolveTradeAttrs, tradeAttributesOf } from './trade-attrs';

/**
 * trade/demand/save: a buyer posts a demand, or edits its open one. Attribute values it leaves blank mean any;
 * the category's units go with it.
 */
export const saveDemand = async (ctx: AppContext, p: Principal, body: DemandSaveBody): Promise<string> => {
  const buyerId = await ownApprovedEnterprise(ctx, p);
  const material = await findMaterial(ctx.db, p.tenantId, body.materialId);
  if (!material || material.status !== MaterialStatus.normal) throw refuse.materialMissing();
  const trade = await tradeAttributesOf(ctx.db, material.id);
  const values = {
    materialId: material.id,
    name: body.name,
    attrs: resolveTradeAttrs(body.attrs, trade, { required: false }),
    totalWeight: body.totalWeight ?? null,
    totalQuantity: body.totalQuantity ?? null,
    weightUnit: material.weightUnit,
    numberUnit: material.numberUnit,
    price: body.price ?? null,
    contactName: body.contactName,
    contactPhone: body.contactPhone,
    validUntil: body.validUntil,
    remark: body.remark ?? null,
  };
  return ctx.db.transaction(async (tx) => {
    if (body.id) {
      const current = await findOwnDemand(tx, p, body.id, true);
      if (!demandAllows('save', current.status)) throw refuse.demandNotEditable();
      await transition(tx, {
        table: tradeDemand,
        id: current.id,
        machine: demandMachine,
        move: 'edit',
        actor: p,
        set: values,
        message: demandMessages.notEditable,
      });
      return current.id;
    }
    const [row] = await tx
      .insert(tradeDemand)
      .values({ ...values, tenantId: p.tenantId, buyerId, status: DemandStatus.open, ...createdBy(p) })
      .returning({ id: tradeDemand.id });
    await appendAuditEvent(tx, {
      tenantId: p.tenantId,
      objectType: DEMAND_OBJECT,
      objectId: row!.id,
      action: 'publish',
      toStatus: DemandStatus.open,
      actorId: p.userId,
      actorEnterpriseId: buyerId,
      payload: { name: values.name },
    });
    return row!.id;
  });
};
