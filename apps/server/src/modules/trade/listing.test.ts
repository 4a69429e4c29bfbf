import { randomBytes } from 'node:crypto';
import type { Page } from '@kc/domain';
import { ReviewStatus } from '@kc/domain/enterprise/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { contractListing, type FrontListing, type ListingRecord } from '@kc/domain/trade/answers';
import { figureMessages } from '@kc/domain/trade/figures';
import { ListingStatus, listingMessages as m } from '@kc/domain/trade/listing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/client';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from '../goods/goods.table';
import { receipt } from '../receipt/receipt.table';
import { tradeGoods } from './trade.table';

const BASE = '/api/kc-flrk/trade/goods';

let t: TestApp;
let db: Db;
let tok: Record<'shipper' | 'buyer' | 'platform' | 'admin' | 'other' | 'pending' | 'nopost' | 'warehouse', string>;
let shipperId: string;
let buyerId: string;
let otherId: string;
let warehouseId: string;
let cotton: { id: string; weightUnit: string | null; numberUnit: string | null };
let yarnId: string;
let seq = 0;

const enterpriseId = async (code: string) =>
  (await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, code)))[0]!.id;
const materialOf = async (code: string) =>
  (await db.select().from(baseMaterial).where(eq(baseMaterial.code, code)))[0]!;

/** A receipt of the demo warehouse, in effect unless told otherwise, written straight into the receipt table. */
const newReceipt = async (over: Partial<typeof receipt.$inferInsert> = {}): Promise<{ id: string; code: string }> => {
  const code = `CD${Date.now()}${++seq}`;
  const [row] = await db
    .insert(receipt)
    .values({
      code,
      materialId: cotton.id,
      materialName: '棉花',
      cargoOwnerId: shipperId,
      warehouseId,
      totalWeight: '45.32',
      weightUnit: '1',
      totalQuantity: '200.00',
      numberUnit: '2',
      attrs: [
        { attrCode: 'grade', attrName: '等级', value: '二级', isSplit: 0 },
        { attrCode: 'origin', attrName: '产地', value: '新疆', isSplit: 0 },
      ],
      verifyToken: randomBytes(16).toString('base64url'),
      status: ReceiptStatus.inEffect,
      effectiveTime: new Date(),
      ...over,
    })
    .returning({ id: receipt.id });
  return { id: row!.id, code };
};

const ownStock = (over: Record<string, unknown> = {}) => ({
  materialId: cotton.id,
  source: 1,
  name: `测试棉花${++seq}`,
  attrs: [
    { attrCode: 'grade', value: '三级' },
    { attrCode: 'micronaire', value: '4.3' },
  ],
  price: '15800.5',
  totalWeight: '12.34500',
  totalQuantity: '60',
  remark: '郑州交割库',
  ...over,
});

const save = (token: string, body: object) => t.post(token, `${BASE}/save`, body);
const saved = async (token: string, body: object) => (await dataOf<{ id: string }>(save(token, body))).id;
const detail = (token: string, id: string) => t.get(token, `${BASE}/detail`, { id });
const audit = (token: string, body: object) => t.post(token, `${BASE}/audit`, body);
const statusOf = async (id: string) =>
  (await db.select({ s: tradeGoods.status }).from(tradeGoods).where(eq(tradeGoods.id, id)))[0]!.s;

beforeAll(async () => {
  t = await createTestApp();
  db = t.ctx.db;
  shipperId = await enterpriseId('HZ0001');
  buyerId = await enterpriseId('MF0001');
  warehouseId = await enterpriseId('CK0001');
  otherId = await createEnterprise(db, { name: '山东鲁信棉业有限公司' });
  const pendingId = await createEnterprise(db, {
    name: '待审棉业有限公司',
    status: ReviewStatus.pending,
    approvedTime: null,
  });
  await createUser(db, 'shipper-other', { roleAliases: ['shipper'], postId: otherId });
  await createUser(db, 'shipper-pending', { roleAliases: ['shipper'], postId: pendingId });
  await createUser(db, 'shipper-nopost', { roleAliases: ['shipper'] });
  const c = await materialOf('MH001');
  cotton = { id: c.id, weightUnit: c.weightUnit, numberUnit: c.numberUnit };
  yarnId = (await materialOf('MS001')).id;
  tok = {
    shipper: await t.login('shipper'),
    buyer: await t.login('buyer'),
    platform: await t.login('platform'),
    admin: await t.login('admin'),
    warehouse: await t.login('warehouse'),
    other: await t.login('shipper-other'),
    pending: await t.login('shipper-pending'),
    nopost: await t.login('shipper-nopost'),
  };
});

afterAll(async () => {
  await t?.close();
});

describe('demo listings', () => {
  it('the demo shipper has two cotton listings on the shelf and one waiting for audit', async () => {
    const page = await dataOf<Page<ListingRecord>>(t.get(tok.shipper, `${BASE}/page`, { size: '50' }));
    const demo = page.records.filter((r: { supplierId: string }) => r.supplierId === shipperId);
    expect(demo.map((r: { auditStatus: number }) => r.auditStatus).sort()).toEqual([1, 2, 2]);
    const shelf = demo.find((r: { auditStatus: number }) => r.auditStatus === 2);
    expect(shelf).toMatchObject({
      supplierName: '江苏恒丰棉业有限公司',
      materialName: '棉花',
      sourceName: '自有库存',
      auditStatusName: '已上架',
      weightUnitName: '吨',
      numberUnitName: '包',
      auditor: '赵雅琴',
    });
    expect(shelf?.attrs.map((a) => a.attrName)).toEqual(['等级', '马克隆值']);
    const front = await dataOf<Page<FrontListing>>(t.get(tok.buyer, `${BASE}/front`, { materialId: cotton.id }));
    expect(front.records.length).toBeGreaterThanOrEqual(2);
    expect(front.records.every((r: { auditTime: string | null }) => r.auditTime)).toBe(true);
  });
});

describe('saving a listing (spec 2 §5)', () => {
  it('lists own stock for audit, with the category trade attributes, units and plain figures', async () => {
    const answer = await dataOf<{ id: string; status: number }>(save(tok.shipper, ownStock({ name: '自有库存棉花A' })));
    // The save answers the listing's new status too: waiting for audit.
    expect(answer.status).toBe(ListingStatus.awaitingAudit);
    const id = answer.id;
    const d = await dataOf<ListingRecord>(detail(tok.shipper, id));
    expect(d).toMatchObject({
      supplierId: shipperId,
      source: 1,
      billId: null,
      name: '自有库存棉花A',
      price: '15800.50',
      totalWeight: '12.345',
      totalQuantity: '60',
      weightUnit: cotton.weightUnit,
      numberUnit: cotton.numberUnit,
      auditStatus: 1,
      auditStatusName: '待审核',
      remark: '郑州交割库',
    });
    expect(d.attrs).toEqual([
      { attrCode: 'grade', attrName: '等级', value: '三级' },
      { attrCode: 'micronaire', attrName: '马克隆值', value: '4.3' },
    ]);
    const events = await listAuditEvents(db, 'trade_goods', id);
    expect(events.map((e) => e.action)).toEqual(['submit']);
  });

  it('keeps 5 decimals of a weight and refuses a sixth', async () => {
    const res = await save(tok.shipper, ownStock({ totalWeight: '12.345678' }));
    expectRefusal(res, 400, 'trade.amount_invalid', figureMessages.amountInvalid);
    const id = await saved(tok.shipper, ownStock({ totalWeight: '99999999.99999' }));
    expect((await dataOf<ListingRecord>(detail(tok.shipper, id))).totalWeight).toBe('99999999.99999');
  });

  it('answers every input rule with the spec words', async () => {
    // Each spec rule answers its own reason; a text past its length is generic malformed input.
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: '0' }, figureMessages.priceInvalid, 'trade.price_invalid'],
      [{ price: '10000000' }, '请填写大于0，小于1000,0000的数字', 'trade.price_invalid'],
      [{ price: '1.234' }, figureMessages.priceInvalid, 'trade.price_invalid'],
      [{ totalWeight: '100000000' }, '请填写大于0，小于1,0000,0000的数字', 'trade.amount_invalid'],
      [{ totalQuantity: '' }, figureMessages.amountInvalid, 'trade.amount_invalid'],
      [{ materialId: '' }, m.materialRequired, 'trade.category_required'],
      [{ source: 7 }, m.sourceRequired, 'trade.source_required'],
      [{ name: '' }, m.nameRequired, 'trade.goods_name_required'],
      [{ name: '棉'.repeat(101) }, m.nameMax, 'request.invalid'],
      [{ remark: '备'.repeat(201) }, m.remarkMax, 'request.invalid'],
      [{ attrs: [{ attrCode: 'grade', value: '一'.repeat(21) }] }, figureMessages.attrValueMax, 'request.invalid'],
      [{ source: 0, totalWeight: undefined }, '请选择仓单！', 'trade.receipt_required'],
    ];
    for (const [over, msg, reason] of cases) expectRefusal(await save(tok.shipper, ownStock(over)), 400, reason, msg);
  });

  it('takes only the category trade attributes, each filled', async () => {
    const unknown = ownStock({ attrs: [{ attrCode: 'origin', value: '新疆' }] });
    expectRefusal(await save(tok.shipper, unknown), 400, 'trade.attr_unknown', '属性 [origin] 不是该类别的交易属性');
    const blank = ownStock({ attrs: [{ attrCode: 'grade', value: '一级' }] });
    expectRefusal(await save(tok.shipper, blank), 400, 'trade.attr_required', '请填写马克隆值');
  });

  it('refuses a category that is not in service', async () => {
    await db.update(baseMaterial).set({ status: 0 }).where(eq(baseMaterial.id, yarnId));
    const res = await save(tok.shipper, ownStock({ materialId: yarnId, attrs: [] }));
    expectRefusal(res, 400, 'trade.material_missing', m.materialMissing);
    await db.update(baseMaterial).set({ status: 1 }).where(eq(baseMaterial.id, yarnId));
  });

  it('lists only for an approved enterprise', async () => {
    expectRefusal(await save(tok.pending, ownStock()), 403, 'enterprise.own_not_approved');
    expectRefusal(await save(tok.nopost, ownStock()), 403, 'trade.no_enterprise', m.noEnterprise);
    expectRefusal(await save(tok.warehouse, ownStock()), 403, 'access.forbidden');
  });
});

describe('a listing from a receipt', () => {
  it("copies the receipt's figures, units and attribute values over what was sent", async () => {
    const bill = await newReceipt();
    const id = await saved(
      tok.shipper,
      ownStock({ source: 0, billId: bill.id, totalWeight: '1', totalQuantity: '1', name: '仓单棉花' }),
    );
    const d = await dataOf<ListingRecord>(detail(tok.shipper, id));
    expect(d).toMatchObject({ source: 0, sourceName: '仓单', billId: bill.id, billCode: bill.code });
    expect(d).toMatchObject({ totalWeight: '45.32', totalQuantity: '200', weightUnit: '1', numberUnit: '2' });
    expect(d.attrs).toEqual([
      { attrCode: 'grade', attrName: '等级', value: '二级' },
      { attrCode: 'micronaire', attrName: '马克隆值', value: '4.3' },
    ]);
  });

  it('lists a receipt once at a time; taking the listing off the shelf frees it', async () => {
    const bill = await newReceipt();
    const body = ownStock({ source: 0, billId: bill.id });
    const first = await saved(tok.shipper, body);
    const mine = async (goodsId?: string) =>
      (
        await dataOf<{ id: string }[]>(
          t.get(tok.shipper, `${BASE}/myReceipts`, { materialId: cotton.id, ...(goodsId ? { goodsId } : {}) }),
        )
      ).map((r) => r.id);
    expect(await mine()).not.toContain(bill.id);
    expect(await mine(first)).toContain(bill.id);
    expectRefusal(await save(tok.shipper, body), 409, 'trade.receipt_listed', m.receiptListed);
    // Its own edit keeps it.
    await saved(tok.shipper, { ...body, id: first, price: '16000' });
    await dataOf(audit(tok.platform, { id: first, auditStatus: 2 }));
    await dataOf(t.post(tok.shipper, `${BASE}/offShelf`, { id: first }));
    expect(await mine()).toContain(bill.id);
    await saved(tok.shipper, body);
  });

  it('refuses a receipt that is not the supplier’s, not in effect, or of another category', async () => {
    const foreign = await newReceipt({ cargoOwnerId: otherId });
    const signing = await newReceipt({ status: ReceiptStatus.warehouseSigned });
    const yarn = await newReceipt({ materialId: yarnId, materialName: '棉纱' });
    for (const bill of [foreign, signing]) {
      const res = await save(tok.shipper, ownStock({ source: 0, billId: bill.id }));
      expectRefusal(res, 400, 'trade.receipt_unusable', m.receiptUnusable);
    }
    const res = await save(tok.shipper, ownStock({ source: 0, billId: yarn.id }));
    expectRefusal(res, 400, 'trade.receipt_material_mismatch', m.receiptMaterialMismatch);
  });

  it('refuses a receipt whose weight does not fit a listing', async () => {
    const huge = await newReceipt({ totalWeight: '123456789.00' });
    const res = await save(tok.shipper, ownStock({ source: 0, billId: huge.id }));
    expectRefusal(res, 400, 'trade.amount_invalid', figureMessages.amountInvalid);
  });

  it('passes the audit only while the receipt is still in effect', async () => {
    const bill = await newReceipt();
    const id = await saved(tok.shipper, ownStock({ source: 0, billId: bill.id }));
    await db.update(receipt).set({ status: ReceiptStatus.pledged }).where(eq(receipt.id, bill.id));
    expectRefusal(await audit(tok.platform, { id, auditStatus: 2 }), 409, 'trade.receipt_no_longer_in_effect');
    await dataOf(audit(tok.platform, { id, auditStatus: 3, auditOpinion: '仓单已质押' }));
  });
});

describe('the audit', () => {
  it('is the platform operator’s alone', async () => {
    const id = await saved(tok.shipper, ownStock());
    for (const token of [tok.shipper, tok.buyer, tok.other]) {
      expectRefusal(await audit(token, { id, auditStatus: 2 }), 403, 'trade.not_platform', m.notPlatform);
    }
    expect(await statusOf(id)).toBe(1);
    await dataOf(audit(tok.admin, { id, auditStatus: 2 }));
    expect(await statusOf(id)).toBe(2);
  });

  it('passes onto the shelf once, naming the auditor', async () => {
    const id = await saved(tok.shipper, ownStock());
    expect(await dataOf(audit(tok.platform, { id, auditStatus: 2, auditOpinion: '同意上架' }))).toEqual({
      id,
      status: 2,
    });
    const d = await dataOf<ListingRecord>(detail(tok.platform, id));
    expect(d).toMatchObject({ auditStatus: 2, auditStatusName: '已上架', auditOpinion: '同意上架', auditor: '赵雅琴' });
    expect(d.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await audit(tok.platform, { id, auditStatus: 3, auditOpinion: '重复' });
    expectRefusal(again, 409, 'trade.listing_not_awaiting_audit', m.notAwaitingAudit);
    expect((await listAuditEvents(db, 'trade_goods', id)).map((e) => [e.action, e.toStatus])).toEqual([
      ['submit', '1'],
      ['pass', '2'],
    ]);
  });

  it('rejects only with an opinion; the supplier edits and submits again', async () => {
    const id = await saved(tok.shipper, ownStock());
    const noOpinion = await audit(tok.platform, { id, auditStatus: 3, auditOpinion: '' });
    expectRefusal(noOpinion, 400, 'trade.opinion_required', '审核驳回必须填写审核意见!');
    const noStatus = await audit(tok.platform, { id, auditStatus: 5 });
    expectRefusal(noStatus, 400, 'trade.audit_status_required', m.auditStatusRequired);
    await dataOf(audit(tok.platform, { id, auditStatus: 3, auditOpinion: '价格明显偏离市场' }));
    expect(await dataOf<ListingRecord>(detail(tok.shipper, id))).toMatchObject({
      auditStatus: 3,
      auditStatusName: '审核驳回',
      auditOpinion: '价格明显偏离市场',
    });
    await saved(tok.shipper, ownStock({ id, price: '15600' }));
    const d = await dataOf<ListingRecord>(detail(tok.shipper, id));
    expect(d).toMatchObject({ auditStatus: 1, price: '15600.00', auditOpinion: null, auditTime: null });
    expect((await listAuditEvents(db, 'trade_goods', id)).map((e) => e.action)).toEqual([
      'submit',
      'reject',
      'resubmit',
    ]);
  });

  it('404s a listing the platform cannot find', async () => {
    expectRefusal(await audit(tok.platform, { id: '999999999', auditStatus: 2 }), 404, 'access.not_found');
  });
});

describe('on and off the shelf', () => {
  it('an approved listing is neither edited nor removed; taken off, it can be removed', async () => {
    const id = await saved(tok.shipper, ownStock());
    await dataOf(audit(tok.platform, { id, auditStatus: 2 }));
    expectRefusal(await save(tok.shipper, ownStock({ id })), 409, 'trade.listing_not_editable', m.notEditable);
    const remove = () => t.post(tok.shipper, `${BASE}/remove`, { ids: id });
    expectRefusal(await remove(), 409, 'trade.listing_not_removable', m.notRemovable);
    // The move answers the listing's new status: off the shelf.
    expect(await dataOf(t.post(tok.shipper, `${BASE}/offShelf`, { id }))).toEqual({ id, status: 4 });
    expect(await statusOf(id)).toBe(4);
    const again = await t.post(tok.shipper, `${BASE}/offShelf`, { id });
    expectRefusal(again, 409, 'trade.listing_not_on_shelf', m.notOnShelf);
    expectRefusal(await save(tok.shipper, ownStock({ id })), 409, 'trade.listing_not_editable');
    await dataOf(remove());
    expectRefusal(await detail(tok.shipper, id), 404, 'access.not_found');
  });

  it('takes off only an approved listing', async () => {
    const id = await saved(tok.shipper, ownStock());
    expectRefusal(await t.post(tok.shipper, `${BASE}/offShelf`, { id }), 409, 'trade.listing_not_on_shelf');
  });

  it('removes waiting and rejected listings, all or nothing', async () => {
    const waiting = await saved(tok.shipper, ownStock());
    const rejected = await saved(tok.shipper, ownStock());
    await dataOf(audit(tok.platform, { id: rejected, auditStatus: 3, auditOpinion: '资料不全' }));
    const approved = await saved(tok.shipper, ownStock());
    await dataOf(audit(tok.platform, { id: approved, auditStatus: 2 }));
    const res = await t.post(tok.shipper, `${BASE}/remove`, { ids: `${waiting},${approved}` });
    expectRefusal(res, 409, 'trade.listing_not_removable');
    expect(await statusOf(waiting)).toBe(1);
    await dataOf(t.post(tok.shipper, `${BASE}/remove`, { ids: [waiting, rejected] }));
    const live = await db
      .select({ id: tradeGoods.id })
      .from(tradeGoods)
      .where(and(eq(tradeGoods.isDeleted, 0), eq(tradeGoods.id, waiting)));
    expect(live).toEqual([]);
  });
});

describe("another enterprise's listings", () => {
  it('are not seen, edited, removed or taken off while not on the shelf (404)', async () => {
    const id = await saved(tok.shipper, ownStock());
    expectRefusal(await detail(tok.other, id), 404, 'access.not_found');
    expectRefusal(await detail(tok.buyer, id), 404, 'access.not_found');
    expectRefusal(await save(tok.other, ownStock({ id })), 404, 'access.not_found');
    expectRefusal(await t.post(tok.other, `${BASE}/remove`, { ids: id }), 404, 'access.not_found');
    const page = await dataOf<Page<ListingRecord>>(t.get(tok.other, `${BASE}/page`, { size: '200' }));
    expect(page.records.every((r: { supplierId: string }) => r.supplierId === otherId)).toBe(true);
    // The platform sees it.
    await dataOf<ListingRecord>(detail(tok.platform, id));
    const all = await dataOf<Page<ListingRecord>>(
      t.get(tok.platform, `${BASE}/page`, { size: '200', auditStatus: '1' }),
    );
    expect(all.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('on the shelf are seen, but still not changed', async () => {
    const id = await saved(tok.shipper, ownStock());
    await dataOf(audit(tok.platform, { id, auditStatus: 2 }));
    expect((await dataOf<ListingRecord>(detail(tok.other, id))).auditStatus).toBe(2);
    expectRefusal(await t.post(tok.other, `${BASE}/offShelf`, { id }), 404, 'access.not_found');
    expectRefusal(await t.post(tok.other, `${BASE}/remove`, { ids: id }), 404, 'access.not_found');
  });
});

describe('the list filters and the front goods page', () => {
  it('filter by name, category and status', async () => {
    const name = `过滤棉花${Date.now()}`;
    const id = await saved(tok.shipper, ownStock({ name }));
    const byName = await dataOf<Page<ListingRecord>>(t.get(tok.shipper, `${BASE}/page`, { name: name.slice(2) }));
    expect(byName.records.map((r: { id: string }) => r.id)).toEqual([id]);
    const byMaterial = await dataOf<Page<ListingRecord>>(t.get(tok.shipper, `${BASE}/page`, { materialId: yarnId }));
    expect(byMaterial.total).toBe(0);
    const waiting = await dataOf<Page<ListingRecord>>(
      t.get(tok.shipper, `${BASE}/page`, { auditStatus: '1', size: '200' }),
    );
    expect(waiting.records.every((r: { auditStatus: number }) => r.auditStatus === 1)).toBe(true);
    // A '%' in the name is a character, not a wildcard.
    expect((await dataOf<Page<ListingRecord>>(t.get(tok.shipper, `${BASE}/page`, { name: '%' }))).total).toBe(0);
  });

  it('shows only approved listings, to any logged-in user', async () => {
    const name = `前台棉花${Date.now()}`;
    const id = await saved(tok.shipper, ownStock({ name }));
    const front = (token: string) => dataOf<Page<FrontListing>>(t.get(token, `${BASE}/front`, { name }));
    expect((await front(tok.warehouse)).total).toBe(0);
    await dataOf(audit(tok.platform, { id, auditStatus: 2 }));
    const page = await front(tok.warehouse);
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(page.records[0]).not.toHaveProperty('supplierId');
  });
});

describe('listForContract (contract wizard step 2)', () => {
  it("answers the caller's own approved listings in the wizard's shape", async () => {
    const bill = await newReceipt();
    const name = `合同棉花${Date.now()}`;
    const id = await saved(tok.shipper, ownStock({ source: 0, billId: bill.id, name }));
    await saved(tok.shipper, ownStock({ name: `${name}待审` }));
    await dataOf(audit(tok.platform, { id, auditStatus: 2 }));
    const rows = await dataOf<unknown[]>(
      t.get(tok.shipper, `${BASE}/listForContract`, { enterpriseId: shipperId, materialId: cotton.id, name }),
    );
    expect(rows).toEqual([
      {
        id,
        name,
        attrs: [
          { attrCode: 'grade', attrName: '等级', value: '二级' },
          { attrCode: 'micronaire', attrName: '马克隆值', value: '4.3' },
        ],
        price: '15800.50',
        totalWeight: '45.32',
        weightUnit: '1',
        totalQuantity: '200',
        numberUnit: '2',
        billId: bill.id,
        billCode: bill.code,
        materialId: cotton.id,
        pricingMode: 0,
      },
    ]);
    expect(Object.keys(contractListing.shape)).toEqual(Object.keys(rows[0] as object));
    const yarn = await dataOf(
      t.get(tok.shipper, `${BASE}/listForContract`, { enterpriseId: shipperId, materialId: yarnId }),
    );
    expect(yarn).toEqual([]);
  });

  it("refuses another enterprise's listings", async () => {
    const ask = (token: string, enterpriseId: string) => t.get(token, `${BASE}/listForContract`, { enterpriseId });
    expectRefusal(await ask(tok.buyer, shipperId), 403, 'trade.not_own_enterprise', m.notOwnEnterprise);
    expectRefusal(await ask(tok.shipper, buyerId), 403, 'trade.not_own_enterprise');
    expectRefusal(await ask(tok.admin, shipperId), 403, 'trade.not_own_enterprise');
    expectRefusal(await t.get(tok.buyer, `${BASE}/listForContract`), 400, 'request.invalid');
  });
});

describe('the database guard', () => {
  it('keeps one live listing per receipt even past the check', async () => {
    const bill = await newReceipt();
    const base = {
      tenantId: '000000',
      supplierId: shipperId,
      materialId: cotton.id,
      source: 0,
      billId: bill.id,
      name: '并发棉花',
      price: '1.00',
      totalWeight: '1',
      totalQuantity: '1',
    };
    await db.insert(tradeGoods).values(base);
    await expect(db.insert(tradeGoods).values(base)).rejects.toThrow();
    await db.insert(tradeGoods).values({ ...base, status: 4 });
    const rows = await db.select().from(tradeGoods).where(eq(tradeGoods.billId, bill.id)).orderBy(asc(tradeGoods.id));
    expect(rows.map((r) => r.status)).toEqual([1, 4]);
  });
});

describe('indexes', () => {
  const planOf = (query: ReturnType<typeof sql>) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(((await tx.execute(query)) as unknown as { rows: unknown[] }).rows);
    });

  it('the shelf and the supplier list use their indexes', async () => {
    expect(
      await planOf(
        sql`explain select * from kc_trade_goods where tenant_id = '000000' and status = 2 and is_deleted = 0 and material_id = ${cotton.id}`,
      ),
    ).toMatch(/kc_trade_goods_shelf_idx/);
    expect(
      await planOf(
        sql`explain select * from kc_trade_goods where supplier_id = ${shipperId} and is_deleted = 0 order by create_time desc limit 10`,
      ),
    ).toMatch(/kc_trade_goods_supplier_idx/);
  });
});
