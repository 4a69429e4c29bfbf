import { baseMaterialMessages as m } from '@kc/domain/goods/base-material';
import { financingMessages as f } from '@kc/domain/goods/financing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial, financingGoodsAttr } from './goods.table';

const BASE = '/api/kc-flrk/financingGoods';
const BY_BANK = '/api/kc-flrk/baseBankInfo/getListByEnterpriseId';

let t: TestApp;
let admin: Session;
let bank: Session;
let otherBank: Session;
let bankId: string;
let otherBankId: string;
let cotton: string;
let yarn: string;
let steel: string;

const idOf = async (table: typeof enterprise | typeof baseMaterial, code: string) =>
  (await t.ctx.db.select({ id: table.id }).from(table).where(eq(table.code, code)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
  bank = await t.session('bank');
  bankId = await idOf(enterprise, 'JR0001');
  cotton = await idOf(baseMaterial, 'MH001');
  yarn = await idOf(baseMaterial, 'MS001');
  steel = await idOf(baseMaterial, 'GC001');
  const [other] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '交通银行股份有限公司郑州分行', type: '5', code: 'JR0003', status: 1 })
    .returning({ id: enterprise.id });
  otherBankId = other!.id;
  await createUser(t.ctx.db, 'bank-bocom', { roleAliases: ['bank'], postId: otherBankId, userType: 2 });
  otherBank = await t.session('bank-bocom');
});
afterAll(async () => t?.close());

const goodsForm = (bankEnterpriseId: string, overrides: Record<string, unknown> = {}) => ({
  bankEnterpriseId,
  code: 'RZ-01',
  name: '纺织原料质押融资',
  type: 2,
  pricingMode: 0,
  sort: 1,
  status: 1,
  attributeList: [
    { materialId: cotton, sort: 1 },
    { materialId: yarn, sort: 2 },
  ],
  ...overrides,
});
const submit = async (token: string, form: object) => (await t.post(token, `${BASE}/submit`, form)).json();
const detailOf = async (token: string, id: string) => (await t.get(token, `${BASE}/detail?id=${id}`)).json().data;

describe('the demo bank’s financing goods', () => {
  it('cotton and yarn pledge financing, each covering its category', async () => {
    const list = (await bank.get(`${BY_BANK}?enterpriseId=${bankId}`)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        name: '棉花质押融资',
        type: 0,
        bankName: '中国建设银行股份有限公司郑州金水支行',
        attributeList: [expect.objectContaining({ materialId: cotton, materialName: '棉花', sort: 1 })],
      }),
      expect.objectContaining({
        name: '棉纱质押融资',
        type: 1,
        attributeList: [expect.objectContaining({ materialId: yarn, materialName: '棉纱', sort: 1 })],
      }),
    ]);
    const covering = (await admin.get(`${BASE}/list?bankEnterpriseId=${bankId}&materialId=${cotton}`)).json().data;
    expect(covering.records).toEqual([expect.objectContaining({ name: '棉花质押融资', materialNames: '棉花' })]);
    expect(covering.total).toBe(1);
  });
});

describe('submit, list, detail and remove', () => {
  it('creates financing goods covering categories; an attribute row without code or name shows the category’s', async () => {
    const created = await submit(admin.token, goodsForm(otherBankId));
    expect(created).toMatchObject({ code: 200 });
    const id = created.data as string;
    const page = (await admin.get(`${BASE}/list?current=1&size=10&bankEnterpriseId=${otherBankId}`)).json().data;
    expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(page.records[0]).toMatchObject({
      id,
      bankEnterpriseId: otherBankId,
      bankName: '交通银行股份有限公司郑州分行',
      code: 'RZ-01',
      name: '纺织原料质押融资',
      type: 2,
      pricingMode: 0,
      sort: 1,
      status: 1,
      materialNames: '棉花,棉纱',
    });
    expect((await detailOf(admin.token, id)).attributeList).toEqual([
      { materialId: cotton, materialName: '棉花', code: 'MH001', name: '棉花', sort: 1 },
      { materialId: yarn, materialName: '棉纱', code: 'MS001', name: '棉纱', sort: 2 },
    ]);
  });

  it('edit makes the form’s categories the set: kept, added and dropped', async () => {
    const id = (await submit(admin.token, goodsForm(otherBankId, { code: 'RZ-02' }))).data;
    const before = await t.ctx.db.select().from(financingGoodsAttr).where(eq(financingGoodsAttr.financingGoodsId, id));
    const cottonRowId = before.find((r) => r.materialId === cotton)!.id;
    const edited = await submit(
      admin.token,
      goodsForm(otherBankId, {
        id,
        code: 'RZ-02',
        name: '改名融资货物',
        type: 0,
        attributeList: [
          { materialId: steel, sort: 1, code: 'GT', name: '钢铁' },
          { materialId: cotton, sort: 3 },
        ],
      }),
    );
    expect(edited).toMatchObject({ code: 200, data: id });
    const d = await detailOf(admin.token, id);
    expect(d).toMatchObject({ name: '改名融资货物', type: 0 });
    expect(d.attributeList).toEqual([
      { materialId: steel, materialName: '钢材', code: 'GT', name: '钢铁', sort: 1 },
      { materialId: cotton, materialName: '棉花', code: 'MH001', name: '棉花', sort: 3 },
    ]);
    const rows = await t.ctx.db.select().from(financingGoodsAttr).where(eq(financingGoodsAttr.financingGoodsId, id));
    expect(rows.find((r) => r.materialId === yarn)!.isDeleted).toBe(1);
    expect(rows.find((r) => r.materialId === cotton)).toMatchObject({ id: cottonRowId, isDeleted: 0, sort: 3 });
    expect(rows).toHaveLength(3);
  });

  it('remove soft-deletes the goods with their rows', async () => {
    const id = (await submit(admin.token, goodsForm(otherBankId, { code: 'RZ-03' }))).data;
    expect((await admin.post(`${BASE}/remove?ids=${id}`)).json()).toMatchObject({ code: 200 });
    expectRefusal(await admin.get(`${BASE}/detail?id=${id}`), 404, 'access.not_found', '数据不存在或无权查看');
    const rows = await t.ctx.db.select().from(financingGoodsAttr).where(eq(financingGoodsAttr.financingGoodsId, id));
    expect(rows.every((r) => r.isDeleted === 1)).toBe(true);
  });

  it('refuses a category listed twice, a category that does not exist and an enterprise that is not a bank', async () => {
    const twice = [
      { materialId: cotton, sort: 1 },
      { materialId: cotton, sort: 2 },
    ];
    const listedTwice = await admin.post(`${BASE}/submit`, goodsForm(otherBankId, { attributeList: twice }));
    expectRefusal(listedTwice, 400, 'goods.duplicate_material', f.duplicateMaterial);
    const unknown = [{ materialId: '999999999', sort: 1 }];
    const noSuchCategory = await admin.post(`${BASE}/submit`, goodsForm(otherBankId, { attributeList: unknown }));
    expectRefusal(noSuchCategory, 404, 'access.not_found', '数据不存在或无权查看');
    const warehouse = await idOf(enterprise, 'CK0001');
    const notBank = await admin.post(`${BASE}/submit`, goodsForm(warehouse));
    expectRefusal(notBank, 400, 'goods.bank_required', f.bankRequired);
  });
});

describe('every rule of the financing goods form answers its message', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['at least one category (empty list)', { attributeList: [] }, f.attributesRequired],
    ['at least one category (no list)', { attributeList: undefined }, f.attributesRequired],
    ['each category row needs a sort', { attributeList: [{ materialId: '1000001' }] }, f.attrSortRequired],
    [
      'a row sort is capped at 11 characters',
      { attributeList: [{ materialId: '1000001', sort: '123456789012' }] },
      m.sortInvalid,
    ],
    ['type required', { type: '' }, f.typeRequired],
    ['bank required', { bankEnterpriseId: undefined }, f.bankRequired],
    ['name required', { name: '' }, f.nameRequired],
    ['name at most 200', { name: '融'.repeat(201) }, f.nameMax],
    ['code required', { code: '' }, f.codeRequired],
    ['code at most 50', { code: 'c'.repeat(51) }, f.codeMax],
    ['pricing mode required', { pricingMode: null }, f.pricingModeRequired],
    ['sort required', { sort: undefined }, f.sortRequired],
    ['sort at most 11 digits', { sort: 123456789012 }, m.sortInvalid],
    ['status required', { status: '' }, f.statusRequired],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const res = await admin.post(`${BASE}/submit`, goodsForm(otherBankId, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: message });
  });
});

describe('a bank keeps only its own financing goods', () => {
  it('lists only its own; naming another bank answers 403, another bank’s goods 404', async () => {
    const theirs = (await submit(admin.token, goodsForm(otherBankId, { code: 'RZ-ISO' }))).data;
    const seen = (await bank.get(`${BASE}/list?size=200`)).json().data.records;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r: { bankEnterpriseId: string }) => r.bankEnterpriseId === bankId)).toBe(true);
    expectRefusal(
      await bank.get(`${BASE}/list?bankEnterpriseId=${otherBankId}`),
      403,
      'goods.not_own_bank',
      '无权执行此操作',
    );
    expectRefusal(await bank.get(`${BASE}/detail?id=${theirs}`), 404, 'access.not_found', '数据不存在或无权查看');
    expectRefusal(
      await bank.get(`${BY_BANK}?enterpriseId=${otherBankId}`),
      403,
      'goods.not_own_bank',
      '无权执行此操作',
    );
    expect((await otherBank.get(`${BASE}/detail?id=${theirs}`)).json().data).toMatchObject({ code: 'RZ-ISO' });
    const platform = (await admin.get(`${BASE}/list?size=200`)).json().data.records;
    expect(platform.map((r: { id: string }) => r.id)).toContain(theirs);
    expect((await bank.get(BY_BANK)).json().data.length).toBeGreaterThanOrEqual(2);
    expectRefusal(await admin.get(BY_BANK), 400, 'goods.bank_required', f.bankRequired);
  });

  it('writes only its own', async () => {
    const theirs = (await submit(admin.token, goodsForm(otherBankId, { code: 'RZ-W' }))).data;
    expectRefusal(
      await bank.post(`${BASE}/submit`, goodsForm(otherBankId)),
      403,
      'goods.not_own_bank',
      '无权执行此操作',
    );
    expectRefusal(
      await bank.post(`${BASE}/submit`, goodsForm(bankId, { id: theirs })),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
    expectRefusal(await bank.post(`${BASE}/remove?ids=${theirs}`), 404, 'access.not_found', '数据不存在或无权查看');
    expect((await detailOf(admin.token, theirs)).bankEnterpriseId).toBe(otherBankId);
    const mine = await submit(bank.token, goodsForm(bankId, { code: 'RZ-OWN' }));
    expect(mine).toMatchObject({ code: 200 });
    expect((await bank.post(`${BASE}/remove`, { ids: [mine.data] })).json()).toMatchObject({ code: 200 });
  });

  it('a party without the menu is refused', async () => {
    const shipper = await t.login('shipper');
    expect((await t.get(shipper, `${BASE}/list`)).statusCode).toBe(403);
    expect((await t.get(shipper, BY_BANK)).statusCode).toBe(403);
  });
});
