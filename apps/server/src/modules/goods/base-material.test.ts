import {
  AttrType,
  COMMON_ATTRIBUTES,
  DEFAULT_ATTR_FLAGS,
  MATERIAL_IN_USE,
  baseMaterialMessages as m,
  newAttribute,
} from '@kc/domain/goods/base-material';
import { and, count, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createTenant, createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { inUseQuery } from '../inbound/category-use';
import { inboundOrder } from '../inbound/inbound.table';
import { demoGoods } from '../seed/data/goods';
import { detailsQuery } from './bank-material-detail.repo';
import { attributesQuery, materialsQuery } from './base-material.repo';
import { coveringMaterial, goodsQuery } from './financing-goods.repo';
import { bankMaterialDetail, baseMaterial, baseMaterialAttr, financingGoods, financingGoodsAttr } from './goods.table';
import { seedDemoGoods } from './seed-demo-goods';

const BASE = '/api/kc-flrk/basematerial';

let t: TestApp;
let admin: Session;
let bank: Session;
let shipper: Session;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
  bank = await t.session('bank');
  shipper = await t.session('shipper');
});
afterAll(async () => t?.close());

type Form = Record<string, unknown> & {
  commonAttributeList: Record<string, unknown>[];
  baseMaterialAttributeList: Record<string, unknown>[];
};

/** A complete new-category form, started the way the page starts it: from fullAttrList. */
const newForm = (overrides: Partial<Form> = {}): Form => ({
  name: `测试类别${++seq}`,
  code: `T${seq}`,
  pricingMode: 0,
  ccbType: '2',
  weightUnit: '1',
  numberUnit: '1',
  sort: seq,
  status: 1,
  commonAttributeList: COMMON_ATTRIBUTES.map((a, i) => newAttribute(AttrType.common, i + 1, a)),
  baseMaterialAttributeList: [newAttribute(AttrType.extra, 6, { attrCode: 'thickness', attrName: '厚度' })],
  ...overrides,
});

const create = async (overrides: Partial<Form> = {}) => {
  const res = (await admin.post(`${BASE}/submit`, newForm(overrides))).json();
  expect(res).toMatchObject({ code: 200 });
  return res.data as string;
};
const detailOf = async (id: string) => (await admin.get(`${BASE}/detail?id=${id}`)).json().data;

describe('a new category starts from the common attributes with the default flags', () => {
  it('fullAttrList without materialId answers the common templates: receipt 1, trade 0, contract 0, storage 1, split 0, home 0, pickup 1', async () => {
    const res = (await admin.get(`${BASE}/fullAttrList`)).json();
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(COMMON_ATTRIBUTES.length);
    res.data.forEach((a: Record<string, unknown>, i: number) => {
      expect(a).toMatchObject({
        attrCode: COMMON_ATTRIBUTES[i]!.attrCode,
        attrName: COMMON_ATTRIBUTES[i]!.attrName,
        attrType: 0,
        sort: i + 1,
        isShow: 1,
        isTrade: 0,
        isContract: 0,
        isStorage: 1,
        isSplit: 0,
        isHome: 0,
        isPickup: 1,
      });
      expect(a).not.toHaveProperty('materialId');
    });
    expect((await admin.get(`${BASE}/fullAttrList?type=1`)).json().data).toEqual([]);
  });

  it('a category saved from that form keeps whatever the form sends, the defaults included', async () => {
    const id = await create({
      baseMaterialAttributeList: [
        { ...newAttribute(AttrType.extra, 6, { attrCode: 'thickness', attrName: '厚度' }), isTrade: 1, isHome: 1 },
      ],
    });
    const d = await detailOf(id);
    expect(d.commonAttributeList).toHaveLength(COMMON_ATTRIBUTES.length);
    for (const a of d.commonAttributeList)
      expect(a).toMatchObject({ ...DEFAULT_ATTR_FLAGS, attrType: 0, materialId: id });
    expect(d.baseMaterialAttributeList).toEqual([
      expect.objectContaining({
        attrCode: 'thickness',
        attrName: '厚度',
        attrType: 1,
        isTrade: 1,
        isHome: 1,
        isShow: 1,
      }),
    ]);
    const typed = (await admin.get(`${BASE}/fullAttrList?materialId=${id}&type=1`)).json().data;
    expect(typed.map((a: { attrCode: string }) => a.attrCode)).toEqual(['thickness']);
    const all = (await admin.get(`${BASE}/fullAttrList?materialId=${id}`)).json().data;
    expect(all).toHaveLength(COMMON_ATTRIBUTES.length + 1);
  });
});

describe('submit, detail, page and selects', () => {
  it('creates a category and shows it in the page, the detail, listAll and the inbound-order select', async () => {
    const id = await create({ name: '电解铜', code: 'TONG01', pricingMode: 0, weightUnit: '1', sort: 900 });
    const page = (await admin.get(`${BASE}/page?current=1&size=10&code=TONG01`)).json();
    expect(page.data).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(page.data.records[0]).toMatchObject({
      id,
      code: 'TONG01',
      name: '电解铜',
      pricingMode: 0,
      ccbType: '2',
      weightUnit: '1',
      numberUnit: '1',
      sort: 900,
      status: 1,
    });
    expect(page.data.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await admin.get(`${BASE}/page?name=${encodeURIComponent('电解')}`)).json().data.total).toBe(1);

    const all = (await shipper.get(`${BASE}/listAll`)).json().data;
    expect(all.find((r: { id: string }) => r.id === id)).toEqual({
      id,
      code: 'TONG01',
      name: '电解铜',
      pricingMode: 0,
      weightUnit: '1',
      numberUnit: '1',
      status: 1,
    });

    const forInput = (await shipper.get(`${BASE}/findBaseMaterialListForInputOrder`)).json().data;
    const mine = forInput.find((r: { id: string }) => r.id === id);
    expect(mine.attrList).toHaveLength(COMMON_ATTRIBUTES.length + 1);
  });

  it('lists by sort ascending, then the newest first', async () => {
    const a = await create({ sort: 5000, code: 'ORD-A' });
    const b = await create({ sort: 4000, code: 'ORD-B' });
    const c = await create({ sort: 5000, code: 'ORD-C' });
    const page = (await admin.get(`${BASE}/page?code=ORD-&size=50`)).json().data;
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([b, c, a]);
  });

  it('listAll and the inbound-order select hold only normal categories, the latter with storage attributes only', async () => {
    const hidden = await create({ status: 2 });
    const disabled = await create({ status: 0 });
    const storageOnly = await create({
      baseMaterialAttributeList: [
        { ...newAttribute(AttrType.extra, 6, { attrCode: 'noStore', attrName: '非仓储属性' }), isStorage: 0 },
      ],
    });
    const ids = (await shipper.get(`${BASE}/listAll`)).json().data.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(disabled);
    const forInput = (await shipper.get(`${BASE}/findBaseMaterialListForInputOrder`)).json().data;
    const row = forInput.find((r: { id: string }) => r.id === storageOnly);
    expect(row.attrList.map((a: { attrCode: string }) => a.attrCode)).not.toContain('noStore');
    expect(row.attrList.every((a: { isStorage: number }) => a.isStorage === 1)).toBe(true);
  });

  it('the demo categories are there for every screen', async () => {
    const all = (await shipper.get(`${BASE}/listAll`)).json().data;
    expect(all.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['MH001', 'MS001', 'GC001']));
  });

  it('edit keeps attribute rows by id, adds new ones and soft-deletes an extra attribute the page removed', async () => {
    const id = await create({
      baseMaterialAttributeList: [
        newAttribute(AttrType.extra, 6, { attrCode: 'width', attrName: '宽度' }),
        newAttribute(AttrType.extra, 7, { attrCode: 'length', attrName: '长度' }),
      ],
    });
    const before = await detailOf(id);
    const width = before.baseMaterialAttributeList.find((a: { attrCode: string }) => a.attrCode === 'width');
    const length = before.baseMaterialAttributeList.find((a: { attrCode: string }) => a.attrCode === 'length');
    const edited = {
      ...before,
      name: '改名后的类别',
      commonAttributeList: before.commonAttributeList.map((a: Record<string, unknown>) => ({ ...a, isTrade: 1 })),
      baseMaterialAttributeList: [
        { ...width, attrName: '幅宽' },
        newAttribute(AttrType.extra, 8, { attrCode: 'weave', attrName: '织法' }),
      ],
    };
    expect((await admin.post(`${BASE}/submit`, edited)).json()).toMatchObject({ code: 200, data: id });
    const after = await detailOf(id);
    expect(after.name).toBe('改名后的类别');
    expect(after.commonAttributeList.map((a: { id: string }) => a.id)).toEqual(
      before.commonAttributeList.map((a: { id: string }) => a.id),
    );
    expect(after.commonAttributeList.every((a: { isTrade: number }) => a.isTrade === 1)).toBe(true);
    expect(after.baseMaterialAttributeList.map((a: { attrCode: string }) => a.attrCode)).toEqual(['width', 'weave']);
    expect(after.baseMaterialAttributeList[0]).toMatchObject({ id: width.id, attrName: '幅宽' });
    const [removed] = await t.ctx.db.select().from(baseMaterialAttr).where(eq(baseMaterialAttr.id, length.id));
    expect(removed!.isDeleted).toBe(1);
  });

  it('an unknown id in the edit form answers 404', async () => {
    const res = await admin.post(`${BASE}/submit`, newForm({ id: '999999999' }));
    expectRefusal(res, 404, 'access.not_found', '数据不存在或无权查看');
  });
});

describe('category codes are unique per tenant among live categories', () => {
  it('refuses a second category with the code of a live one', async () => {
    const res = await admin.post(`${BASE}/submit`, newForm({ code: 'MH001' }));
    expectRefusal(res, 400, 'goods.code_taken', m.codeTaken('MH001'));
  });

  it('lets an edit keep its own code, and frees a code when its category is removed', async () => {
    const id = await create({ code: 'FREE01' });
    const d = await detailOf(id);
    expect((await admin.post(`${BASE}/submit`, { ...d, sort: 77 })).json()).toMatchObject({ code: 200 });
    expect((await admin.post(`${BASE}/remove?ids=${id}`)).json()).toMatchObject({ code: 200, data: true });
    expect(await create({ code: 'FREE01' })).not.toBe(id);
  });

  it('another tenant sees none of these categories', async () => {
    await createTenant(t.ctx.db, '100001');
    await createUser(t.ctx.db, 'other-tenant-user', { tenantId: '100001' });
    const token = await t.login('other-tenant-user', undefined, '100001');
    expect((await t.get(token, `${BASE}/listAll`)).json()).toMatchObject({ code: 200, data: [] });
  });
});

describe('every rule of the category form answers its message', () => {
  const attr = (overrides: Record<string, unknown>) => ({
    ...newAttribute(AttrType.extra, 6, { attrCode: 'x1', attrName: '属性一' }),
    ...overrides,
  });
  const cases: [string, Partial<Form>, string][] = [
    ['name required', { name: '' }, m.nameRequired],
    ['name at most 200', { name: '棉'.repeat(201) }, m.nameMax],
    ['code required', { code: ' ' }, m.codeRequired],
    ['code at most 50', { code: 'C'.repeat(51) }, m.codeMax],
    ['pricing mode required', { pricingMode: undefined }, m.pricingModeRequired],
    ['sort required', { sort: '' }, m.sortRequired],
    ['sort at most 11 digits', { sort: '123456789012' }, m.sortInvalid],
    ['sort an integer', { sort: '1.5' }, m.sortInvalid],
    ['status required', { status: undefined }, m.statusRequired],
    ['attribute code required', { baseMaterialAttributeList: [attr({ attrCode: '' })] }, m.attrCodeRequired],
    ['attribute code at most 50', { baseMaterialAttributeList: [attr({ attrCode: 'a'.repeat(51) })] }, m.attrCodeMax],
    ['attribute name required', { baseMaterialAttributeList: [attr({ attrName: '' })] }, m.attrNameRequired],
    [
      'attribute name at most 100',
      { baseMaterialAttributeList: [attr({ attrName: '名'.repeat(101) })] },
      m.attrNameMax,
    ],
    ['attribute sort required', { baseMaterialAttributeList: [attr({ sort: null })] }, m.attrSortRequired],
    ['attribute sort at most 11 digits', { baseMaterialAttributeList: [attr({ sort: 123456789012 })] }, m.sortInvalid],
    [
      'attribute codes unique within the category',
      { baseMaterialAttributeList: [attr({ attrCode: 'brand' })] },
      m.attrCodeDuplicate('brand'),
    ],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const res = await admin.post(`${BASE}/submit`, newForm(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: message });
  });

  const flags: [string, string][] = [
    ['isShow', '仓单属性'],
    ['isTrade', '交易属性'],
    ['isContract', '合同属性'],
    ['isStorage', '仓储属性'],
    ['isSplit', '拆单属性'],
    ['isHome', '首页展示'],
    ['isPickup', '提货属性'],
  ];
  it.each(flags)('attribute flag %s required', async (flag, label) => {
    const res = await admin.post(`${BASE}/submit`, newForm({ baseMaterialAttributeList: [attr({ [flag]: '' })] }));
    expect(res.json()).toMatchObject({ code: 400, msg: m.attrFlagRequired(label) });
  });
});

describe('remove and the in-use check (spec 1 §8)', () => {
  it('a category an inbound order uses answers data 402 with the message and stays', async () => {
    const id = await create();
    await t.ctx.db.insert(inboundOrder).values({ tenantId: '000000', code: `RK${seq}`, materialId: id });
    expect((await admin.get(`${BASE}/checkMaterialInInput?id=${id}`)).json()).toMatchObject({
      code: 200,
      data: MATERIAL_IN_USE,
    });
    const res = await admin.post(`${BASE}/remove?ids=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, success: true, data: 402, msg: '删除失败,此类别已被占用!' });
    expect((await detailOf(id)).id).toBe(id);
  });

  it('one category in use stops a remove of several: nothing is removed', async () => {
    const free = await create();
    const used = await create();
    await t.ctx.db.insert(inboundOrder).values({ tenantId: '000000', code: `RK${seq}`, materialId: used });
    expect((await admin.post(`${BASE}/remove`, { ids: `${free},${used}` })).json()).toMatchObject({ data: 402 });
    expect((await detailOf(free)).id).toBe(free);
  });

  it('a deleted inbound order no longer holds the category', async () => {
    const id = await create();
    await t.ctx.db.insert(inboundOrder).values({ tenantId: '000000', code: `RK${seq}`, materialId: id, isDeleted: 1 });
    expect((await admin.get(`${BASE}/checkMaterialInInput?id=${id}`)).json()).toMatchObject({ code: 200, data: 200 });
  });

  it('a free category is removed with its attributes, the banks’ details and financing goods rows', async () => {
    const id = await create();
    const [jr] = await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, 'JR0001'));
    const bankId = jr!.id;
    const detail = { materialId: id, bankEnterpriseId: bankId, name: '行内名称', code: 'HN1', sort: 1, status: 1 };
    expect((await admin.post('/api/kc-flrk/baseMaterialDetail/submit', detail)).json()).toMatchObject({ code: 200 });
    const goods = {
      bankEnterpriseId: bankId,
      code: 'RZ-T',
      name: '测试融资货物',
      type: 2,
      pricingMode: 0,
      sort: 1,
      status: 1,
      attributeList: [{ materialId: id, sort: 1 }],
    };
    expect((await admin.post('/api/kc-flrk/financingGoods/submit', goods)).json()).toMatchObject({ code: 200 });
    expect((await admin.get(`${BASE}/checkMaterialInInput?id=${id}`)).json().data).toBe(200);
    expect((await admin.post(`${BASE}/remove`, { ids: [id] })).json()).toMatchObject({ code: 200, data: true });
    expectRefusal(await admin.get(`${BASE}/detail?id=${id}`), 404, 'access.not_found', '数据不存在或无权查看');
    const attrs = await t.ctx.db.select().from(baseMaterialAttr).where(eq(baseMaterialAttr.materialId, id));
    expect(attrs.length).toBeGreaterThan(0);
    expect(attrs.every((a) => a.isDeleted === 1)).toBe(true);
    const details = await t.ctx.db.select().from(bankMaterialDetail).where(eq(bankMaterialDetail.materialId, id));
    expect(details.map((d) => d.isDeleted)).toEqual([1]);
    const rows = await t.ctx.db
      .select()
      .from(financingGoodsAttr)
      .where(and(eq(financingGoodsAttr.materialId, id), eq(financingGoodsAttr.bankEnterpriseId, bankId)));
    expect(rows.map((r) => r.isDeleted)).toEqual([1]);
  });

  it('an unknown id answers 404 and an empty list the spec message', async () => {
    expectRefusal(await admin.post(`${BASE}/remove?ids=999999999`), 404, 'access.not_found', '数据不存在或无权查看');
    expect((await admin.post(`${BASE}/remove`, { ids: '' })).json()).toMatchObject({
      code: 400,
      msg: '请选择至少一条数据!',
    });
  });
});

describe('updateStatus', () => {
  it('hides and shows categories with the reviewer note', async () => {
    const a = await create();
    const b = await create();
    const res = await admin.post(`${BASE}/updateStatus`, { ids: `${a},${b}`, status: 2, reviewerReason: '暂停展示' });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await detailOf(a)).toMatchObject({ status: 2, reviewerReason: '暂停展示' });
    const ids = (await admin.get(`${BASE}/listAll`)).json().data.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(a);
    await admin.post(`${BASE}/updateStatus`, { ids: [a], status: 1 });
    expect((await detailOf(a)).status).toBe(1);
  });

  it('answers the rules’ messages', async () => {
    const a = await create();
    expect((await admin.post(`${BASE}/updateStatus`, { ids: a })).json()).toMatchObject({
      code: 400,
      msg: m.statusRequired,
    });
    expect(
      (await admin.post(`${BASE}/updateStatus`, { ids: a, status: 0, reviewerReason: '意'.repeat(256) })).json(),
    ).toMatchObject({ code: 400, msg: m.reviewerReasonMax });
    expect((await admin.post(`${BASE}/updateStatus`, { ids: '', status: 0 })).json()).toMatchObject({
      code: 400,
      msg: '请选择至少一条数据!',
    });
    expectRefusal(
      await admin.post(`${BASE}/updateStatus`, { ids: `${a},999999999`, status: 0 }),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
    expect((await detailOf(a)).status).toBe(1);
  });
});

describe('who keeps the categories', () => {
  it('the platform operator role may write them, as the administrator does', async () => {
    await createUser(t.ctx.db, 'operator-goods', { roleAliases: ['platform'], userType: 1 });
    const operator = await t.login('operator-goods');
    expect((await t.post(operator, `${BASE}/submit`, newForm())).json()).toMatchObject({ code: 200 });
  });

  it('a bank holding the menu reads categories but writes none (403)', async () => {
    const id = await create();
    expect((await bank.get(`${BASE}/page`)).json()).toMatchObject({ code: 200 });
    expect((await bank.get(`${BASE}/detail?id=${id}`)).json()).toMatchObject({ code: 200 });
    expectRefusal(await bank.post(`${BASE}/submit`, newForm()), 403, 'goods.not_catalogue_keeper', '无权执行此操作');
    const renamed = { ...(await detailOf(id)), name: '银行改名' };
    expectRefusal(await bank.post(`${BASE}/submit`, renamed), 403, 'goods.not_catalogue_keeper', '无权执行此操作');
    expectRefusal(await bank.post(`${BASE}/remove?ids=${id}`), 403, 'goods.not_catalogue_keeper', '无权执行此操作');
    expectRefusal(
      await bank.post(`${BASE}/updateStatus`, { ids: id, status: 2 }),
      403,
      'goods.not_catalogue_keeper',
      '无权执行此操作',
    );
    expect(await detailOf(id)).toMatchObject({ status: 1 });
  });

  it('a party without the menu reaches only the selects', async () => {
    expect((await shipper.get(`${BASE}/page`)).statusCode).toBe(403);
    expect((await shipper.post(`${BASE}/submit`, newForm())).statusCode).toBe(403);
    expect((await shipper.get(`${BASE}/fullAttrList`)).json()).toMatchObject({ code: 200 });
  });
});

describe('demo goods', () => {
  it('seeding them again adds nothing: categories, details and financing goods are matched by code', async () => {
    const db = t.ctx.db;
    const n = async () => ({
      categories: (await db.select({ n: count() }).from(baseMaterial))[0]!.n,
      attributes: (await db.select({ n: count() }).from(baseMaterialAttr))[0]!.n,
      details: (await db.select({ n: count() }).from(bankMaterialDetail))[0]!.n,
      goods: (await db.select({ n: count() }).from(financingGoods))[0]!.n,
      rows: (await db.select({ n: count() }).from(financingGoodsAttr))[0]!.n,
    });
    const before = await n();
    await seedDemoGoods(db, demoGoods);
    await seedDemoGoods(db, demoGoods);
    expect(await n()).toEqual(before);
  });

  it('cotton is by weight in tons, yarn too, steel by count in pieces, with their own extra attributes', async () => {
    const all = (await admin.get(`${BASE}/page?size=200`)).json().data.records;
    const byCode = (code: string) => all.find((r: { code: string }) => r.code === code);
    expect(byCode('MH001')).toMatchObject({ name: '棉花', pricingMode: 0, weightUnit: '1', ccbType: '0' });
    expect(byCode('MS001')).toMatchObject({ name: '棉纱', pricingMode: 0, weightUnit: '1', ccbType: '1' });
    expect(byCode('GC001')).toMatchObject({ name: '钢材', pricingMode: 1, numberUnit: '1', ccbType: '2' });
    const cotton = await detailOf(byCode('MH001').id);
    expect(cotton.commonAttributeList.map((a: { attrName: string }) => a.attrName)).toContain('等级');
    expect(cotton.baseMaterialAttributeList.map((a: { attrName: string }) => a.attrName)).toEqual([
      '产区',
      '颜色级',
      '回潮率',
      '马克隆值',
      '包数',
    ]);
    // 包数 is cotton's splittable attribute (拆单属性): the owner's bill split divides it.
    const bales = cotton.baseMaterialAttributeList.find((a: { attrCode: string }) => a.attrCode === 'bales');
    expect(bales).toMatchObject({ isSplit: 1 });
  });
});

describe('list queries are index-backed', () => {
  /**
   * The plan with sequential scans priced out: a table still read by Seq Scan has no index that fits the
   * query's shape. On these small tables the planner may pick any fitting index, so each check names the ones
   * that fit.
   */
  const plan = async (db: Db, query: SQLWrapper) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${query}`);
      const rows = (res as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  const expectIndexed = (text: string, index: RegExp) => {
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(index);
  };

  it('lists of categories, their attributes, the in-use check, and the per-category and per-bank lists', async () => {
    const db = t.ctx.db;
    const [fg] = await db.select({ bankId: financingGoods.bankEnterpriseId }).from(financingGoods).limit(1);
    const bankId = fg!.bankId;
    expectIndexed(await plan(db, materialsQuery(db, '000000')), /kc_base_material_(list_idx|code_uq)/);
    expectIndexed(await plan(db, attributesQuery(db, ['1000001'])), /kc_base_material_attr_material_idx/);
    expectIndexed(await plan(db, inUseQuery(db, ['1000001'])), /kc_wms_input_material_idx/);
    const perMaterial = eq(bankMaterialDetail.materialId, '1000001');
    expectIndexed(await plan(db, detailsQuery(db, '000000', perMaterial)), /kc_bank_material_detail_uq/);
    const perBank = eq(bankMaterialDetail.bankEnterpriseId, bankId);
    expectIndexed(await plan(db, detailsQuery(db, '000000', perBank)), /kc_bank_material_detail_(bank_idx|uq)/);
    const goodsOfBank = eq(financingGoods.bankEnterpriseId, bankId);
    expectIndexed(await plan(db, goodsQuery(db, '000000', goodsOfBank)), /kc_financing_goods_bank_idx/);
    const covering = coveringMaterial(db, '1000001');
    expectIndexed(await plan(db, goodsQuery(db, '000000', covering)), /kc_financing_goods_attr_material_idx/);
  });
});
