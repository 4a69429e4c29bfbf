import { baseMaterialMessages as m } from '@kc/domain/goods/base-material';
import { financingMessages as f } from '@kc/domain/goods/financing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from './goods.table';

const BASE = '/api/kc-flrk/baseMaterialDetail';

let t: TestApp;
let admin: Session;
let bank: Session;
let otherBank: Session;
let bankId: string;
let otherBankId: string;
let warehouseId: string;
let seq = 0;

const enterpriseIdOf = async (code: string) =>
  (await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, code)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
  bank = await t.session('bank');
  bankId = await enterpriseIdOf('JR0001');
  warehouseId = await enterpriseIdOf('CK0001');
  const [other] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '中国工商银行股份有限公司郑州分行', type: '5', code: 'JR0099', status: 1 })
    .returning({ id: enterprise.id });
  otherBankId = other!.id;
  await createUser(t.ctx.db, 'bank-abc', { roleAliases: ['bank'], postId: otherBankId, userType: 2 });
  otherBank = await t.session('bank-abc');
});
afterAll(async () => t?.close());

const newCategory = async () => {
  const n = ++seq;
  const res = await admin.post('/api/kc-flrk/basematerial/submit', {
    name: `明细测试类别${n}`,
    code: `BD${n}`,
    pricingMode: 0,
    sort: n,
    status: 1,
  });
  return res.json().data as string;
};
const detailForm = (materialId: string, bankEnterpriseId: string, overrides: Record<string, unknown> = {}) => ({
  materialId,
  bankEnterpriseId,
  name: '行内棉花',
  code: 'HN-01',
  sort: 1,
  status: 1,
  ...overrides,
});
const submit = async (token: string, form: object) => (await t.post(token, `${BASE}/submit`, form)).json();

describe('the demo bank’s details', () => {
  it('each demo category has the demo bank’s own name and code', async () => {
    const [cotton] = await t.ctx.db.select().from(baseMaterial).where(eq(baseMaterial.code, 'MH001'));
    const res = (await admin.get(`${BASE}/findBankMaterialDetailList?materialId=${cotton!.id}`)).json();
    // The desk bank (bank2, 中国农业银行股份有限公司郑州分行) keeps its own details too; the demo bank's is this one.
    expect(res.data.filter((d: { bankEnterpriseId: string }) => d.bankEnterpriseId === bankId)).toEqual([
      expect.objectContaining({
        materialId: cotton!.id,
        materialName: '棉花',
        bankEnterpriseId: bankId,
        bankName: '中国建设银行股份有限公司郑州金水支行',
        name: '建行棉花',
        code: 'CCB-MH',
        status: 1,
      }),
    ]);
    const mine = (await bank.get(`${BASE}/bankMaterialDetailList`)).json().data;
    expect(mine.map((d: { code: string }) => d.code)).toEqual(['CCB-MH', 'CCB-MS', 'CCB-GC']);
  });
});

describe('submit, list, detail and remove', () => {
  it('the platform keeps a detail for any bank', async () => {
    const materialId = await newCategory();
    const created = await submit(
      admin.token,
      detailForm(materialId, otherBankId, { name: '农行棉花', code: 'ABC-MH' }),
    );
    expect(created).toMatchObject({ code: 200 });
    const id = created.data as string;
    const list = (await admin.get(`${BASE}/list?current=1&size=10&materialId=${materialId}`)).json().data;
    expect(list).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(list.records[0]).toMatchObject({
      id,
      materialId,
      bankEnterpriseId: otherBankId,
      bankName: '中国工商银行股份有限公司郑州分行',
      name: '农行棉花',
      code: 'ABC-MH',
      sort: 1,
      status: 1,
    });
    const edited = await submit(
      admin.token,
      detailForm(materialId, otherBankId, { id, name: '农行皮棉', sort: 9, status: 2 }),
    );
    expect(edited).toMatchObject({ code: 200, data: id });
    expect((await admin.get(`${BASE}/detail?id=${id}`)).json().data).toMatchObject({
      name: '农行皮棉',
      sort: 9,
      status: 2,
    });
    expect((await admin.post(`${BASE}/remove?ids=${id}`)).json()).toMatchObject({ code: 200 });
    expectRefusal(await admin.get(`${BASE}/detail?id=${id}`), 404, 'access.not_found', '数据不存在或无权查看');
    // Removed, the pair is free again.
    expect(await submit(admin.token, detailForm(materialId, otherBankId))).toMatchObject({ code: 200 });
  });

  it('one detail per category and bank', async () => {
    const materialId = await newCategory();
    const first = await submit(admin.token, detailForm(materialId, bankId));
    expect(first.code).toBe(200);
    const again = await admin.post(`${BASE}/submit`, detailForm(materialId, bankId, { code: 'HN-02' }));
    expectRefusal(again, 400, 'goods.bank_detail_taken', f.bankDetailTaken);
    // Editing keeps its own pair; another bank may have its own.
    expect(await submit(admin.token, detailForm(materialId, bankId, { id: first.data, code: 'HN-03' }))).toMatchObject({
      code: 200,
    });
    expect(await submit(admin.token, detailForm(materialId, otherBankId))).toMatchObject({ code: 200 });
  });

  it('a category that does not exist answers 404; an enterprise that is not a bank the bank message', async () => {
    expectRefusal(
      await admin.post(`${BASE}/submit`, detailForm('999999999', bankId)),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
    const materialId = await newCategory();
    const notBank = await admin.post(`${BASE}/submit`, detailForm(materialId, warehouseId));
    expectRefusal(notBank, 400, 'goods.bank_required', f.bankRequired);
  });
});

describe('every rule of the detail form answers its message', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['bank required', { bankEnterpriseId: '' }, f.bankRequired],
    ['name required', { name: '' }, f.nameRequired],
    ['name at most 200', { name: '名'.repeat(201) }, f.nameMax],
    ['code required', { code: '' }, f.codeRequired],
    ['code at most 50', { code: 'c'.repeat(51) }, f.codeMax],
    ['sort required', { sort: '' }, f.sortRequired],
    ['sort at most 11 digits', { sort: '123456789012' }, m.sortInvalid],
    ['sort an integer', { sort: '-1' }, m.sortInvalid],
    ['status required', { status: null }, f.statusRequired],
  ];
  it.each(cases)('%s', async (_name, overrides, message) => {
    const res = await admin.post(`${BASE}/submit`, detailForm('1000001', bankId, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: message });
  });
});

describe('a bank keeps only its own details', () => {
  it('sees only its own rows in every list, and another bank’s detail answers 404', async () => {
    const materialId = await newCategory();
    const mine = (await submit(admin.token, detailForm(materialId, bankId, { code: 'CCB-X' }))).data;
    const theirs = (await submit(admin.token, detailForm(materialId, otherBankId, { code: 'ABC-X' }))).data;

    const all = (await admin.get(`${BASE}/list?materialId=${materialId}`)).json().data.records;
    expect(all.map((r: { id: string }) => r.id).sort()).toEqual([mine, theirs].sort());
    const seen = (await bank.get(`${BASE}/list?materialId=${materialId}`)).json().data;
    expect(seen.records.map((r: { id: string }) => r.id)).toEqual([mine]);
    expect(seen.total).toBe(1);
    const perCategory = (await bank.get(`${BASE}/findBankMaterialDetailList?materialId=${materialId}`)).json().data;
    expect(perCategory.map((r: { id: string }) => r.id)).toEqual([mine]);
    const everyBankList = (await bank.get(`${BASE}/list?size=200`)).json().data.records;
    expect(everyBankList.every((r: { bankEnterpriseId: string }) => r.bankEnterpriseId === bankId)).toBe(true);

    expectRefusal(await bank.get(`${BASE}/detail?id=${theirs}`), 404, 'access.not_found', '数据不存在或无权查看');
    expect((await otherBank.get(`${BASE}/detail?id=${theirs}`)).json().data).toMatchObject({ code: 'ABC-X' });
    const another = await bank.get(`${BASE}/bankMaterialDetailList?bankEnterpriseId=${otherBankId}`);
    expectRefusal(another, 403, 'goods.not_own_bank', '无权执行此操作');
    const own = (await bank.get(`${BASE}/bankMaterialDetailList?bankEnterpriseId=${bankId}`)).json().data;
    expect(own.map((r: { id: string }) => r.id)).toContain(mine);
    const platform = (await admin.get(`${BASE}/bankMaterialDetailList?bankEnterpriseId=${otherBankId}`)).json();
    expect(platform.data.map((r: { id: string }) => r.id)).toContain(theirs);
    expectRefusal(await admin.get(`${BASE}/bankMaterialDetailList`), 400, 'goods.bank_required', f.bankRequired);
  });

  it('writes only its own: another bank’s detail is 403 to name and 404 to touch', async () => {
    const materialId = await newCategory();
    const theirs = (await submit(admin.token, detailForm(materialId, otherBankId))).data;
    const named = await bank.post(`${BASE}/submit`, detailForm(materialId, otherBankId, { code: 'X' }));
    expectRefusal(named, 403, 'goods.not_own_bank', '无权执行此操作');
    const touched = await bank.post(`${BASE}/submit`, detailForm(materialId, bankId, { id: theirs }));
    expectRefusal(touched, 404, 'access.not_found', '数据不存在或无权查看');
    expectRefusal(await bank.post(`${BASE}/remove?ids=${theirs}`), 404, 'access.not_found', '数据不存在或无权查看');
    expect((await admin.get(`${BASE}/detail?id=${theirs}`)).json().data).toMatchObject({
      bankEnterpriseId: otherBankId,
    });

    const mine = await submit(bank.token, detailForm(materialId, bankId, { name: '建行自维护' }));
    expect(mine).toMatchObject({ code: 200 });
    expect((await bank.post(`${BASE}/remove`, { ids: mine.data })).json()).toMatchObject({ code: 200 });
  });

  it('a party without the menu is refused', async () => {
    const shipper = await t.login('shipper');
    expect((await t.get(shipper, `${BASE}/list`)).statusCode).toBe(403);
  });
});
