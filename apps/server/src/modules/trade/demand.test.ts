import { formatDate, type Page } from '@kc/domain';
import type { DemandRecord } from '@kc/domain/trade/answers';
import { demandMessages as m } from '@kc/domain/trade/demand';
import { figureMessages } from '@kc/domain/trade/figures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/client';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from '../goods/goods.table';
import { tradeDemand } from './trade.table';

const BASE = '/api/kc-flrk/trade/demand';

let t: TestApp;
let db: Db;
let tok: Record<'shipper' | 'buyer' | 'platform' | 'otherBuyer' | 'warehouse' | 'nopost', string>;
let buyerId: string;
let cottonId: string;
let seq = 0;

const dayAfter = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000))!;

const demand = (over: Record<string, unknown> = {}) => ({
  materialId: cottonId,
  name: `求购棉花${++seq}`,
  attrs: [{ attrCode: 'grade', value: '二级' }],
  totalWeight: '150.5',
  price: '15900',
  contactName: '李晓梅',
  contactPhone: '0575-88001234',
  validUntil: dayAfter(30),
  remark: '款到发货',
  ...over,
});

const save = (token: string, body: object) => t.post(token, `${BASE}/save`, body);
const saved = async (token: string, body: object) => (await dataOf<{ id: string }>(save(token, body))).id;
const detail = (token: string, id: string) => t.get(token, `${BASE}/detail`, { id });
const pageIds = async (token: string, query: Record<string, string> = {}) =>
  (await dataOf<Page<DemandRecord>>(t.get(token, `${BASE}/page`, { size: '200', ...query }))).records.map(
    (r: { id: string }) => r.id,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.ctx.db;
  buyerId = (await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, 'MF0001')))[0]!.id;
  cottonId = (await db.select({ id: baseMaterial.id }).from(baseMaterial).where(eq(baseMaterial.code, 'MH001')))[0]!.id;
  const otherBuyer = await createEnterprise(db, { name: '江苏华纺纺织有限公司', type: '3' });
  await createUser(db, 'buyer-other', { roleAliases: ['buyer'], postId: otherBuyer });
  await createUser(db, 'buyer-nopost', { roleAliases: ['buyer'] });
  tok = {
    shipper: await t.login('shipper'),
    buyer: await t.login('buyer'),
    platform: await t.login('platform'),
    warehouse: await t.login('warehouse'),
    otherBuyer: await t.login('buyer-other'),
    nopost: await t.login('buyer-nopost'),
  };
});

afterAll(async () => {
  await t?.close();
});

describe('the demo demand', () => {
  it('is open, and seen by the buyer, the suppliers and the platform', async () => {
    const page = await dataOf<Page<DemandRecord>>(t.get(tok.shipper, `${BASE}/page`, { name: '求购新疆机采棉' }));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      buyerName: '浙江锦华纺织有限公司',
      materialName: '棉花',
      status: 1,
      statusName: '发布中',
      expired: false,
      totalWeight: '200',
      weightUnitName: '吨',
      price: '15800.00',
      attrs: [{ attrCode: 'grade', attrName: '等级', value: '三级' }],
    });
    for (const token of [tok.buyer, tok.platform]) expect(await pageIds(token)).toContain(page.records[0].id);
  });
});

describe('posting a demand', () => {
  it('keeps the category trade attributes given, its units and the figures', async () => {
    const id = await saved(tok.buyer, demand({ name: '求购细绒棉', totalQuantity: '600' }));
    const d = await dataOf<DemandRecord>(detail(tok.buyer, id));
    expect(d).toMatchObject({
      buyerId,
      name: '求购细绒棉',
      totalWeight: '150.5',
      totalQuantity: '600',
      price: '15900.00',
      weightUnit: '1',
      numberUnit: '2',
      contactPhone: '0575-88001234',
      validUntil: dayAfter(30),
      status: 1,
      closeTime: null,
    });
    expect(d.attrs).toEqual([{ attrCode: 'grade', attrName: '等级', value: '二级' }]);
    expect((await listAuditEvents(db, 'trade_demand', id)).map((e) => e.action)).toEqual(['publish']);
  });

  it('leaves blank attributes and the price out', async () => {
    const id = await saved(tok.buyer, demand({ attrs: [{ attrCode: 'grade', value: '' }], price: '' }));
    expect(await dataOf<DemandRecord>(detail(tok.buyer, id))).toMatchObject({ attrs: [], price: null });
  });

  it('answers every input rule', async () => {
    // Each spec rule answers its own reason; a text past its length is generic malformed input.
    const cases: [Record<string, unknown>, string, string][] = [
      [{ materialId: '' }, m.materialRequired, 'trade.category_required'],
      [{ name: '' }, '请填写货物名称', 'trade.goods_name_required'],
      [{ totalWeight: undefined }, m.figuresRequired, 'trade.figures_required'],
      [{ totalWeight: '-1' }, figureMessages.amountInvalid, 'trade.amount_invalid'],
      [{ totalQuantity: '1.123456' }, figureMessages.amountInvalid, 'trade.amount_invalid'],
      [{ price: '0' }, figureMessages.priceInvalid, 'trade.price_invalid'],
      [{ contactName: ' ' }, m.contactNameRequired, 'trade.contact_required'],
      [{ contactName: '李'.repeat(51) }, m.contactNameMax, 'request.invalid'],
      [{ contactPhone: '' }, m.contactPhoneRequired, 'trade.contact_phone_required'],
      [{ contactPhone: '110' }, m.contactPhoneInvalid, 'trade.contact_phone_invalid'],
      [{ validUntil: undefined }, m.validUntilRequired, 'trade.valid_until_required'],
      [{ validUntil: '2026/12/01' }, m.validUntilInvalid, 'trade.valid_until_format'],
      [{ validUntil: dayAfter(-1) }, m.validUntilPast, 'trade.valid_until_past'],
      [{ attrs: [{ attrCode: 'grade', value: '级'.repeat(21) }] }, figureMessages.attrValueMax, 'request.invalid'],
    ];
    for (const [over, msg, reason] of cases) expectRefusal(await save(tok.buyer, demand(over)), 400, reason, msg);
    const unknown = demand({ attrs: [{ attrCode: 'brand', value: '天山雪' }] });
    expectRefusal(await save(tok.buyer, unknown), 400, 'trade.attr_unknown');
  });

  it('is for an enterprise user holding the menu', async () => {
    expectRefusal(await save(tok.nopost, demand()), 403, 'trade.no_enterprise');
    expectRefusal(await save(tok.warehouse, demand()), 403, 'access.forbidden');
  });
});

describe('who sees a demand', () => {
  it('others see it while open and in date; its buyer always', async () => {
    const id = await saved(tok.buyer, demand());
    expect(await pageIds(tok.shipper)).toContain(id);
    expect(await pageIds(tok.otherBuyer)).toContain(id);
    await db
      .update(tradeDemand)
      .set({ validUntil: dayAfter(-2) })
      .where(eq(tradeDemand.id, id));
    expect(await pageIds(tok.shipper)).not.toContain(id);
    expectRefusal(await detail(tok.shipper, id), 404, 'access.not_found');
    const mine = await dataOf<DemandRecord>(detail(tok.buyer, id));
    expect(mine).toMatchObject({ status: 1, expired: true });
  });

  it('filters by name, category and status', async () => {
    const name = `过滤求购${Date.now()}`;
    const id = await saved(tok.buyer, demand({ name }));
    expect(await pageIds(tok.shipper, { name })).toEqual([id]);
    expect(await pageIds(tok.shipper, { name, status: '2' })).toEqual([]);
    expect(await pageIds(tok.shipper, { name, materialId: '1' })).toEqual([]);
  });
});

describe('closing, editing and removing', () => {
  it('the buyer edits an open demand, closes it, and then cannot edit or close it again', async () => {
    const id = await saved(tok.buyer, demand());
    await saved(tok.buyer, demand({ id, name: '求购改名', totalWeight: '80' }));
    expect(await dataOf<DemandRecord>(detail(tok.buyer, id))).toMatchObject({ name: '求购改名', totalWeight: '80' });
    // Closing answers the demand's new status.
    expect(await dataOf(t.post(tok.buyer, `${BASE}/close`, { id }))).toEqual({ id, status: 2 });
    const closed = await dataOf<DemandRecord>(detail(tok.buyer, id));
    expect(closed).toMatchObject({ status: 2, statusName: '已关闭', expired: false });
    expect(closed.closeTime).toMatch(/^\d{4}-/);
    expect(await pageIds(tok.shipper)).not.toContain(id);
    expectRefusal(await t.post(tok.buyer, `${BASE}/close`, { id }), 409, 'trade.demand_not_open', m.notOpen);
    expectRefusal(await save(tok.buyer, demand({ id })), 409, 'trade.demand_not_editable', m.notEditable);
    expect((await listAuditEvents(db, 'trade_demand', id)).map((e) => e.action)).toEqual(['publish', 'edit', 'close']);
    await dataOf(t.post(tok.buyer, `${BASE}/remove`, { ids: id }));
    expectRefusal(await detail(tok.buyer, id), 404, 'access.not_found');
  });

  it("another enterprise neither edits, closes nor removes a buyer's demand (404)", async () => {
    const id = await saved(tok.buyer, demand());
    expectRefusal(await save(tok.otherBuyer, demand({ id })), 404, 'access.not_found');
    expectRefusal(await t.post(tok.shipper, `${BASE}/close`, { id }), 404, 'access.not_found');
    expectRefusal(await t.post(tok.platform, `${BASE}/close`, { id }), 404, 'access.not_found');
    const mixed = await t.post(tok.otherBuyer, `${BASE}/remove`, { ids: id });
    expectRefusal(mixed, 404, 'access.not_found');
    expect((await dataOf<DemandRecord>(detail(tok.buyer, id))).status).toBe(1);
  });
});
