import { DEFAULT_TENANT_ID } from '@kc/domain';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus, TrayStatus, wmsRefusals } from '@kc/domain/wms/wms';
import Decimal from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import type { Principal } from '../../platform/auth/principal';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { makeReceiptContract } from '../../test/fixtures/transfer';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { signReceipt } from '../batch-sign/sign-receipt';
import { receipt } from '../receipt';
import { demoActor } from '../seed/seed-trading';
import { seedDemoWms } from '../seed/seed-wms';
import { LockPending } from './container-lock';
import { CONTAINER_OBJECT } from './container-moves';
import { runReconciliation } from './reconcile-run';
import { makeWmsContainer } from './wms.fixtures';
import { wmsContainer, wmsReconcileFinding, wmsTray } from './wms.table';

/**
 * A receipt generated from a WMS container, moved to another warehouse (移库) or transferred (过户): the move's new
 * receipt at the target covers no container — the source's container is released in its WMS — while a transfer's
 * new receipt, at the same warehouse, keeps the container locked to it (spec 3 §4 Container status).
 */

/** The demo WMS (seedDemoWms): platform 1001, this container under a receipt in effect, locked in the sandbox. */
const UNIT = '1001';
const CASE = 'XH240301001';

let t: TestApp;
const tok: Record<string, string> = {};
const actors: Record<string, Principal> = {};
const ids: Record<string, string> = {};

const containerOf = async (id: string) =>
  (await t.ctx.db.select().from(wmsContainer).where(eq(wmsContainer.id, id)))[0]!;
const receiptOf = async (id: string) => (await t.ctx.db.select().from(receipt).where(eq(receipt.id, id)))[0]!;
const successorOf = async (id: string) =>
  (await t.ctx.db.select().from(receipt).where(eq(receipt.originBillId, id)))[0]!;
/** The new receipt signed by its warehouse, its holder and the platform: in effect. */
const signInto = async (billId: string, warehouse: Principal, holder: Principal) => {
  await signReceipt(t.ctx, { billId, role: 'warehouse', actor: warehouse });
  await signReceipt(t.ctx, { billId, role: 'shipper', actor: holder });
  await signReceipt(t.ctx, { billId, role: 'platform', actor: actors.platform! });
};

beforeAll(async () => {
  t = await createTestApp();
  // The demo's WMS stock through the screens' own services: containers pulled, applied for, receipts signed, locked.
  await seedDemoWms(t.ctx);
  for (const a of ['shipper', 'buyer', 'warehouse', 'warehouse2', 'platform']) {
    tok[a] = await t.login(a);
    actors[a] = (await demoActor(t.ctx, a))!;
    if (a !== 'platform') ids[a] = await enterpriseOfAccount(t.ctx.db, a);
  }
});
afterAll(async () => t?.close());

describe(`a receipt from a WMS container moves or changes hands, on ${process.env.TEST_DB}`, () => {
  it('moved to another warehouse: the source container is released in the WMS; the new receipt has none', async () => {
    const [c] = await t.ctx.db
      .select()
      .from(wmsContainer)
      .where(and(eq(wmsContainer.warehouseUnitId, UNIT), eq(wmsContainer.caseNumber, CASE)));
    expect(c).toMatchObject({ status: ContainerStatus.locked, wmsLocked: 1, warehouseId: ids.warehouse });
    const [origin] = await t.ctx.db
      .select()
      .from(receipt)
      .where(and(eq(receipt.lineageId, c!.lineageId!), eq(receipt.status, ReceiptStatus.inEffect)));
    expect(origin).toBeDefined();

    // The holder moves it to warehouse2; the source lets it go; the target weighs it in 3 % lighter (tolerance 5 %).
    const MOVE = '/api/kc-flrk/wms/billMove';
    const moveId = await dataOf<string>(
      t.post(tok.shipper, `${MOVE}/apply`, {
        billIds: origin!.id,
        targetWarehouseId: ids.warehouse2,
        reason: '就近交割',
      }),
    );
    await dataOf(t.post(tok.warehouse, `${MOVE}/sourceConfirm`, { id: moveId }));
    const weighed = new Decimal(origin!.totalWeight).mul(0.97).toFixed(2);
    await dataOf(
      t.post(tok.warehouse2, `${MOVE}/targetConfirm`, {
        id: moveId,
        tolerance: '5',
        bills: [{ billId: origin!.id, weight: weighed }],
      }),
    );
    // While the goods move the source's receipt (60) still covers its locked container.
    expect((await containerOf(c!.id)).status).toBe(ContainerStatus.locked);
    const moved = await successorOf(origin!.id);
    const unlocked: string[][] = [];
    const unlock = t.ctx.wms.unlock;
    vi.spyOn(t.ctx.wms, 'unlock').mockImplementation(async (tenantId, unit, containerIds) => {
      unlocked.push([unit, ...containerIds]);
      return unlock(tenantId, unit, containerIds);
    });
    await signInto(moved.id, actors.warehouse2!, actors.shipper!);

    expect(await receiptOf(moved.id)).toMatchObject({ status: ReceiptStatus.inEffect, warehouseId: ids.warehouse2 });
    expect((await receiptOf(origin!.id)).status).toBe(ReceiptStatus.cancelled);
    // Released (reading A 11, reading B 已解锁), out of the lineage, the unlock sent to the source's WMS at once.
    expect(await containerOf(c!.id)).toMatchObject({
      status: ContainerStatus.released,
      lineageId: null,
      lockPending: LockPending.none,
      wmsLocked: 0,
    });
    expect(unlocked).toEqual([[UNIT, c!.externalId]]);
    const trays = await t.ctx.db.select().from(wmsTray).where(eq(wmsTray.containerId, c!.id));
    expect(new Set(trays.filter((x) => x.removed === 0).map((x) => x.status))).toEqual(
      new Set([TrayStatus.unlockedAgain]),
    );
    // The sandbox WMS has it unlocked.
    const { containers } = await t.ctx.wms.listContainers(DEFAULT_TENANT_ID, UNIT, { after: null, limit: 500 });
    expect(containers.find((x) => x.containerId === c!.externalId)?.locked).toBe(false);
    const [event] = await t.ctx.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, CONTAINER_OBJECT), eq(auditEvent.objectId, c!.id)))
      .orderBy(asc(auditEvent.seq))
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ action: 'unlock', toStatus: String(ContainerStatus.released) });
    expect(event!.payload).toMatchObject({ reason: 'moved', billId: moved.id });

    // Reconciliation pairs no container with the new receipt: no finding about it (its weight differs by 3 %).
    const run = await runReconciliation(t.ctx, DEFAULT_TENANT_ID, { trigger: 'job', pull: true });
    const findings = await t.ctx.db
      .select()
      .from(wmsReconcileFinding)
      .where(and(eq(wmsReconcileFinding.runId, run.id), eq(wmsReconcileFinding.billId, moved.id)));
    expect(findings).toEqual([]);
    expect((await receiptOf(moved.id)).status).toBe(ReceiptStatus.inEffect);
    // The released container may now be let go or applied for again: nothing live covers it.
    const containersOfNew = await dataOf<unknown[]>(
      t.get(tok.shipper, '/api/kc-flrk/wmsExternalApply/containerListByBill', { billId: moved.id }),
    );
    expect(containersOfNew).toEqual([]);
  });

  it('transferred to the buyer: the container stays locked, now under the new receipt', async () => {
    const contract = await makeReceiptContract(t.ctx, { count: 1 });
    const billId = contract.billIds[0]!;
    const c = await makeWmsContainer(t.ctx.db, {
      warehouseId: ids.warehouse!,
      cargoOwnerId: ids.shipper!,
      status: ContainerStatus.locked,
      trayStatus: TrayStatus.locked,
      billId,
      lineageId: billId,
      wmsLocked: 1,
    });
    const unlock = vi.spyOn(t.ctx.wms, 'unlock');
    unlock.mockClear();
    const TRANSFER = '/api/kc-flrk/ple/transfer';
    const applied = await dataOf<{ id: string }>(
      t.post(tok.shipper, '/api/kc-flrk/contract/transfer', {
        id: contract.contractId,
        freeAgreement: '—',
        otherDesc: '',
      }),
    );
    await dataOf(t.post(tok.platform, `${TRANSFER}/audit`, { id: applied.id, auditStatus: 1 }));
    await dataOf(t.post(tok.warehouse, `${TRANSFER}/warehouseConfirm`, { id: applied.id }));
    const next = await successorOf(billId);
    await signInto(next.id, actors.warehouse!, actors.buyer!);

    expect(await receiptOf(next.id)).toMatchObject({ status: ReceiptStatus.inEffect, cargoOwnerId: ids.buyer });
    expect(await containerOf(c.id)).toMatchObject({
      status: ContainerStatus.locked,
      lineageId: billId,
      lockPending: LockPending.none,
    });
    expect(unlock).not.toHaveBeenCalled();
    // The new receipt's detail links the container; the container cannot be let go while it covers it.
    const linked = await dataOf<{ id: string }[]>(
      t.get(tok.buyer, '/api/kc-flrk/wmsExternalApply/containerListByBill', { billId: next.id }),
    );
    expect(linked.map((x) => x.id)).toEqual([c.id]);
    expectRefusal(
      await t.post(tok.warehouse, '/api/kc-flrk/wmsExternalApply/unlock', { ids: c.id, warehouseUnitId: UNIT }),
      409,
      wmsRefusals.reasons.underReceipt,
    );
  });
});
