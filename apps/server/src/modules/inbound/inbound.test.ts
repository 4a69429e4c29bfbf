import { defaultErrorMessage as D } from '@kc/domain';
import { inboundMessages as m } from '@kc/domain/inbound/inbound';
import { inboundInputRefusals } from '@kc/domain/inbound/input-refusals';
import { InboundStatus } from '@kc/domain/inbound/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from '../goods/goods.table';
import { receipt } from '../receipt/receipt.table';
import { seedDemoInboundOrders } from '../seed/data/inbound-orders';
import { user } from '../user/user.table';
import { inboundBatch, inboundOrder } from './inbound.table';
import { inspection } from './inspection.table';

/** The reasons of the module's input rules (a refused input names the rule it broke). */
const r = inboundInputRefusals.reasons;

const BASE = '/api/kc-flrk/wms/input';

let t: TestApp;
/** tokens: the demo shipper and warehouse, a second user of each demo enterprise, foreign ones, platform */
let shipper: Session;
let shipper2: Session;
let warehouse: Session;
let warehouse2: Session;
let otherShipper: Session;
let otherWarehouse: Session;
let platform: Session;
let admin: Session;
let buyer: Session;
let shipperId: string;
let warehouseId: string;
let otherWarehouseId: string;
let cottonId: string;
let seq = 0;

type Res = { statusCode: number; json: () => { code: number; success: boolean; data: unknown; msg: string } };

/** The data of a 200 answer. */
const data = async <T = Record<string, unknown>>(res: Promise<Res>): Promise<T> => {
  const r = await res;
  const body = r.json();
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200, success: true });
  return body.data as T;
};

/** A refusal with its stable reason and, when given, its message. */
const fails = async (res: ReturnType<TestApp['as']>, status: number, reason: string, msg?: string) =>
  expectRefusal(await res, status, reason, msg);

/** Refused by the route's permission guard (platform/access), before the module is asked. */
const deniedByGuard = async (res: Promise<Res>) => {
  const r = await res;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(403);
};

const batch = (batchNo: string, applyWeight: string, applyQuantity: string, props: object[] = []) => ({
  batchNo,
  applyWeight,
  applyQuantity,
  props,
});

const form = (over: Record<string, unknown> = {}) => ({
  status: 10,
  warehouseId,
  materialId: cottonId,
  reserveTime: '2026-11-20 09:00:00',
  reservePerson: '张建国',
  reservePhone: '13812340001',
  remark: '测试入库',
  batches: [
    batch(`B${++seq}-1`, '10.10', '5', [{ attrCode: 'grade', attrName: '随便写', value: '三级' }]),
    batch(`B${seq}-2`, '20.21', '6.5'),
  ],
  ...over,
});

const submit = async (over: Record<string, unknown> = {}, token = shipper.token) =>
  (await data<{ id: string }>(t.post(token, `${BASE}/submit`, form(over)))).id;

const orderOf = async (id: string) => (await t.ctx.db.select().from(inboundOrder).where(eq(inboundOrder.id, id)))[0]!;
const batchesOf = (id: string) =>
  t.ctx.db
    .select()
    .from(inboundBatch)
    .where(and(eq(inboundBatch.inputId, id), eq(inboundBatch.isDeleted, 0)))
    .orderBy(asc(inboundBatch.sort));
const eventsOf = async (id: string) =>
  (
    await t.ctx.db
      .select({ action: auditEvent.action, from: auditEvent.fromStatus, to: auditEvent.toStatus })
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, 'wms_input'), eq(auditEvent.objectId, id)))
      .orderBy(asc(auditEvent.seq))
  ).map((e) => `${e.action}:${e.from ?? ''}->${e.to ?? ''}`);

type DetailBatch = { id: string; batchNo: string; props: { attrCode: string }[]; receiptCode: string | null };
type Detail = Record<string, unknown> & { receipts: { id: string }[]; batches: DetailBatch[] };

const detail = (id: string, token = shipper.token) => data<Detail>(t.get(token, `${BASE}/detail?id=${id}`));

/** An order passed by the shipper (20). */
const atWarehouse = async (over: Record<string, unknown> = {}) => {
  const id = await submit(over);
  await data(shipper2.post(`${BASE}/shippingAudit`, { id, status: 1 }));
  return id;
};

/** Every batch's figures: the declared ones, or as given. */
const figures = async (id: string, by: (b: typeof inboundBatch.$inferSelect) => object = () => ({})) =>
  (await batchesOf(id)).map((b) => ({
    id: b.id,
    weight: b.applyWeight,
    quantity: b.applyQuantity,
    locator: 'A-01',
    ...by(b),
  }));

const listIds = async (token: string, query = '') =>
  (await data<{ records: { id: string }[] }>(t.get(token, `${BASE}/list?size=200${query}`))).records.map((r) => r.id);

const addEnterprise = async (name: string, type: string) =>
  (
    await t.ctx.db
      .insert(enterprise)
      .values({ name, type, code: `T-${name}`, status: 1, contactsName: '李四', contactsPhone: '13900000000' })
      .returning({ id: enterprise.id })
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  const byCode = async (c: string) =>
    (await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, c)))[0]!.id;
  shipperId = await byCode('HZ0001');
  warehouseId = await byCode('CK0001');
  otherWarehouseId = await addEnterprise('第二测试仓储有限公司', '2');
  const otherShipperId = await addEnterprise('第二测试货主有限公司', '1');
  await createUser(t.ctx.db, 'in-shipper2', { roleAliases: ['shipper'], postId: shipperId });
  await createUser(t.ctx.db, 'in-warehouse2', { roleAliases: ['warehouse'], postId: warehouseId });
  await createUser(t.ctx.db, 'in-other-shipper', { roleAliases: ['shipper'], postId: otherShipperId });
  await createUser(t.ctx.db, 'in-other-warehouse', { roleAliases: ['warehouse'], postId: otherWarehouseId });
  await createUser(t.ctx.db, 'in-platform', { roleAliases: ['platform'], userType: 1 });
  [shipper, shipper2, warehouse, warehouse2, otherShipper, otherWarehouse, platform, admin, buyer] = await Promise.all(
    [
      'shipper',
      'in-shipper2',
      'warehouse',
      'in-warehouse2',
      'in-other-shipper',
      'in-other-warehouse',
      'in-platform',
      'admin',
      'buyer',
    ].map((a) => t.session(a)),
  );
  cottonId = (
    await t.ctx.db.select({ id: baseMaterial.id }).from(baseMaterial).where(eq(baseMaterial.code, 'MH001'))
  )[0]!.id;
});
afterAll(async () => t?.close());

describe('submit: the shipper applies for storage', () => {
  it('saves a new draft (0) with a day code, the warehouse contact, the units, the batches and their sums', async () => {
    const id = await submit({ status: 0 });
    const row = await orderOf(id);
    expect(row.code).toMatch(/^RK\d{8}\d{3,}$/);
    expect(row).toMatchObject({
      status: InboundStatus.draft,
      shipperId,
      warehouseId,
      materialId: cottonId,
      reservePerson: '张建国',
      reservePhone: '13812340001',
      remark: '测试入库',
      warehouseContactName: '王志强',
      warehouseContactPhone: '13703710003',
      weightUnit: '1',
      numberUnit: '2',
      applySumWeight: '30.31',
      applySumQuantity: '11.50',
      sumWeight: '30.31',
      sumQuantity: '11.50',
      submitTime: null,
    });
    const batches = await batchesOf(id);
    expect(batches.map((b) => [b.sort, b.applyWeight, b.applyQuantity, b.weight])).toEqual([
      [1, '10.10', '5.00', null],
      [2, '20.21', '6.50', null],
    ]);
    // The attribute is named as the category names it, whatever the form sent.
    expect(batches[0]!.props).toEqual([{ attrCode: 'grade', attrName: '等级', value: '三级' }]);
    expect(await eventsOf(id)).toEqual(['save:->0']);
  });

  it('numbers the day’s orders one after another', async () => {
    const a = (await orderOf(await submit())).code;
    const b = (await orderOf(await submit())).code;
    expect(a.slice(0, 10)).toBe(b.slice(0, 10));
    expect(Number(b.slice(10))).toBe(Number(a.slice(10)) + 1);
  });

  it('submits a new order straight to the shipper audit (10), stamping who and when', async () => {
    const id = await submit();
    expect(await orderOf(id)).toMatchObject({ status: 10, submitUserName: '张建国' });
    expect((await orderOf(id)).submitTime).not.toBeNull();
    expect(await eventsOf(id)).toEqual(['submit:->10']);
  });

  it('edits a draft: a batch sent with its id stays, a new one is added, a missing one goes; saving keeps 0', async () => {
    const id = await submit({ status: 0 });
    const [first] = await batchesOf(id);
    await submit({
      id,
      status: 0,
      reservePerson: '赵六',
      batches: [batch('KEEP', '1.01', '1', []), { ...batch('KEPT', '2.02', '2'), id: first!.id }],
    });
    const batches = await batchesOf(id);
    expect(batches.map((b) => b.batchNo)).toEqual(['KEEP', 'KEPT']);
    expect(batches[1]!.id).toBe(first!.id);
    expect(await orderOf(id)).toMatchObject({ status: 0, reservePerson: '赵六', applySumWeight: '3.03' });
  });

  it('moves a draft to 10 when submitted (0 → 10)', async () => {
    const id = await submit({ status: 0 });
    // The answer names the order's status after the call (a move answers the new status).
    expect(await data(shipper.post(`${BASE}/submit`, form({ id })))).toEqual({ id, status: 10 });
    expect((await orderOf(id)).status).toBe(10);
    expect(await eventsOf(id)).toEqual(['save:->0', 'submit:0->10']);
  });

  it('refuses a batch id of another order', async () => {
    const other = await submit({ status: 0 });
    const [foreign] = await batchesOf(other);
    const id = await submit({ status: 0 });
    await fails(
      shipper.post(`${BASE}/submit`, form({ id, batches: [{ ...batch('X', '1', '1'), id: foreign!.id }] })),
      400,
      'inbound.batch_missing',
      m.batchMissing,
    );
  });

  it('refuses an attribute that is not a storage attribute of the category', async () => {
    await fails(
      shipper.post(`${BASE}/submit`, form({ batches: [batch('X', '1', '1', [{ attrCode: 'nope', value: '1' }])] })),
      400,
      'inbound.attr_unknown',
      m.attrUnknown('nope'),
    );
  });

  it('refuses a warehouse that is not a warehouse enterprise, and a missing one', async () => {
    await fails(
      shipper.post(`${BASE}/submit`, form({ warehouseId: shipperId })),
      400,
      'inbound.warehouse_missing',
      m.warehouseMissing,
    );
    await fails(
      shipper.post(`${BASE}/submit`, form({ warehouseId: '999999999' })),
      400,
      'inbound.warehouse_missing',
      m.warehouseMissing,
    );
  });

  it('refuses a removed or hidden category', async () => {
    const [hidden] = await t.ctx.db
      .insert(baseMaterial)
      .values({ code: 'T-HIDDEN', name: '隐藏类别', status: 2 })
      .returning({ id: baseMaterial.id });
    const [removed] = await t.ctx.db
      .insert(baseMaterial)
      .values({ code: 'T-REMOVED', name: '已删类别', isDeleted: 1 })
      .returning({ id: baseMaterial.id });
    await fails(
      shipper.post(`${BASE}/submit`, form({ materialId: hidden!.id })),
      400,
      'inbound.material_missing',
      m.materialMissing,
    );
    await fails(
      shipper.post(`${BASE}/submit`, form({ materialId: removed!.id })),
      400,
      'inbound.material_missing',
      m.materialMissing,
    );
  });

  it.each([
    [{ warehouseId: '' }, m.warehouseRequired, r.warehouseRequired],
    [{ materialId: '' }, m.materialRequired, r.materialRequired],
    [{ status: 20 }, m.submitStatusInvalid, r.submitStatusInvalid],
    [{ reserveTime: '' }, m.reserveTimeRequired, r.reserveTimeRequired],
    [{ reserveTime: '2026/11/20' }, m.reserveTimeInvalid, r.reserveTimeInvalid],
    [{ reservePerson: '' }, m.reservePersonRequired, r.reservePersonRequired],
    [{ reservePhone: '' }, m.reservePhoneRequired, r.reservePhoneRequired],
    [{ reservePhone: '1381234' }, m.reservePhoneInvalid, r.reservePhoneInvalid],
    // a text past its length is generic malformed input
    [{ remark: '备'.repeat(201) }, m.remarkMax, 'request.invalid'],
    [{ batches: [] }, m.batchesRequired, r.batchesRequired],
    [{ batches: [batch('', '1', '1')] }, m.batchNoRequired, r.batchNoRequired],
    [{ batches: [batch('D', '1', '1'), batch('D', '1', '1')] }, m.batchNoDuplicate('D'), r.batchNoDuplicate],
    [{ batches: [batch('W', '', '1')] }, '请输入申请重量', r.applyWeightRequired],
    [{ batches: [batch('W', '0', '1')] }, '申请重量必须大于0，最多两位小数', r.applyWeightInvalid],
    [{ batches: [batch('W', '1.005', '1')] }, '申请重量必须大于0，最多两位小数', r.applyWeightInvalid],
    [{ batches: [batch('W', '1', '-2')] }, '申请数量必须大于0，最多两位小数', r.applyQuantityInvalid],
  ])('answers 400 for %j: %s (%s)', async (over, msg, reason) => {
    await fails(shipper.post(`${BASE}/submit`, form(over)), 400, reason, msg);
  });

  it('only a shipper enterprise applies: warehouse and platform users are refused', async () => {
    await fails(warehouse.post(`${BASE}/submit`, form()), 403, 'inbound.not_shipper', m.notShipper);
    await fails(platform.post(`${BASE}/submit`, form()), 403, 'inbound.not_shipper', m.notShipper);
  });

  it('a user without the wms_input grant is refused', async () => {
    await deniedByGuard(buyer.post(`${BASE}/submit`, form()));
    await deniedByGuard(buyer.get(`${BASE}/list`));
  });

  it('another shipper cannot edit the order (404), and nobody edits it at 10 (409)', async () => {
    const id = await submit({ status: 0 });
    await fails(otherShipper.post(`${BASE}/submit`, form({ id })), 404, 'access.not_found', D[404]);
    await submit({ id });
    await fails(shipper.post(`${BASE}/submit`, form({ id })), 409, 'inbound.not_editable', m.notEditable);
  });
});

describe('shipper audit (10 → 20 | 11)', () => {
  it('passes: 10 → 20 with the auditor and time, by another user of the same shipper enterprise', async () => {
    const id = await submit();
    // The audit answers the order's new status (every move answers it).
    expect(await data(shipper2.post(`${BASE}/shippingAudit`, { id, status: 1, opinion: '同意' }))).toEqual({
      id,
      status: 20,
    });
    const row = await orderOf(id);
    expect(row).toMatchObject({ status: 20, shippingAuditOpinion: '同意', shippingAuditUserName: 'in-shipper2' });
    expect(await eventsOf(id)).toEqual(['submit:->10', 'shippingPass:10->20']);
  });

  it('rejects with an opinion: 10 → 11; without one it is 400', async () => {
    const id = await submit();
    await fails(shipper.post(`${BASE}/shippingAudit`, { id, status: 2 }), 400, r.opinionRequired, m.opinionRequired);
    await fails(
      shipper.post(`${BASE}/shippingAudit`, { id, status: 2, opinion: '驳'.repeat(51) }),
      400,
      'request.invalid',
      m.opinionMax,
    );
    await data(shipper.post(`${BASE}/shippingAudit`, { id, status: 2, opinion: '重量有误' }));
    expect(await orderOf(id)).toMatchObject({ status: 11, shippingAuditOpinion: '重量有误' });
    expect((await detail(id)).shippingAuditOpinion).toBe('重量有误');
  });

  it('a rejected order is edited and resubmitted: 11 → 10, the old opinion cleared', async () => {
    const id = await submit();
    await data(shipper.post(`${BASE}/shippingAudit`, { id, status: 2, opinion: '重量有误' }));
    await submit({ id, reservePerson: '钱七' });
    expect(await orderOf(id)).toMatchObject({ status: 10, reservePerson: '钱七', shippingAuditOpinion: null });
    expect(await eventsOf(id)).toEqual(['submit:->10', 'shippingReject:10->11', 'submit:11->10']);
  });

  it('the warehouse and the platform may not make the shipper audit (403); another shipper does not see it (404)', async () => {
    const id = await submit();
    await fails(warehouse.post(`${BASE}/shippingAudit`, { id, status: 1 }), 403, 'inbound.not_order_shipper', D[403]);
    await fails(platform.post(`${BASE}/shippingAudit`, { id, status: 1 }), 403, 'inbound.not_order_shipper', D[403]);
    await fails(otherShipper.post(`${BASE}/shippingAudit`, { id, status: 1 }), 404, 'access.not_found', D[404]);
    expect((await orderOf(id)).status).toBe(10);
  });

  it('outside 10 it is a 409 with the message, and a draft is not audited', async () => {
    const id = await atWarehouse();
    await fails(
      shipper.post(`${BASE}/shippingAudit`, { id, status: 1 }),
      409,
      'inbound.not_awaiting_shipper',
      m.notAwaitingShipper,
    );
    const draft = await submit({ status: 0 });
    await fails(
      shipper.post(`${BASE}/shippingAudit`, { id: draft, status: 1 }),
      409,
      'inbound.not_awaiting_shipper',
      m.notAwaitingShipper,
    );
  });

  it('of two concurrent audits exactly one moves the order; the other answers 409', async () => {
    const id = await submit();
    const results = await Promise.all([
      shipper.post(`${BASE}/shippingAudit`, { id, status: 1 }),
      shipper2.post(`${BASE}/shippingAudit`, { id, status: 2, opinion: '不行' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await eventsOf(id)).length).toBe(2);
  });
});

describe('warehouse temp-save (stays 20)', () => {
  it('records weights, quantities and locators; the totals count a weighed batch by its weight', async () => {
    const id = await atWarehouse();
    const [a] = await batchesOf(id);
    expect(
      await data(
        warehouse2.post(`${BASE}/warehouseTempSave`, {
          id,
          batches: [{ id: a!.id, weight: '10.05', quantity: '', locator: 'A-01-02' }],
        }),
      ),
    ).toEqual({ id, status: 20 });
    expect((await batchesOf(id))[0]).toMatchObject({ weight: '10.05', quantity: null, locator: 'A-01-02' });
    expect(await orderOf(id)).toMatchObject({ status: 20, sumWeight: '30.26', sumQuantity: '11.50' });
    expect(await data(warehouse.get(`${BASE}/getSumQuantityAndWeight?id=${id}`))).toEqual({
      applySumWeight: '30.31',
      applySumQuantity: '11.50',
      sumWeight: '30.26',
      sumQuantity: '11.50',
      weightUnit: '1',
      numberUnit: '2',
    });
    expect((await eventsOf(id)).at(-1)).toBe('warehouseTempSave:20->20');
  });

  it('keeps the opinion typed so far as the warehouse’s draft, shown to its own users only until it decides', async () => {
    const id = await atWarehouse();
    const [a] = await batchesOf(id);
    const figures = [{ id: a!.id, weight: '10.05', quantity: '5', locator: 'A-01' }];
    await data(warehouse2.post(`${BASE}/warehouseTempSave`, { id, batches: figures, opinion: '待复磅' }));
    expect(await orderOf(id)).toMatchObject({ status: 20, warehouseAuditOpinion: '待复磅' });
    expect((await detail(id, warehouse.token)).warehouseAuditOpinion).toBe('待复磅');
    expect((await detail(id, shipper.token)).warehouseAuditOpinion).toBeNull();
    // A later 暂存 without one clears it; more than 50 characters is refused.
    await data(warehouse2.post(`${BASE}/warehouseTempSave`, { id, batches: figures }));
    expect((await orderOf(id)).warehouseAuditOpinion).toBeNull();
    const long = await warehouse2.post(`${BASE}/warehouseTempSave`, {
      id,
      batches: figures,
      opinion: '长'.repeat(51),
    });
    expect(long.statusCode).toBe(400);
  });

  it('refuses another warehouse (404), the shipper (403), a batch of another order (400), and outside 20 (409)', async () => {
    const id = await atWarehouse();
    const other = await atWarehouse();
    const [mine] = await batchesOf(id);
    const [foreign] = await batchesOf(other);
    const body = { id, batches: [{ id: mine!.id, weight: '1' }] };
    await fails(otherWarehouse.post(`${BASE}/warehouseTempSave`, body), 404, 'access.not_found', D[404]);
    await fails(shipper.post(`${BASE}/warehouseTempSave`, body), 403, 'inbound.not_order_warehouse', D[403]);
    await fails(platform.post(`${BASE}/warehouseTempSave`, body), 403, 'inbound.not_order_warehouse', D[403]);
    await fails(
      warehouse.post(`${BASE}/warehouseTempSave`, { id, batches: [{ id: foreign!.id, weight: '1' }] }),
      400,
      'inbound.batch_missing',
      m.batchMissing,
    );
    await fails(
      warehouse.post(`${BASE}/warehouseTempSave`, { id, batches: [] }),
      400,
      r.batchesRequired,
      m.batchesRequired,
    );
    await fails(
      warehouse.post(`${BASE}/warehouseTempSave`, { id, batches: [{ id: mine!.id, weight: '1.234' }] }),
      400,
      r.weightInvalid,
      '入库重量必须大于0，最多两位小数',
    );
    const early = await submit();
    const [b] = await batchesOf(early);
    await fails(
      warehouse.post(`${BASE}/warehouseTempSave`, { id: early, batches: [{ id: b!.id, weight: '1' }] }),
      409,
      'inbound.not_awaiting_warehouse',
      m.notAwaitingWarehouse,
    );
  });
});

describe('warehouse audit', () => {
  it('rejects with an opinion: 20 → 21; the shipper resubmits (21 → 10) and the figures start again', async () => {
    const id = await atWarehouse();
    await data(warehouse.post(`${BASE}/warehouseTempSave`, { id, batches: await figures(id) }));
    await fails(warehouse.post(`${BASE}/warehouseAudit`, { id, status: 2 }), 400, r.opinionRequired, m.opinionRequired);
    const res = await data(warehouse.post(`${BASE}/warehouseAudit`, { id, status: 2, opinion: '货物未到' }));
    expect(res).toEqual({ id, status: 21, receiptIds: [] });
    expect(await orderOf(id)).toMatchObject({ status: 21, warehouseAuditOpinion: '货物未到' });
    // The warehouse still sees the rejected order.
    expect((await detail(id, warehouse.token)).warehouseAuditOpinion).toBe('货物未到');
    const kept = (await batchesOf(id)).map((b) => ({ ...batch(b.batchNo, b.applyWeight, b.applyQuantity), id: b.id }));
    await submit({ id, batches: kept });
    expect(await orderOf(id)).toMatchObject({ status: 10, warehouseAuditOpinion: null, sumWeight: '30.31' });
    expect((await batchesOf(id)).every((b) => b.weight == null && b.locator == null)).toBe(true);
    expect(await eventsOf(id)).toEqual([
      'submit:->10',
      'shippingPass:10->20',
      'warehouseTempSave:20->20',
      'warehouseReject:20->21',
      'submit:21->10',
    ]);
  });

  it('passes: 20 → 1 in one transaction with the final figures and one receipt (10) per batch', async () => {
    const id = await atWarehouse();
    const body = {
      id,
      status: 1,
      opinion: '已过磅',
      batches: await figures(id, (b) => (b.sort === 1 ? { weight: '10.01', quantity: '5' } : { weight: '20.02' })),
    };
    const res = await data<{ id: string; status: number; receiptIds: string[] }>(
      warehouse2.post(`${BASE}/warehouseAudit`, body),
    );
    expect(res.status).toBe(1);
    expect(res.receiptIds).toHaveLength(2);
    const row = await orderOf(id);
    expect(row).toMatchObject({
      status: InboundStatus.stored,
      warehouseAuditOpinion: '已过磅',
      warehouseAuditUserName: 'in-warehouse2',
      sumWeight: '30.03',
      sumQuantity: '11.50',
      applySumWeight: '30.31',
    });
    const batches = await batchesOf(id);
    expect(batches.map((b) => [b.weight, b.quantity, b.locator])).toEqual([
      ['10.01', '5.00', 'A-01'],
      ['20.02', '6.50', 'A-01'],
    ]);
    const receipts = await t.ctx.db.select().from(receipt).where(eq(receipt.inputId, id)).orderBy(asc(receipt.code));
    expect(receipts.map((r) => [r.status, r.inputBatchId, r.totalWeight])).toEqual([
      [ReceiptStatus.generated, batches[0]!.id, '10.01'],
      [ReceiptStatus.generated, batches[1]!.id, '20.02'],
    ]);
    expect(batches.map((b) => b.receiptId).sort()).toEqual([...res.receiptIds].sort());
    expect((await eventsOf(id)).slice(-1)).toEqual(['warehousePass:20->1']);

    const d = await detail(id);
    expect(d.receipts.map((r) => r.id).sort()).toEqual([...res.receiptIds].sort());
    expect(d.batches.map((b) => b.receiptCode)).toEqual(receipts.map((r) => r.code));
    const steps = await data<{ title: string; status: string; person: string | null }[]>(
      shipper.get(`${BASE}/getSteps?id=${id}`),
    );
    expect(steps.map((s) => [s.title, s.status, s.person])).toEqual([
      ['提交申请', 'finish', '张建国'],
      ['货主审核', 'finish', 'in-shipper2'],
      ['仓库入库', 'finish', 'in-warehouse2'],
      ['生成仓单', 'finish', 'in-warehouse2'],
    ]);
  });

  it('a batch without weight: 400 and nothing moved (no figures, no receipts, no event)', async () => {
    const id = await atWarehouse();
    const [a, b] = await batchesOf(id);
    await fails(
      warehouse.post(`${BASE}/warehouseAudit`, {
        id,
        status: 1,
        batches: [
          { id: a!.id, weight: '9.99', quantity: '5' },
          { id: b!.id, weight: '', quantity: '6' },
        ],
      }),
      400,
      'inbound.figures_missing',
      m.figuresMissing(b!.batchNo),
    );
    expect((await orderOf(id)).status).toBe(20);
    expect((await batchesOf(id)).map((x) => [x.weight, x.quantity])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(await t.ctx.db.select().from(receipt).where(eq(receipt.inputId, id))).toEqual([]);
    expect(await eventsOf(id)).toEqual(['submit:->10', 'shippingPass:10->20']);
  });

  it('passes on figures temp-saved before', async () => {
    const id = await atWarehouse();
    await data(warehouse.post(`${BASE}/warehouseTempSave`, { id, batches: await figures(id) }));
    const res = await data<{ receiptIds: string[] }>(warehouse.post(`${BASE}/warehouseAudit`, { id, status: 1 }));
    expect(res.receiptIds).toHaveLength(2);
  });

  it('refuses another warehouse (404), the shipper and the platform (403); a second pass is 409', async () => {
    const id = await atWarehouse();
    const body = { id, status: 1, batches: await figures(id) };
    await fails(otherWarehouse.post(`${BASE}/warehouseAudit`, body), 404, 'access.not_found', D[404]);
    await fails(shipper.post(`${BASE}/warehouseAudit`, body), 403, 'inbound.not_order_warehouse', D[403]);
    await fails(platform.post(`${BASE}/warehouseAudit`, body), 403, 'inbound.not_order_warehouse', D[403]);
    expect((await orderOf(id)).status).toBe(20);
    const results = await Promise.all([
      warehouse.post(`${BASE}/warehouseAudit`, body),
      warehouse2.post(`${BASE}/warehouseAudit`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.ctx.db.select({ id: receipt.id }).from(receipt).where(eq(receipt.inputId, id))).toHaveLength(2);
    await fails(
      warehouse.post(`${BASE}/warehouseAudit`, body),
      409,
      'inbound.not_awaiting_warehouse',
      m.notAwaitingWarehouse,
    );
  });
});

describe('list, detail and who sees what', () => {
  let draft: string;
  let submitted: string;
  let foreignWarehouse: string;
  beforeAll(async () => {
    draft = await submit({ status: 0 });
    submitted = await submit();
    foreignWarehouse = await submit({ warehouseId: otherWarehouseId });
  });

  it('the shipper sees its own orders, drafts included', async () => {
    const ids = await listIds(shipper.token);
    expect(ids).toEqual(expect.arrayContaining([draft, submitted, foreignWarehouse]));
    expect(await listIds(otherShipper.token)).not.toEqual(expect.arrayContaining([submitted]));
  });

  it('the warehouse sees the orders at it except drafts; another warehouse none of them', async () => {
    const ids = await listIds(warehouse.token);
    expect(ids).toContain(submitted);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(foreignWarehouse);
    const others = await listIds(otherWarehouse.token);
    expect(others).toContain(foreignWarehouse);
    expect(others).not.toContain(submitted);
  });

  it('platform and admin see every order but drafts', async () => {
    for (const token of [platform.token, admin.token]) {
      const ids = await listIds(token);
      expect(ids).toEqual(expect.arrayContaining([submitted, foreignWarehouse]));
      expect(ids).not.toContain(draft);
    }
  });

  it('detail: 404 for a foreign enterprise and for a draft seen by the warehouse', async () => {
    await fails(otherShipper.get(`${BASE}/detail?id=${submitted}`), 404, 'access.not_found', D[404]);
    await fails(otherWarehouse.get(`${BASE}/detail?id=${submitted}`), 404, 'access.not_found', D[404]);
    await fails(warehouse.get(`${BASE}/detail?id=${draft}`), 404, 'access.not_found', D[404]);
    await fails(platform.get(`${BASE}/detail?id=${draft}`), 404, 'access.not_found', D[404]);
    for (const url of ['getSteps', 'getSumQuantityAndWeight', 'checkAuditPermission'])
      await fails(otherShipper.get(`${BASE}/${url}?id=${submitted}`), 404, 'access.not_found', D[404]);
  });

  it('a list row carries names, labels, units and sums', async () => {
    const page = await data<{ records: Record<string, unknown>[]; total: number }>(
      shipper.get(`${BASE}/list?size=200`),
    );
    const row = page.records.find((r) => r.id === submitted)!;
    expect(row).toMatchObject({
      status: 10,
      statusName: '待货主审核',
      shipperId,
      shipperName: '江苏恒丰棉业有限公司',
      warehouseId,
      warehouseName: '河南豫通棉花仓储有限公司',
      materialId: cottonId,
      materialName: '棉花',
      reserveTime: '2026-11-20 09:00:00',
      sumWeight: '30.31',
      sumQuantity: '11.50',
      weightUnit: '1',
      weightUnitName: '吨',
      numberUnit: '2',
      numberUnitName: '包',
    });
    expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by code, status, category and warehouse', async () => {
    const code = (await orderOf(submitted)).code;
    expect(await listIds(shipper.token, `&code=${code}`)).toEqual([submitted]);
    const drafts = await listIds(shipper.token, '&status=0');
    expect(drafts).toContain(draft);
    expect(drafts).not.toContain(submitted);
    expect(await listIds(shipper.token, `&warehouseId=${otherWarehouseId}`)).toEqual([foreignWarehouse]);
    expect(await listIds(shipper.token, '&materialId=999999999')).toEqual([]);
  });

  it('the detail carries the form, the batches with their props, receipts and the inspection id', async () => {
    const d = await detail(submitted);
    expect(d).toMatchObject({
      id: submitted,
      status: 10,
      reservePerson: '张建国',
      reservePhone: '13812340001',
      warehouseContactName: '王志强',
      warehouseContactPhone: '13703710003',
      remark: '测试入库',
      receipts: [],
      testId: null,
    });
    expect(d.batches[0]).toMatchObject({
      batchNo: expect.any(String),
      sort: 1,
      props: [{ attrCode: 'grade', attrName: '等级', value: '三级' }],
      applyWeight: '10.10',
      applyQuantity: '5.00',
      weight: null,
      receiptId: null,
      receiptCode: null,
    });
  });

  it('checkAuditPermission: the shipper at 10, the warehouse at 20, nobody else', async () => {
    expect(await data(shipper.get(`${BASE}/checkAuditPermission?id=${submitted}`))).toEqual({
      shipping: true,
      warehouse: false,
    });
    expect(await data(warehouse.get(`${BASE}/checkAuditPermission?id=${submitted}`))).toEqual({
      shipping: false,
      warehouse: false,
    });
    const at20 = await atWarehouse();
    expect(await data(warehouse.get(`${BASE}/checkAuditPermission?id=${at20}`))).toEqual({
      shipping: false,
      warehouse: true,
    });
    expect(await data(platform.get(`${BASE}/checkAuditPermission?id=${at20}`))).toEqual({
      shipping: false,
      warehouse: false,
    });
  });

  it('steps: a rejection shows as an error with its time and person; later steps wait', async () => {
    const id = await submit();
    await data(shipper.post(`${BASE}/shippingAudit`, { id, status: 2, opinion: '退回' }));
    const steps = await data<{ title: string; status: string; time: string | null; person: string | null }[]>(
      shipper.get(`${BASE}/getSteps?id=${id}`),
    );
    expect(steps.map((s) => [s.status, s.person])).toEqual([
      ['finish', '张建国'],
      ['error', '张建国'],
      ['wait', null],
      ['wait', null],
    ]);
    expect(steps[1]!.time).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const d = await data<{ status: string }[]>(shipper.get(`${BASE}/getSteps?id=${draft}`));
    expect(d.map((s) => s.status)).toEqual(['process', 'wait', 'wait', 'wait']);
  });

  it('the list query is served by an index', async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(
        sql`explain select * from kc_wms_input where tenant_id = '000000' and is_deleted = 0 and status <> 0 order by create_time desc limit 10`,
      );
      return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toMatch(/kc_wms_input_list_idx/);
  });
});

describe('remove', () => {
  it('the shipper removes a draft and a rejected order; they leave the list and the detail', async () => {
    const a = await submit({ status: 0 });
    const b = await submit();
    await data(shipper.post(`${BASE}/shippingAudit`, { id: b, status: 2, opinion: '退回' }));
    await data(shipper2.post(`${BASE}/remove`, { ids: `${a},${b}` }));
    await fails(shipper.get(`${BASE}/detail?id=${a}`), 404, 'access.not_found', D[404]);
    expect(await listIds(shipper.token)).not.toEqual(expect.arrayContaining([a]));
    expect(await eventsOf(b)).toContain('remove:11->11');
  });

  it('a warehouse-rejected order goes with its inspection', async () => {
    const id = await atWarehouse();
    const testId = (await data<{ id: string }>(warehouse.post(`${BASE}/createCheck`, { id }))).id;
    await data(warehouse.post(`${BASE}/warehouseAudit`, { id, status: 2, opinion: '退回' }));
    await data(shipper.post(`${BASE}/remove`, { ids: [id] }));
    expect((await t.ctx.db.select().from(inspection).where(eq(inspection.id, testId)))[0]!.isDeleted).toBe(1);
  });

  it('at 10, 20 or 1 it is 409; by the warehouse 403; by another shipper 404; nothing removed', async () => {
    const submitted = await submit();
    await fails(shipper.post(`${BASE}/remove`, { ids: submitted }), 409, 'inbound.not_removable', m.notRemovable);
    const rejected = await atWarehouse();
    await data(warehouse.post(`${BASE}/warehouseAudit`, { id: rejected, status: 2, opinion: '退回' }));
    await fails(warehouse.post(`${BASE}/remove`, { ids: rejected }), 403, 'inbound.not_order_shipper', D[403]);
    await fails(otherShipper.post(`${BASE}/remove`, { ids: rejected }), 404, 'access.not_found', D[404]);
    const draft = await submit({ status: 0 });
    await fails(
      shipper.post(`${BASE}/remove`, { ids: `${draft},${submitted}` }),
      409,
      'inbound.not_removable',
      m.notRemovable,
    );
    expect((await orderOf(draft)).isDeleted).toBe(0);
    await fails(shipper.post(`${BASE}/remove`, {}), 400, 'request.select_at_least_one', '请选择至少一条数据!');
  });
});

describe('the demo order', () => {
  it('the seed is idempotent, and turns the bare row of an earlier seed into the full order', async () => {
    const [demo] = await t.ctx.db.select().from(inboundOrder).where(eq(inboundOrder.code, 'RK20261101001'));
    await seedDemoInboundOrders(t.ctx.db, '000000');
    expect(await batchesOf(demo!.id)).toHaveLength(3);
    // What the goods catalogue's seed wrote: status 1 (the default), no batches.
    await t.ctx.db.update(inboundBatch).set({ isDeleted: 1 }).where(eq(inboundBatch.inputId, demo!.id));
    await t.ctx.db.update(inboundOrder).set({ status: 1, sumWeight: null }).where(eq(inboundOrder.id, demo!.id));
    await seedDemoInboundOrders(t.ctx.db, '000000');
    await seedDemoInboundOrders(t.ctx.db, '000000');
    expect(await orderOf(demo!.id)).toMatchObject({ status: 20, sumWeight: '128.25' });
    expect((await batchesOf(demo!.id)).map((b) => b.batchNo)).toEqual(['65001251101', '65001251102', '65001251103']);
  });

  it('RK20261101001 waits at the demo warehouse (20) with three cotton lots the warehouse can weigh and pass', async () => {
    const page = await data<{ records: { id: string; code: string; status: number }[] }>(
      warehouse.get(`${BASE}/list?code=RK20261101001`),
    );
    expect(page.records).toHaveLength(1);
    const id = page.records[0]!.id;
    const d = await detail(id, warehouse.token);
    expect(d).toMatchObject({
      status: 20,
      shipperName: '江苏恒丰棉业有限公司',
      sumWeight: '128.25',
      sumQuantity: '566.00',
    });
    expect(d.batches).toHaveLength(3);
    expect(d.batches[0]!.props.map((p) => p.attrCode)).toEqual(
      expect.arrayContaining(['grade', 'colorGrade', 'micronaire']),
    );
    expect(await data(warehouse.get(`${BASE}/checkAuditPermission?id=${id}`))).toEqual({
      shipping: false,
      warehouse: true,
    });
    const res = await data<{ receiptIds: string[] }>(
      warehouse.post(`${BASE}/warehouseAudit`, { id, status: 1, batches: await figures(id) }),
    );
    expect(res.receiptIds).toHaveLength(3);
  });
});

describe("live: each move reaches the other side's open pages ('inbound.status')", () => {
  it('the submit, the shipper audit and the warehouse audit each tell the shipper, the warehouse and the platform', async () => {
    const userIdOf = async (account: string) =>
      (await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.account, account)))[0]!.id;
    const everyone = await Promise.all(['shipper', 'warehouse', 'in-warehouse2', 'in-platform'].map(userIdOf));
    const stranger = await userIdOf('in-other-warehouse');
    const published = vi.spyOn(t.ctx.events, 'publishToUsers');
    const heard = (id: string, status: number) => {
      const calls = published.mock.calls.filter(
        ([, type, d]) => type === 'inbound.status' && (d as { id: string }).id === id,
      );
      published.mockClear();
      expect(calls.map(([, , d]) => (d as { status: number }).status)).toEqual([status]);
      return calls.flatMap(([users]) => users);
    };
    try {
      const id = await submit();
      expect(heard(id, InboundStatus.awaitingShipperAudit)).toEqual(expect.arrayContaining(everyone));
      await data(shipper2.post(`${BASE}/shippingAudit`, { id, status: 1 }));
      const audience = heard(id, InboundStatus.awaitingWarehouse);
      expect(audience).toEqual(expect.arrayContaining(everyone));
      expect(audience).not.toContain(stranger);
      await data(warehouse.post(`${BASE}/warehouseAudit`, { id, status: 1, batches: await figures(id) }));
      expect(heard(id, InboundStatus.stored)).toEqual(expect.arrayContaining(everyone));
    } finally {
      published.mockRestore();
    }
  });
});
