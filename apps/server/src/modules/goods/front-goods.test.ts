import { AttrType, COMMON_ATTRIBUTES, newAttribute } from '@kc/domain/goods/base-material';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createTenant, createUser } from '../../test/users';
import { baseMaterial, goodsAttention } from './goods.table';

const BASE = '/api/kc-flrk/v1/frontApi/goods';

let t: TestApp;
let admin: Session;
let shipper: Session;
let buyer: Session;
let cotton: string;
let category: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
  shipper = await t.session('shipper');
  buyer = await t.session('buyer');
  cotton = (await t.ctx.db.select({ id: baseMaterial.id }).from(baseMaterial).where(eq(baseMaterial.code, 'MH001')))[0]!
    .id;
  // A category with one attribute that is not a receipt attribute (isShow 0).
  const res = await admin.as({
    method: 'POST',
    url: '/api/kc-flrk/basematerial/submit',
    payload: {
      name: '羊毛',
      code: 'YM001',
      pricingMode: 0,
      sort: 50,
      status: 1,
      commonAttributeList: COMMON_ATTRIBUTES.map((a, i) => newAttribute(AttrType.common, i + 1, a)),
      baseMaterialAttributeList: [
        { ...newAttribute(AttrType.extra, 6, { attrCode: 'fineness', attrName: '细度' }), isShow: 0 },
      ],
    },
  });
  category = res.json().data;
});
afterAll(async () => t?.close());

const codes = (list: { attrCode: string }[]) => list.map((a) => a.attrCode);

describe('a category on the front pages', () => {
  it('findMaterialAttributeList answers its receipt attributes (isShow 1) only', async () => {
    const res = (await shipper.get(`${BASE}/findMaterialAttributeList?materialId=${category}`)).json();
    expect(res.code).toBe(200);
    expect(codes(res.data)).toEqual(COMMON_ATTRIBUTES.map((a) => a.attrCode));
    const demo = (await shipper.get(`${BASE}/findMaterialAttributeList?materialId=${cotton}`)).json().data;
    expect(codes(demo)).toEqual(expect.arrayContaining(['grade', 'producingArea', 'moisture', 'micronaire']));
  });

  it('findGoodsInfoForFrontByMaterialId answers the category, its receipt attributes, no goods yet, and not followed', async () => {
    const res = (await buyer.get(`${BASE}/findGoodsInfoForFrontByMaterialId?materialId=${category}`)).json();
    expect(res.data).toMatchObject({
      material: { id: category, code: 'YM001', name: '羊毛', pricingMode: 0, status: 1 },
      goodsList: [],
      attention: false,
    });
    expect(codes(res.data.attrList)).not.toContain('fineness');
  });

  it('findGoodsInfoDetailForFront answers the category with all its attributes', async () => {
    const res = (await buyer.get(`${BASE}/findGoodsInfoDetailForFront?id=${category}`)).json();
    expect(res.data).toMatchObject({ id: category, name: '羊毛' });
    expect(codes(res.data.attrList)).toEqual([...COMMON_ATTRIBUTES.map((a) => a.attrCode), 'fineness']);
  });

  it('an unknown category, or another tenant’s, answers 404', async () => {
    expectRefusal(
      await buyer.get(`${BASE}/findMaterialAttributeList?materialId=999999999`),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
    expectRefusal(
      await buyer.get(`${BASE}/findGoodsInfoDetailForFront?id=999999999`),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
    await createTenant(t.ctx.db, '100002');
    await createUser(t.ctx.db, 'front-other-tenant', { tenantId: '100002' });
    const other = await t.login('front-other-tenant', undefined, '100002');
    const page = await t.get(other, `${BASE}/findGoodsInfoForFrontByMaterialId?materialId=${cotton}`);
    expectRefusal(page, 404, 'access.not_found', '数据不存在或无权查看');
    expectRefusal(
      await t.post(other, `${BASE}/saveAttentionInfo`, { materialId: cotton }),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
  });
});

describe('following a category', () => {
  const followed = async (token: string) =>
    (await t.get(token, `${BASE}/findGoodsInfoForFrontByMaterialId?materialId=${cotton}`)).json().data.attention;
  const liveRows = async () =>
    t.ctx.db
      .select()
      .from(goodsAttention)
      .where(and(eq(goodsAttention.materialId, cotton), eq(goodsAttention.isDeleted, 0)));

  it('follows once however often it is saved, per user, and unfollows idempotently', async () => {
    expect(await followed(shipper.token)).toBe(false);
    expect((await shipper.post(`${BASE}/saveAttentionInfo`, { materialId: cotton })).json()).toMatchObject({
      code: 200,
      data: true,
    });
    expect((await shipper.post(`${BASE}/saveAttentionInfo`, { materialId: cotton })).json()).toMatchObject({
      code: 200,
    });
    expect(await followed(shipper.token)).toBe(true);
    expect(await followed(buyer.token)).toBe(false);
    expect(await liveRows()).toHaveLength(1);

    expect((await shipper.post(`${BASE}/deleteAttention`, { materialId: cotton })).json()).toMatchObject({
      code: 200,
    });
    expect(await followed(shipper.token)).toBe(false);
    expect((await shipper.post(`${BASE}/deleteAttention`, { materialId: cotton })).json()).toMatchObject({
      code: 200,
    });
    expect(await liveRows()).toHaveLength(0);

    // Following again after unfollowing works (the unique index covers live rows only).
    await shipper.post(`${BASE}/saveAttentionInfo`, { materialId: cotton });
    expect(await followed(shipper.token)).toBe(true);
  });

  it('an unknown category cannot be followed; a missing id is refused', async () => {
    expectRefusal(
      await buyer.post(`${BASE}/saveAttentionInfo`, { materialId: '999999999' }),
      404,
      'access.not_found',
      '数据不存在或无权查看',
    );
    expectRefusal(await buyer.post(`${BASE}/saveAttentionInfo`, {}), 400, 'request.invalid');
  });
});
