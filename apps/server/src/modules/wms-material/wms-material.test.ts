import { inputReasonOf } from '@kc/domain';
import { WMS_MAPPING_IN_USE, wmsMaterialMessages, wmsMaterialRefusals } from '@kc/domain/goods/wms-material';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from '../goods/goods.table';
import { inboundOrder } from '../inbound/inbound.table';
import { demoWmsMaterials, seedDemoWmsMaterials } from '../seed/data/wms-materials';
import { wmsMaterial } from './wms-material.table';

const BASE = '/api/kc-flrk/wmsMaterial';
const LIST = `${BASE}/list`;
const SUBMIT = `${BASE}/submit`;
const MAP = `${BASE}/updateWmsMaterialId`;
const DEL = `${BASE}/delWmsMaterial`;
const REMOVE = `${BASE}/delete`;

let t: TestApp;
let admin: Session;
let warehouse: Session;
let shipper: Session;
/** a second warehouse company and its user, created here */
let other: Session;
let demoWarehouseId: string;
let otherWarehouseId: string;
let ownerEnterpriseId: string;
let cottonId: string;
let woolId: string;
let removedCategoryId: string;
let seq = 0;

const code = (prefix = 'T') => `${prefix}-${++seq}`;

const addEnterprise = async (name: string, type: string) =>
  (
    await t.ctx.db
      .insert(enterprise)
      .values({ name, type, code: `T-${name}`, status: 1 })
      .returning({ id: enterprise.id })
  )[0]!.id;

const addCategory = async (name: string, isDeleted = 0) =>
  (
    await t.ctx.db
      .insert(baseMaterial)
      .values({ code: `T-CAT-${++seq}`, name, isDeleted })
      .returning({ id: baseMaterial.id })
  )[0]!.id;

const addInbound = (warehouseId: string, materialId: string) =>
  t.ctx.db.insert(inboundOrder).values({ tenantId: '000000', code: `RK-${++seq}`, warehouseId, materialId });

const form = (over: Record<string, unknown> = {}) => ({
  warehouseId: demoWarehouseId,
  materialId: cottonId,
  materialAddList: [{ externalMaterialId: code(), wmsMaterialName: '测试棉花' }],
  ...over,
});

/** Submits one mapping row and answers its id. */
const mapOne = async (token = admin.token, over: Record<string, unknown> = {}) => {
  const res = (await t.post(token, SUBMIT, form(over))).json();
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, success: true });
  return res.data[0] as string;
};

const rowOf = async (id: string) => (await t.ctx.db.select().from(wmsMaterial).where(eq(wmsMaterial.id, id)))[0]!;

/**
 * A 400 with its message and reason: a business refusal names its own; a schema's is the reason of the module's
 * input rule for that message (request.invalid for generic malformed input).
 */
const expect400 = async (
  res: ReturnType<Session['post']>,
  msg: string,
  reason = inputReasonOf(msg, 'wms-material') ?? 'request.invalid',
) => expectRefusal(await res, 400, reason, msg);

beforeAll(async () => {
  t = await createTestApp();
  [admin, warehouse, shipper] = await Promise.all([t.session('admin'), t.session('warehouse'), t.session('shipper')]);
  const byCode = async (c: string) =>
    (await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, c)))[0]!.id;
  demoWarehouseId = await byCode('CK0001');
  ownerEnterpriseId = await byCode('HZ0001');
  otherWarehouseId = await addEnterprise('第二测试仓储有限公司', '2');
  await createUser(t.ctx.db, 'wms-other-warehouse', {
    roleAliases: ['warehouse'],
    postId: otherWarehouseId,
    userType: 3,
  });
  other = await t.session('wms-other-warehouse');
  cottonId = await addCategory('测试棉花');
  woolId = await addCategory('测试羊毛');
  removedCategoryId = await addCategory('已删除类别', 1);
});
afterAll(async () => t?.close());

describe('submit: the mapping form (wmsMaterialForm)', () => {
  it('creates one row per WMS code at the warehouse, mapped to the category, and answers their ids', async () => {
    const [a, b] = [code('WMS'), code('WMS')];
    const res = (
      await admin.post(
        SUBMIT,
        form({
          materialAddList: [
            { externalMaterialId: ` ${a} `, wmsMaterialName: '新疆机采棉' },
            { externalMaterialId: b, wmsMaterialName: '细绒棉' },
          ],
        }),
      )
    ).json();
    expect(res).toMatchObject({ code: 200, success: true });
    expect(res.data).toHaveLength(2);
    const rows = await Promise.all(res.data.map(rowOf));
    expect(rows.map((r) => [r.externalMaterialId, r.wmsMaterialName, r.materialId, r.warehouseId])).toEqual([
      [a, '新疆机采棉', cottonId, demoWarehouseId],
      [b, '细绒棉', cottonId, demoWarehouseId],
    ]);
  });

  it('refuses a form without a warehouse: 请选择所在仓库', async () => {
    await expect400(admin.post(SUBMIT, form({ warehouseId: undefined })), wmsMaterialMessages.warehouseRequired);
    await expect400(admin.post(SUBMIT, form({ warehouseId: '' })), wmsMaterialMessages.warehouseRequired);
  });

  it('refuses a form without a category: 请选择仓储物', async () => {
    await expect400(admin.post(SUBMIT, form({ materialId: undefined })), wmsMaterialMessages.materialRequired);
    await expect400(admin.post(SUBMIT, form({ materialId: '' })), wmsMaterialMessages.materialRequired);
  });

  it('refuses a row with an empty code or an empty name: 请填写货物信息', async () => {
    for (const row of [
      { externalMaterialId: '', wmsMaterialName: '棉花' },
      { externalMaterialId: '   ', wmsMaterialName: '棉花' },
      { externalMaterialId: code(), wmsMaterialName: '' },
      { externalMaterialId: code() },
    ])
      await expect400(admin.post(SUBMIT, form({ materialAddList: [row] })), wmsMaterialMessages.rowRequired);
  });

  it('refuses a code or a name longer than 100 characters, and takes exactly 100', async () => {
    const long = 'X'.repeat(101);
    await expect400(
      admin.post(SUBMIT, form({ materialAddList: [{ externalMaterialId: long, wmsMaterialName: '棉' }] })),
      wmsMaterialMessages.rowMax,
    );
    await expect400(
      admin.post(
        SUBMIT,
        form({ materialAddList: [{ externalMaterialId: code(), wmsMaterialName: '棉'.repeat(101) }] }),
      ),
      wmsMaterialMessages.rowMax,
    );
    const id = await mapOne(admin.token, {
      materialAddList: [{ externalMaterialId: `${code()}-`.padEnd(100, 'Y'), wmsMaterialName: '棉'.repeat(100) }],
    });
    expect((await rowOf(id)).externalMaterialId).toHaveLength(100);
  });

  it('refuses a form without rows: 请至少填写一条货物信息', async () => {
    await expect400(admin.post(SUBMIT, form({ materialAddList: [] })), wmsMaterialMessages.oneRowAtLeast);
    await expect400(admin.post(SUBMIT, form({ materialAddList: undefined })), wmsMaterialMessages.oneRowAtLeast);
  });

  it('refuses the same code twice in one form, and saves nothing', async () => {
    const c = code('DUP');
    await expect400(
      admin.post(
        SUBMIT,
        form({
          materialAddList: [
            { externalMaterialId: c, wmsMaterialName: '甲' },
            { externalMaterialId: c, wmsMaterialName: '乙' },
          ],
        }),
      ),
      wmsMaterialMessages.duplicateCode(c),
    );
    const saved = await t.ctx.db.select().from(wmsMaterial).where(eq(wmsMaterial.externalMaterialId, c));
    expect(saved).toHaveLength(0);
  });

  it('refuses a code already mapped at that warehouse (codeTaken), saving none of the rows; another warehouse may use it', async () => {
    const c = code('TAKEN');
    await mapOne(admin.token, { materialAddList: [{ externalMaterialId: c, wmsMaterialName: '棉花' }] });
    const fresh = code('FRESH');
    await expect400(
      admin.post(
        SUBMIT,
        form({
          materialAddList: [
            { externalMaterialId: fresh, wmsMaterialName: '新' },
            { externalMaterialId: c, wmsMaterialName: '旧' },
          ],
        }),
      ),
      wmsMaterialMessages.codeTaken(c),
      wmsMaterialRefusals.reasons.codeTaken,
    );
    expectRefusal(
      await admin.post(SUBMIT, form({ materialAddList: [{ externalMaterialId: c, wmsMaterialName: '旧' }] })),
      400,
      wmsMaterialRefusals.reasons.codeTaken,
    );
    expect(await t.ctx.db.select().from(wmsMaterial).where(eq(wmsMaterial.externalMaterialId, fresh))).toHaveLength(0);
    await mapOne(admin.token, {
      warehouseId: otherWarehouseId,
      materialAddList: [{ externalMaterialId: c, wmsMaterialName: '棉花' }],
    });
  });

  it('refuses a warehouse that is not a live warehouse enterprise of the tenant: 请选择所在仓库', async () => {
    for (const warehouseId of [ownerEnterpriseId, '999999999'])
      await expect400(
        admin.post(SUBMIT, form({ warehouseId })),
        wmsMaterialMessages.warehouseRequired,
        wmsMaterialRefusals.reasons.warehouseRequired,
      );
  });

  it('refuses a category that does not exist or was removed: 请选择仓储物', async () => {
    for (const materialId of [removedCategoryId, '999999999'])
      await expect400(
        admin.post(SUBMIT, form({ materialId })),
        wmsMaterialMessages.materialRequired,
        wmsMaterialRefusals.reasons.materialRequired,
      );
  });
});

describe('submit: the owning unit (warehouseUnitId)', () => {
  it("is an enterprise user's own enterprise (userType 3)", async () => {
    const id = await mapOne(warehouse.token, { warehouseUnitId: otherWarehouseId });
    expect(await rowOf(id)).toMatchObject({ warehouseId: demoWarehouseId, warehouseUnitId: demoWarehouseId });
  });

  it("is the platform's choice, or the warehouse when none is given", async () => {
    expect((await rowOf(await mapOne(admin.token))).warehouseUnitId).toBe(demoWarehouseId);
    const chosen = await mapOne(admin.token, { warehouseId: otherWarehouseId, warehouseUnitId: demoWarehouseId });
    expect(await rowOf(chosen)).toMatchObject({ warehouseId: otherWarehouseId, warehouseUnitId: demoWarehouseId });
    await expect400(
      admin.post(SUBMIT, form({ warehouseUnitId: '999999999' })),
      wmsMaterialMessages.unitMissing,
      wmsMaterialRefusals.reasons.unitMissing,
    );
  });
});

describe('updateWmsMaterialId: map rows to a category', () => {
  it('maps the selected rows to the category', async () => {
    const [a, b] = [await mapOne(), await mapOne()];
    const res = (await admin.post(MAP, { ids: [a, b], materialId: woolId })).json();
    expect(res).toMatchObject({ code: 200, success: true });
    expect((await rowOf(a)).materialId).toBe(woolId);
    expect((await rowOf(b)).materialId).toBe(woolId);
    // ids may come comma-joined, as BladeX sends them
    expect((await admin.post(MAP, { ids: `${a},${b}`, materialId: cottonId })).json()).toMatchObject({ code: 200 });
    expect((await rowOf(b)).materialId).toBe(cottonId);
  });

  it('refuses a call without rows: 请选择至少一条wms货物信息！', async () => {
    await expect400(admin.post(MAP, { materialId: cottonId }), wmsMaterialMessages.selectRows);
    await expect400(admin.post(MAP, { ids: [], materialId: cottonId }), wmsMaterialMessages.selectRows);
    await expect400(admin.post(MAP, { ids: '', materialId: cottonId }), wmsMaterialMessages.selectRows);
  });

  it('refuses a missing, unknown or removed category: 请选择仓储物', async () => {
    const id = await mapOne();
    await expect400(admin.post(MAP, { ids: [id] }), wmsMaterialMessages.materialRequired);
    for (const materialId of [removedCategoryId, '999999999'])
      await expect400(
        admin.post(MAP, { ids: [id], materialId }),
        wmsMaterialMessages.materialRequired,
        wmsMaterialRefusals.reasons.materialRequired,
      );
    expect((await rowOf(id)).materialId).toBe(cottonId);
  });

  it('answers 404 and changes nothing when one of the rows does not exist', async () => {
    const id = await mapOne();
    const res = await admin.post(MAP, { ids: [id, '999999999'], materialId: woolId });
    expectRefusal(res, 404, wmsMaterialRefusals.reasons.notFound, '映射不存在或无权查看');
    expect((await rowOf(id)).materialId).toBe(cottonId);
  });
});

describe('list', () => {
  let listWarehouseId: string;
  const ids: string[] = [];
  const q = (params: Record<string, string | number>) =>
    `${LIST}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

  beforeAll(async () => {
    listWarehouseId = await addEnterprise('列表测试仓储有限公司', '2');
    const rows: [string, string, string][] = [
      ['LST-A1', '长绒棉', cottonId],
      ['LST-A2', '细绒棉', cottonId],
      ['LST-B1', '澳洲羊毛', woolId],
    ];
    // one request each, so each has its own creation time
    for (const [externalMaterialId, wmsMaterialName, materialId] of rows)
      ids.push(
        await mapOne(admin.token, {
          warehouseId: listWarehouseId,
          materialId,
          materialAddList: [{ externalMaterialId, wmsMaterialName }],
        }),
      );
  });

  it('pages the rows newest first, with the warehouse and category names', async () => {
    const res = (await admin.get(q({ warehouseId: listWarehouseId, current: 1, size: 10 }))).json();
    expect(res).toMatchObject({ code: 200, data: { total: 3, size: 10, current: 1, pages: 1 } });
    expect(res.data.records.map((r: { externalMaterialId: string }) => r.externalMaterialId)).toEqual([
      'LST-B1',
      'LST-A2',
      'LST-A1',
    ]);
    expect(res.data.records[0]).toEqual({
      id: ids[2],
      warehouseId: listWarehouseId,
      warehouseName: '列表测试仓储有限公司',
      warehouseUnitId: listWarehouseId,
      materialId: woolId,
      materialName: '测试羊毛',
      externalMaterialId: 'LST-B1',
      wmsMaterialName: '澳洲羊毛',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const page2 = (await admin.get(q({ warehouseId: listWarehouseId, current: 2, size: 2 }))).json().data;
    expect(page2).toMatchObject({ total: 3, pages: 2, current: 2, size: 2 });
    expect(page2.records.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
  });

  it('filters by category, WMS name (contains) and WMS code (contains)', async () => {
    const codes = async (params: Record<string, string>) =>
      (await admin.get(q({ warehouseId: listWarehouseId, ...params })))
        .json()
        .data.records.map((r: { externalMaterialId: string }) => r.externalMaterialId);
    expect(await codes({ materialId: cottonId })).toEqual(['LST-A2', 'LST-A1']);
    expect(await codes({ wmsMaterialName: '绒' })).toEqual(['LST-A2', 'LST-A1']);
    expect(await codes({ externalMaterialId: 'st-b' })).toEqual(['LST-B1']);
    expect(await codes({ externalMaterialId: '%' })).toEqual([]);
    expect(await codes({ materialId: '', wmsMaterialName: '' })).toHaveLength(3);
  });

  it('shows a row of a removed category as not mapped, and an unmapped row without a category', async () => {
    const [row] = await t.ctx.db
      .insert(wmsMaterial)
      .values({
        warehouseId: listWarehouseId,
        materialId: removedCategoryId,
        externalMaterialId: 'LST-X',
        wmsMaterialName: '待映射',
      })
      .returning({ id: wmsMaterial.id });
    const rec = (await admin.get(q({ warehouseId: listWarehouseId, externalMaterialId: 'LST-X' }))).json().data
      .records[0];
    expect(rec).toMatchObject({ id: row!.id, materialId: removedCategoryId, materialName: null });
  });

  it('refuses a malformed warehouse id', async () => {
    expectRefusal(await admin.get(q({ warehouseId: 'abc' })), 400, 'request.invalid');
  });
});

describe('delWmsMaterial and delete', () => {
  it('answers data 402 with 删除失败,此映射已被占用! while an inbound order at that warehouse uses the category, and keeps the row', async () => {
    const id = await mapOne();
    await addInbound(demoWarehouseId, cottonId);
    const res = (await admin.post(DEL, { id })).json();
    expect(res).toEqual({ code: 200, success: true, data: WMS_MAPPING_IN_USE, msg: wmsMaterialMessages.inUse });
    expect((await rowOf(id)).isDeleted).toBe(0);
  });

  it('removes a row whose category is used only at another warehouse, freeing its code', async () => {
    const material = await addCategory('别处使用的类别');
    await addInbound(otherWarehouseId, material);
    const c = code('FREE');
    const id = await mapOne(admin.token, {
      materialId: material,
      materialAddList: [{ externalMaterialId: c, wmsMaterialName: '棉' }],
    });
    expect((await admin.post(DEL, { id })).json()).toMatchObject({ code: 200, success: true, data: true });
    expect(await rowOf(id)).toMatchObject({ isDeleted: 1, externalMaterialId: `${c}~${id}` });
    const listed = (await admin.get(`${LIST}?externalMaterialId=${c}`)).json().data.records;
    expect(listed).toEqual([]);
    const again = await mapOne(admin.token, {
      materialId: material,
      materialAddList: [{ externalMaterialId: c, wmsMaterialName: '棉' }],
    });
    expect(again).not.toBe(id);
    // a removed row answers 404 afterwards
    expectRefusal(await admin.post(DEL, { id }), 404, wmsMaterialRefusals.reasons.notFound, '映射不存在或无权查看');
  });

  it('keeps a renamed code within 100 characters', async () => {
    const c = `${code('LONG')}-`.padEnd(100, 'Z');
    const id = await mapOne(admin.token, {
      materialId: woolId,
      materialAddList: [{ externalMaterialId: c, wmsMaterialName: '长' }],
    });
    expect((await admin.post(DEL, { id })).json()).toMatchObject({ data: true });
    const removed = (await rowOf(id)).externalMaterialId;
    expect(removed).toHaveLength(100);
    expect(removed.endsWith(`~${id}`)).toBe(true);
  });

  it('removes an unmapped row (no category)', async () => {
    const [row] = await t.ctx.db
      .insert(wmsMaterial)
      .values({
        warehouseId: demoWarehouseId,
        warehouseUnitId: demoWarehouseId,
        externalMaterialId: code('UN'),
        wmsMaterialName: '未映射',
      })
      .returning({ id: wmsMaterial.id });
    expect((await warehouse.post(DEL, { id: row!.id })).json()).toMatchObject({ code: 200, data: true });
  });

  it('delete?ids removes the rows not in use and answers 402 for the ones kept', async () => {
    const used = await addCategory('批量删除占用类别');
    await addInbound(demoWarehouseId, used);
    const kept = await mapOne(admin.token, { materialId: used });
    const gone = await mapOne(admin.token, { materialId: woolId });
    const res = (await admin.post(`${REMOVE}?ids=${kept},${gone}`)).json();
    expect(res).toEqual({ code: 200, success: true, data: WMS_MAPPING_IN_USE, msg: wmsMaterialMessages.inUse });
    expect((await rowOf(kept)).isDeleted).toBe(0);
    expect((await rowOf(gone)).isDeleted).toBe(1);

    const [a, b] = [
      await mapOne(admin.token, { materialId: woolId }),
      await mapOne(admin.token, { materialId: woolId }),
    ];
    expect((await admin.post(REMOVE, { ids: [a, b] })).json()).toMatchObject({ code: 200, data: true });
    expect([(await rowOf(a)).isDeleted, (await rowOf(b)).isDeleted]).toEqual([1, 1]);
  });

  it('delete?ids answers 404 and removes nothing when one id is unknown, and asks for ids', async () => {
    const id = await mapOne(admin.token, { materialId: woolId });
    expectRefusal(
      await admin.post(`${REMOVE}?ids=${id},999999999`),
      404,
      wmsMaterialRefusals.reasons.notFound,
      '映射不存在或无权查看',
    );
    expect((await rowOf(id)).isDeleted).toBe(0);
    expectRefusal(await admin.post(REMOVE, {}), 400, 'request.select_at_least_one');
  });
});

describe('access', () => {
  it('refuses a user without the external_wms_material grant (shipper): 403', async () => {
    const id = await mapOne();
    for (const res of [
      await shipper.get(LIST),
      await shipper.post(SUBMIT, form()),
      await shipper.post(MAP, { ids: [id], materialId: woolId }),
      await shipper.post(DEL, { id }),
      await shipper.post(`${REMOVE}?ids=${id}`),
    ])
      expect(res.statusCode).toBe(403);
    expect((await rowOf(id)).isDeleted).toBe(0);
  });

  it('refuses a warehouse user a mapping for another warehouse: 403', async () => {
    const res = await other.post(SUBMIT, form({ warehouseId: demoWarehouseId }));
    expectRefusal(res, 403, wmsMaterialRefusals.reasons.notOwnWarehouse, '只能维护本仓库的WMS货物映射');
    expectRefusal(
      await warehouse.post(SUBMIT, form({ warehouseId: otherWarehouseId })),
      403,
      wmsMaterialRefusals.reasons.notOwnWarehouse,
      '只能维护本仓库的WMS货物映射',
    );
  });

  it("keeps another warehouse's rows out of a warehouse user's list, edits and removals (404, nothing changed)", async () => {
    const mine = await mapOne(warehouse.token);
    const theirs = await mapOne(other.token, { warehouseId: otherWarehouseId });
    expect(await rowOf(theirs)).toMatchObject({ warehouseId: otherWarehouseId, warehouseUnitId: otherWarehouseId });

    const otherList = (await other.get(`${LIST}?size=9999`)).json().data.records as {
      id: string;
      warehouseId: string;
    }[];
    expect(otherList.map((r) => r.id)).toContain(theirs);
    expect(otherList.map((r) => r.id)).not.toContain(mine);
    const filtered = (await other.get(`${LIST}?warehouseId=${demoWarehouseId}`)).json().data;
    expect(filtered.total).toBe(0);

    expectRefusal(
      await other.post(MAP, { ids: [mine], materialId: woolId }),
      404,
      wmsMaterialRefusals.reasons.notFound,
      '映射不存在或无权查看',
    );
    expectRefusal(
      await other.post(MAP, { ids: [theirs, mine], materialId: woolId }),
      404,
      wmsMaterialRefusals.reasons.notFound,
      '映射不存在或无权查看',
    );
    expectRefusal(
      await other.post(DEL, { id: mine }),
      404,
      wmsMaterialRefusals.reasons.notFound,
      '映射不存在或无权查看',
    );
    expectRefusal(
      await other.post(`${REMOVE}?ids=${mine}`),
      404,
      wmsMaterialRefusals.reasons.notFound,
      '映射不存在或无权查看',
    );
    expect(await rowOf(mine)).toMatchObject({ isDeleted: 0, materialId: cottonId });
    expect((await rowOf(theirs)).materialId).toBe(cottonId);

    // the warehouse's own rows are theirs to change
    expect((await other.post(MAP, { ids: [theirs], materialId: woolId })).json()).toMatchObject({ code: 200 });
    expect((await other.post(DEL, { id: theirs })).json()).toMatchObject({ code: 200, data: true });
  });

  it('lets a warehouse user see and change a row whose owning unit is their enterprise', async () => {
    const id = await mapOne(admin.token, { warehouseId: otherWarehouseId, warehouseUnitId: demoWarehouseId });
    const listed = (await warehouse.get(`${LIST}?warehouseId=${otherWarehouseId}`)).json().data.records;
    expect(listed.map((r: { id: string }) => r.id)).toContain(id);
    expect((await warehouse.post(MAP, { ids: [id], materialId: woolId })).json()).toMatchObject({ code: 200 });
    expect((await rowOf(id)).materialId).toBe(woolId);
  });

  it('lets the platform see every warehouse', async () => {
    const theirs = await mapOne(other.token, { warehouseId: otherWarehouseId });
    const all = (await admin.get(`${LIST}?warehouseId=${otherWarehouseId}&size=9999`)).json().data.records;
    expect(all.map((r: { id: string }) => r.id)).toContain(theirs);
  });
});

describe('demo data (seedDemoWmsMaterials)', () => {
  it('maps the demo codes at the demo warehouse to cotton (MH001), leaves one unmapped, and runs again safely', async () => {
    const db = t.ctx.db;
    let [mh] = await db
      .select({ id: baseMaterial.id })
      .from(baseMaterial)
      .where(and(eq(baseMaterial.code, 'MH001'), eq(baseMaterial.isDeleted, 0)));
    if (!mh)
      [mh] = await db.insert(baseMaterial).values({ code: 'MH001', name: '棉花' }).returning({ id: baseMaterial.id });
    await seedDemoWmsMaterials(db, '000000');
    await seedDemoWmsMaterials(db, '000000');
    const rows = await db
      .select()
      .from(wmsMaterial)
      .where(and(eq(wmsMaterial.warehouseId, demoWarehouseId), eq(wmsMaterial.isDeleted, 0)));
    for (const m of demoWmsMaterials) {
      const found = rows.filter((r) => r.externalMaterialId === m.externalMaterialId);
      expect(found, m.externalMaterialId).toHaveLength(1);
      expect(found[0]).toMatchObject({
        wmsMaterialName: m.wmsMaterialName,
        materialId: m.materialCode ? mh!.id : null,
        warehouseUnitId: demoWarehouseId,
      });
    }
    const listed = (await warehouse.get(`${LIST}?externalMaterialId=WMS-MH-0`)).json().data.records;
    expect(listed.map((r: { wmsMaterialName: string }) => r.wmsMaterialName).sort()).toEqual(
      ['新疆机采棉', '细绒棉'].sort(),
    );
  });

  it('does nothing in a tenant without the demo warehouse', async () => {
    await seedDemoWmsMaterials(t.ctx.db, '999999');
    const rows = await t.ctx.db.select().from(wmsMaterial).where(eq(wmsMaterial.tenantId, '999999'));
    expect(rows).toEqual([]);
  });
});
