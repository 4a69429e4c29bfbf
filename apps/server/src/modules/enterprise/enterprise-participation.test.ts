import { participationMessages } from '@kc/domain/enterprise/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { receipt } from '../receipt/receipt.table';
import { enterprise } from './enterprise.table';

const INPUT = '/api/kc-flrk/wms/input';
const COMP = '/api/kc-flrk/enterprise/getWarehouseComp';

let t: TestApp;
let shipper: Session;
let warehouse: Session;
let shipperId: string;
let warehouseId: string;
let materialId: string;
/** Enterprises the platform never approved, by review status, and a user of each. */
const unapproved = {} as Record<'draft' | 'pending' | 'rejected', { warehouseId: string; shipperId: string }>;
const users = {} as Record<'draft' | 'pending' | 'rejected', { warehouse: string; shipper: string }>;
let seq = 0;

type Res = { statusCode: number; json: () => { code: number; data: unknown; msg: string; reason?: string } };
const ok = async <T>(res: Promise<Res>) => {
  const r = await res;
  expect(r.json(), JSON.stringify(r.json())).toMatchObject({ code: 200 });
  return r.json().data as T;
};
const reasons: Record<string, string> = {
  [participationMessages.ownNotApproved]: 'enterprise.own_not_approved',
  [participationMessages.warehouseNotApproved]: 'enterprise.warehouse_not_approved',
  [participationMessages.shipperNotApproved]: 'enterprise.shipper_not_approved',
  [participationMessages.bankNotApproved]: 'enterprise.bank_not_approved',
};
/** `reason` null: the refusal is another module's own (its reason is that module's to name). */
const refused = async (res: Promise<Res>, status: number, msg: string, reason: string | null = reasons[msg]!) => {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  expect(r.json()).toMatchObject(reason ? { msg, reason } : { msg });
};

const STATUS = { draft: 0, pending: 2, rejected: 3 } as const;

const order = (token: string, wh: string) =>
  t.post(token, `${INPUT}/submit`, {
    status: 10,
    warehouseId: wh,
    materialId,
    reserveTime: '2026-11-20 09:00:00',
    reservePerson: '张建国',
    reservePhone: '13812340001',
    batches: [{ batchNo: `P-${++seq}`, applyWeight: '10', applyQuantity: '5' }],
  });

/** Sets an enterprise's review as if the platform had never approved it (or had), for one move. */
const review = (id: string, status: number, approved: boolean) =>
  t.ctx.db
    .update(enterprise)
    .set({ status, approvedTime: approved ? new Date() : null })
    .where(eq(enterprise.id, id));

beforeAll(async () => {
  t = await createTestApp();
  [shipper, warehouse] = [await t.session('shipper'), await t.session('warehouse')];
  shipperId = (await ok<{ postId: string }>(shipper.as({ method: 'GET', url: '/api/kc-user/info' }))).postId;
  warehouseId = (await ok<{ postId: string }>(warehouse.as({ method: 'GET', url: '/api/kc-user/info' }))).postId;
  const materials = await ok<{ id: string }[]>(
    shipper.as({ method: 'GET', url: '/api/kc-flrk/basematerial/findBaseMaterialListForInputOrder' }),
  );
  materialId = materials[0]!.id;
  for (const [key, status] of Object.entries(STATUS) as [keyof typeof STATUS, number][]) {
    const [wh, sh] = await t.ctx.db
      .insert(enterprise)
      .values([
        { name: `未认证仓库${key}`, type: '2', status },
        { name: `未认证货主${key}`, type: '1', status },
      ])
      .returning({ id: enterprise.id });
    unapproved[key] = { warehouseId: wh!.id, shipperId: sh!.id };
    await createUser(t.ctx.db, `wh-${key}`, { roleAliases: ['warehouse'], postId: wh!.id });
    await createUser(t.ctx.db, `sh-${key}`, { roleAliases: ['shipper'], postId: sh!.id });
    users[key] = { warehouse: await t.login(`wh-${key}`), shipper: await t.login(`sh-${key}`) };
  }
});
afterAll(async () => t?.close());

describe('only enterprises the platform approved take part in business (spec 1 §4)', () => {
  it('a warehouse never approved is not offered in the warehouse select', async () => {
    const rows = await ok<{ id: string }[]>(shipper.as({ method: 'GET', url: `${COMP}?type=2` }));
    const ids = rows.map((r) => r.id);
    expect(ids).toContain(warehouseId);
    for (const key of Object.keys(STATUS) as (keyof typeof STATUS)[]) {
      expect(ids, key).not.toContain(unapproved[key].warehouseId);
    }
    const list = await ok<{ id: string }[]>(shipper.as({ method: 'GET', url: '/api/kc-flrk/enterprise/list?type=2' }));
    expect(list.map((r) => r.id)).not.toContain(unapproved.draft.warehouseId);
  });

  it.each(Object.keys(STATUS) as (keyof typeof STATUS)[])(
    'a %s warehouse cannot be named in an inbound order',
    async (key) => {
      await refused(order(shipper.token, unapproved[key].warehouseId), 400, participationMessages.warehouseNotApproved);
    },
  );

  it.each(Object.keys(STATUS) as (keyof typeof STATUS)[])(
    'a user of a %s shipper enterprise cannot save or submit an order',
    async (key) => {
      await refused(order(users[key].shipper, warehouseId), 403, participationMessages.ownNotApproved);
    },
  );

  it('a user of a warehouse no longer in good standing cannot weigh or pass an order; once approved it can', async () => {
    const { warehouseId: whId } = unapproved.rejected;
    const whUser = users.rejected.warehouse;
    await review(whId, 1, true);
    const { id } = await ok<{ id: string }>(order(shipper.token, whId));
    await ok(shipper.post(`${INPUT}/shippingAudit`, { id, status: 1 }));
    const detail = await ok<{ batches: { id: string }[] }>(
      t.as(whUser, { method: 'GET', url: `${INPUT}/detail?id=${id}` }),
    );
    const batches = detail.batches.map((b) => ({ id: b.id, weight: '10', quantity: '5', locator: 'A-1' }));

    await review(whId, 3, false);
    await refused(
      t.post(whUser, `${INPUT}/warehouseTempSave`, { id, batches }),
      403,
      participationMessages.ownNotApproved,
    );
    await refused(
      t.post(whUser, `${INPUT}/warehouseAudit`, { id, status: 1, batches }),
      403,
      participationMessages.ownNotApproved,
    );
    expect(await t.ctx.db.select().from(receipt).where(eq(receipt.inputId, id))).toHaveLength(0);

    await review(whId, 1, true);
    const passed = await ok<{ receiptIds: string[] }>(
      t.post(whUser, `${INPUT}/warehouseAudit`, { id, status: 1, batches }),
    );
    expect(passed.receiptIds).toHaveLength(1);
  });

  it('no receipt is generated for a shipper the platform has not approved', async () => {
    const { id } = await ok<{ id: string }>(order(shipper.token, warehouseId));
    await ok(shipper.post(`${INPUT}/shippingAudit`, { id, status: 1 }));
    const detail = await ok<{ batches: { id: string }[] }>(
      warehouse.as({ method: 'GET', url: `${INPUT}/detail?id=${id}` }),
    );
    const batches = detail.batches.map((b) => ({ id: b.id, weight: '10', quantity: '5', locator: 'A-1' }));
    await review(shipperId, 2, false);
    try {
      await refused(
        warehouse.post(`${INPUT}/warehouseAudit`, { id, status: 1, batches }),
        400,
        participationMessages.shipperNotApproved,
      );
    } finally {
      await review(shipperId, 1, true);
    }
    expect(await t.ctx.db.select().from(receipt).where(eq(receipt.inputId, id))).toHaveLength(0);
  });

  it('a warehouse not approved cannot sign its receipts', async () => {
    const { id } = await ok<{ id: string }>(order(shipper.token, warehouseId));
    await ok(shipper.post(`${INPUT}/shippingAudit`, { id, status: 1 }));
    const detail = await ok<{ batches: { id: string }[] }>(
      warehouse.as({ method: 'GET', url: `${INPUT}/detail?id=${id}` }),
    );
    const batches = detail.batches.map((b) => ({ id: b.id, weight: '10', quantity: '5', locator: 'A-1' }));
    const { receiptIds } = await ok<{ receiptIds: string[] }>(
      warehouse.post(`${INPUT}/warehouseAudit`, { id, status: 1, batches }),
    );
    await review(warehouseId, 3, false);
    try {
      await refused(
        warehouse.post('/api/kc-flrk/ple/bill/sign', { id: receiptIds[0] }),
        403,
        participationMessages.ownNotApproved,
        null,
      );
    } finally {
      await review(warehouseId, 1, true);
    }
    await ok(warehouse.post('/api/kc-flrk/ple/bill/sign', { id: receiptIds[0] }));
  });
});
