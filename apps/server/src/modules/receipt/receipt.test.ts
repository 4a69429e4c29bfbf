import { createHash } from 'node:crypto';
import { receiptGenerationMessages } from '@kc/domain/receipt/receipt';
import { receiptMessages } from '@kc/domain/receipt/status';
import { and, asc, count, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import { loadConfig } from '../../platform/config';
import type { Db } from '../../platform/db/client';
import { attachment } from '../../platform/files/attachment.table';
import { compact, pageTexts, pdfBitmaps, popplerTexts } from '../../platform/pdf/pdf-inspect';
import { QR_SCALE, qrMatrix } from '../../platform/pdf/qr';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial, baseMaterialAttr } from '../goods/goods.table';
import { inboundBatch, inboundOrder } from '../inbound/inbound.table';
import { user } from '../user/user.table';
import { generateReceiptsForInbound } from './generate-receipts';
import { receiptListWhere, receiptsQuery, visibleReceipts } from './receipt.repo';
import { receipt, receiptSign } from './receipt.table';

const BASE = '/api/kc-flrk/ple/bill';
const ORIGIN = 'https://kc.example.com';

let t: TestApp;
let db: Db;
let tokens: Record<'admin' | 'shipper' | 'warehouse' | 'buyer' | 'otherShipper' | 'otherWarehouse' | 'noRole', string>;
let shipperId: string;
let warehouseId: string;
let otherShipperId: string;
let otherWarehouseId: string;
let warehouseUserId: string;
let cotton: { id: string; name: string };
let seq = 0;

const enterpriseId = async (name: string) =>
  (await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.name, name)))[0]!.id;

const newEnterprise = async (name: string, type: string) =>
  (
    await db
      .insert(enterprise)
      .values({ name, type, status: 1, code: `T${Date.now()}${++seq}` })
      .returning({ id: enterprise.id })
  )[0]!.id;

type BatchSpec = { weight?: string | null; quantity?: string | null; locator?: string; props?: Record<string, string> };

/** A stored inbound order (1) with weighed batches, written straight into the inbound module's tables. */
const inbound = async (
  batches: BatchSpec[] = [{}],
  parties: { shipperId?: string; warehouseId?: string } = {},
): Promise<{ id: string; code: string; batchIds: string[] }> => {
  const code = `RKT${Date.now()}${++seq}`;
  const [order] = await db
    .insert(inboundOrder)
    .values({
      code,
      shipperId: parties.shipperId ?? shipperId,
      warehouseId: parties.warehouseId ?? warehouseId,
      materialId: cotton.id,
      status: 1,
    })
    .returning({ id: inboundOrder.id });
  const batchIds: string[] = [];
  for (const [i, b] of batches.entries()) {
    const props = Object.entries(b.props ?? { origin: '新疆', grade: '一级', colorGrade: '白棉1级' }).map(
      ([attrCode, value]) => ({ attrCode, attrName: attrCode, value }),
    );
    const [row] = await db
      .insert(inboundBatch)
      .values({
        inputId: order!.id,
        batchNo: `PH-${seq}-${i + 1}`,
        sort: i + 1,
        props,
        applyWeight: '10.00',
        applyQuantity: '50.00',
        weight: b.weight === undefined ? `${20 + i}.35` : b.weight,
        quantity: b.quantity === undefined ? `${100 + i}.00` : b.quantity,
        locator: b.locator ?? `A区-0${i + 1}`,
      })
      .returning({ id: inboundBatch.id });
    batchIds.push(row!.id);
  }
  return { id: order!.id, code, batchIds };
};

const actor = () => ({ userId: warehouseUserId, postId: warehouseId, tenantId: '000000' });

const generate = (inboundId: string, origin = ORIGIN) =>
  db.transaction((tx) => generateReceiptsForInbound(t.ctx, tx, { inboundId, actor: actor(), origin }));

const receiptsOf = (inputId: string) =>
  db.select().from(receipt).where(eq(receipt.inputId, inputId)).orderBy(asc(receipt.code));

const list = async (token: string, query = '') => (await t.get(token, `${BASE}/list?size=200${query}`)).json().data;

beforeAll(async () => {
  t = await createTestApp();
  db = t.ctx.db;
  shipperId = await enterpriseId('江苏恒丰棉业有限公司');
  warehouseId = await enterpriseId('河南豫通棉花仓储有限公司');
  otherShipperId = await newEnterprise('山东鲁信纺织有限公司', '1');
  otherWarehouseId = await newEnterprise('新疆天山仓储有限公司', '2');
  await createUser(db, 'shipper2', { roleAliases: ['shipper'], postId: otherShipperId });
  await createUser(db, 'warehouse-other', { roleAliases: ['warehouse'], postId: otherWarehouseId });
  await createUser(db, 'norole', { postId: shipperId });
  warehouseUserId = (await db.select({ id: user.id }).from(user).where(eq(user.account, 'warehouse')))[0]!.id;
  const [m] = await db
    .select({ id: baseMaterial.id, name: baseMaterial.name })
    .from(baseMaterial)
    .where(eq(baseMaterial.code, 'MH001'));
  cotton = m!;
  // One attribute off the receipt (isShow 0), one split attribute (isSplit 1).
  const attr = (code: string) => and(eq(baseMaterialAttr.materialId, cotton.id), eq(baseMaterialAttr.attrCode, code));
  await db.update(baseMaterialAttr).set({ isShow: 0 }).where(attr('brand'));
  await db.update(baseMaterialAttr).set({ isSplit: 1 }).where(attr('grade'));
  tokens = {
    admin: await t.login('admin'),
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    buyer: await t.login('buyer'),
    otherShipper: await t.login('shipper2'),
    otherWarehouse: await t.login('warehouse-other'),
    noRole: await t.login('norole'),
  };
});
afterAll(async () => t?.close());

describe('receipt generation', () => {
  it('makes one receipt per batch in status 10, awaiting the warehouse signature, with the warehouse figures', async () => {
    const order = await inbound([{ locator: 'A区-01' }, { locator: 'B区-02' }, { locator: 'C区-03' }]);
    const ids = await generate(order.id);
    expect(ids).toHaveLength(3);
    const rows = await receiptsOf(order.id);
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    for (const [i, r] of rows.entries()) {
      expect(r.code).toMatch(new RegExp(`^WR${day}\\d{6}$`));
      expect(r).toMatchObject({
        tenantId: '000000',
        inputId: order.id,
        inputBatchId: order.batchIds[i],
        materialId: cotton.id,
        materialName: '棉花',
        cargoOwnerId: shipperId,
        warehouseId,
        status: 10,
        signStatus: 1,
        signBatchStatus: 3,
        totalWeight: `${20 + i}.35`,
        totalQuantity: `${100 + i}.00`,
        weightUnit: '1',
        numberUnit: '2',
        locator: ['A区-01', 'B区-02', 'C区-03'][i],
        createUser: warehouseUserId,
      });
      expect(r.verifyToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(r.fileId).toBe(r.originalFileId);
      expect(r.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // Codes follow each other within the day.
    const numbers = rows.map((r) => Number(r.code.slice(-6)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(new Set(rows.map((r) => r.verifyToken)).size).toBe(3);
  });

  it('carries the category’s receipt attributes (isShow 1) with the batch’s values and isSplit', async () => {
    const order = await inbound([{ props: { origin: '新疆', grade: '二级', micronaire: 'B1', brand: '不上仓单' } }]);
    const [id] = await generate(order.id);
    const [r] = await db.select().from(receipt).where(eq(receipt.id, id!));
    const shown = await db
      .select({ attrCode: baseMaterialAttr.attrCode })
      .from(baseMaterialAttr)
      .where(
        and(
          eq(baseMaterialAttr.materialId, cotton.id),
          eq(baseMaterialAttr.isShow, 1),
          eq(baseMaterialAttr.isDeleted, 0),
        ),
      );
    expect(r!.attrs.map((a) => a.attrCode).sort()).toEqual(shown.map((a) => a.attrCode).sort());
    expect(r!.attrs.find((a) => a.attrCode === 'brand')).toBeUndefined();
    expect(r!.attrs.find((a) => a.attrCode === 'grade')).toEqual({
      attrCode: 'grade',
      attrName: '等级',
      value: '二级',
      isSplit: 1,
    });
    expect(r!.attrs.find((a) => a.attrCode === 'micronaire')).toMatchObject({ value: 'B1', isSplit: 0 });
    expect(r!.attrs.find((a) => a.attrCode === 'moisture')).toMatchObject({ value: '' });
  });

  it('stores the PDF as the receipt’s attachment and records the generate event with its SHA-256, the batch link and an audit event', async () => {
    const order = await inbound();
    const [id] = await generate(order.id);
    const [r] = await db.select().from(receipt).where(eq(receipt.id, id!));
    const pdf = (await t.ctx.files.read(r!.fileId!))!;
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(r!.fileSha256);
    const [file] = await db.select().from(attachment).where(eq(attachment.id, r!.fileId!));
    expect(file).toMatchObject({ ownerType: 'receipt', ownerId: id, mime: 'application/pdf', sha256: r!.fileSha256 });
    expect(file!.originalName).toBe(`${r!.code}.pdf`);
    const events = await db.select().from(receiptSign).where(eq(receiptSign.billId, id!));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'generate',
        enterpriseId: warehouseId,
        enterpriseName: '河南豫通棉花仓储有限公司',
        fileId: r!.fileId,
        sha256: r!.fileSha256,
        toStatus: 10,
        actorId: warehouseUserId,
      }),
    ]);
    const [batch] = await db.select().from(inboundBatch).where(eq(inboundBatch.id, order.batchIds[0]!));
    expect(batch!.receiptId).toBe(id);
    const audit = await listAuditEvents(db, 'receipt', id!);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'generate',
        toStatus: '10',
        actorId: warehouseUserId,
        actorEnterpriseId: warehouseId,
      }),
    ]);
    expect(audit[0]!.payload).toMatchObject({ code: r!.code, inputId: order.id, sha256: r!.fileSha256 });
  });

  it('prints the receipt in Chinese with a QR code of its verification URL', async () => {
    const order = await inbound([{ locator: 'D区-09' }]);
    const [id] = await generate(order.id, 'http://192.168.1.20:8080/');
    const [r] = await db.select().from(receipt).where(eq(receipt.id, id!));
    const pdf = (await t.ctx.files.read(r!.fileId!))!;
    const text = compact((await pageTexts(pdf)).join(''));
    for (const shown of [
      '标准仓单',
      r!.code,
      '原始生成',
      '江苏恒丰棉业有限公司',
      '河南豫通棉花仓储有限公司',
      '棉花',
      '20.35 吨',
      '100 包',
      'D区-09',
      order.code,
      '扫码验证仓单真伪',
      '仓储企业（盖章）',
      '货主（盖章）',
      '平台运营方（盖章）',
    ]) {
      expect(text).toContain(compact(shown));
    }
    // The warehouse address with its region's names (demo warehouse: 410122, 中牟县).
    expect(text).toMatch(/河南省.*中牟县.*商都大道66号/);
    const url = `http://192.168.1.20:8080/verify/${r!.verifyToken}`;
    const [qr] = [...(await pdfBitmaps(pdf)).values()];
    const expected = qrMatrix(url).flatMap((row) => {
      const line = row.flatMap((dark) => Array<boolean>(QR_SCALE).fill(dark));
      return Array.from({ length: QR_SCALE }, () => line);
    });
    expect(qr).toEqual(expected);
  });

  it('is idempotent: a batch with a receipt gets no second one; a new batch gets its own', async () => {
    const order = await inbound([{}, {}]);
    const first = await generate(order.id);
    expect(await generate(order.id)).toEqual([]);
    expect(await receiptsOf(order.id)).toHaveLength(2);
    const [extra] = await db
      .insert(inboundBatch)
      .values({
        inputId: order.id,
        batchNo: 'PH-extra',
        sort: 9,
        applyWeight: '1',
        applyQuantity: '1',
        weight: '1.00',
        quantity: '2.00',
      })
      .returning({ id: inboundBatch.id });
    const second = await generate(order.id);
    expect(second).toHaveLength(1);
    expect(first).not.toContain(second[0]);
    const rows = await receiptsOf(order.id);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.id === second[0])!.inputBatchId).toBe(extra!.id);
    const signs = await db
      .select({ n: count() })
      .from(receiptSign)
      .where(
        inArray(
          receiptSign.billId,
          rows.map((r) => r.id),
        ),
      );
    expect(signs[0]!.n).toBe(3);
  });

  it('two generations of one order at once make each receipt once', async () => {
    const order = await inbound([{}, {}]);
    const results = await Promise.all([generate(order.id), generate(order.id)]);
    expect(results.flat()).toHaveLength(2);
    expect(await receiptsOf(order.id)).toHaveLength(2);
  });

  it('refuses a batch without the warehouse’s weight and rolls everything back', async () => {
    const order = await inbound([{}, { weight: null }]);
    await expect(generate(order.id)).rejects.toMatchObject({
      code: 400,
      reason: 'receipt.figures_missing',
      message: receiptGenerationMessages.figuresMissing(`PH-${seq}-2`),
    });
    expect(await receiptsOf(order.id)).toHaveLength(0);
    const batches = await db.select().from(inboundBatch).where(eq(inboundBatch.inputId, order.id));
    expect(batches.every((b) => b.receiptId === null)).toBe(true);
  });

  it('answers 404 for an order that does not exist, 409 for one not yet stored', async () => {
    await expect(generate('999999999')).rejects.toMatchObject({ code: 404, reason: 'access.not_found' });
    const order = await inbound();
    await db.update(inboundOrder).set({ status: 20 }).where(eq(inboundOrder.id, order.id));
    await expect(generate(order.id)).rejects.toMatchObject({
      code: 409,
      reason: 'receipt.not_stored',
      message: receiptGenerationMessages.notStored,
    });
    expect(await receiptsOf(order.id)).toHaveLength(0);
  });
});

describe('receipt list and detail (ple/bill/list, ple/bill/detail)', () => {
  let mine: string[];
  let foreign: string[];
  let order: { id: string; code: string };

  beforeAll(async () => {
    order = await inbound([{}, {}]);
    mine = await generate(order.id);
    const other = await inbound([{}], { shipperId: otherShipperId, warehouseId: otherWarehouseId });
    foreign = await db.transaction((tx) =>
      generateReceiptsForInbound(t.ctx, tx, {
        inboundId: other.id,
        actor: { userId: warehouseUserId, postId: otherWarehouseId, tenantId: '000000' },
        origin: ORIGIN,
      }),
    );
  });

  it('shows the shipper and the warehouse their receipts, newest first, with names, labels and the order code', async () => {
    for (const token of [tokens.shipper, tokens.warehouse]) {
      const page = await list(token);
      const ids = page.records.map((r: { id: string }) => r.id);
      expect(ids).toEqual(expect.arrayContaining(mine));
      expect(ids).not.toContain(foreign[0]);
      const times = page.records.map((r: { createTime: string }) => r.createTime);
      expect([...times].sort().reverse()).toEqual(times);
      const row = page.records.find((r: { id: string }) => r.id === mine[0]);
      expect(row).toMatchObject({
        materialId: cotton.id,
        materialName: '棉花',
        status: 10,
        statusName: '原始生成',
        signStatus: 1,
        signStatusName: '待仓库生成仓单签章',
        signBatchStatus: 3,
        signBatchStatusName: '未签章',
        weightUnit: '1',
        weightUnitName: '吨',
        numberUnit: '2',
        numberUnitName: '包',
        cargoOwnerId: shipperId,
        cargoOwnerName: '江苏恒丰棉业有限公司',
        warehouseId,
        warehouseName: '河南豫通棉花仓储有限公司',
        inputId: order.id,
        inputCode: order.code,
        effectiveTime: null,
      });
      expect(row.totalWeight).toMatch(/^\d+\.\d{2}$/);
      expect(row.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('hides every receipt from a foreign shipper and a foreign warehouse but their own', async () => {
    expect((await list(tokens.otherShipper)).records.map((r: { id: string }) => r.id)).toEqual(foreign);
    expect((await list(tokens.otherWarehouse)).records.map((r: { id: string }) => r.id)).toEqual(foreign);
    expect((await list(tokens.buyer)).total).toBe(0);
  });

  it('shows the platform every receipt', async () => {
    const ids = (await list(tokens.admin)).records.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...mine, ...foreign]));
  });

  it('filters by code, category, status and inbound order code', async () => {
    const [r] = await db.select().from(receipt).where(eq(receipt.id, mine[0]!));
    const byCode = await list(tokens.shipper, `&code=${r!.code.slice(-8)}`);
    expect(byCode.records.map((x: { id: string }) => x.id)).toEqual([mine[0]]);
    expect(
      (await list(tokens.shipper, `&inputCode=${order.code}`)).records.map((x: { id: string }) => x.id).sort(),
    ).toEqual([...mine].sort());
    expect((await list(tokens.shipper, `&materialId=${cotton.id}`)).total).toBeGreaterThanOrEqual(2);
    expect((await list(tokens.shipper, '&materialId=1')).total).toBe(0);
    expect((await list(tokens.shipper, '&status_equal=10')).total).toBeGreaterThanOrEqual(2);
    expect((await list(tokens.shipper, '&status_equal=1')).total).toBe(0);
    expect((await list(tokens.shipper, '&code=100%25')).total).toBe(0);
  });

  it('pages: size and current', async () => {
    const page = await (await t.get(tokens.admin, `${BASE}/list?size=2&current=2`)).json().data;
    expect(page).toMatchObject({ size: 2, current: 2 });
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
  });

  it('refuses the list and detail to a user without the ple_bill permission, and to no login', async () => {
    expect((await t.get(tokens.noRole, `${BASE}/list`)).json().code).toBe(403);
    expect((await t.get(tokens.noRole, `${BASE}/detail?id=${mine[0]}`)).json().code).toBe(403);
    expect((await t.get(undefined, `${BASE}/list`)).json().code).toBe(401);
  });

  it('details a receipt: attributes, the bill view, the current and original PDF links, verify path and the chain', async () => {
    const res = await t.get(tokens.shipper, `${BASE}/detail?id=${mine[0]}`);
    const d = res.json().data;
    const [r] = await db.select().from(receipt).where(eq(receipt.id, mine[0]!));
    expect(d).toMatchObject({
      id: mine[0],
      code: r!.code,
      statusName: '原始生成',
      locator: r!.locator,
      cargoOwnerName: '江苏恒丰棉业有限公司',
      warehouseName: '河南豫通棉花仓储有限公司',
      inputCode: order.code,
      pleWarehouseBillVO: {
        inputOrderId: order.id,
        inputOrderCode: order.code,
        materialName: '棉花',
        totalWeight: r!.totalWeight,
        weightUnit: '1',
        totalQuantity: r!.totalQuantity,
        numberUnit: '2',
        status: 10,
        dgeCcbStatus: null,
        esignAutoArchive: 1,
      },
      fileSha256: r!.fileSha256,
      verifyPath: `/verify/${r!.verifyToken}`,
    });
    expect(d.attrs).toEqual(r!.attrs);
    expect(d.events).toEqual([
      expect.objectContaining({
        kind: 'generate',
        kindName: '生成仓单',
        enterpriseName: '河南豫通棉花仓储有限公司',
        sha256: r!.fileSha256,
        toStatus: 10,
        actorName: expect.any(String),
      }),
    ]);
    // The signed links download the PDF without a token.
    for (const link of [d.fileLink, d.originalFileLink, d.events[0].fileLink]) {
      const file = await t.get(undefined, link);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(r!.fileSha256);
    }
  });

  it('answers 404 with the receipt message to a foreign shipper or warehouse, and for an unknown id', async () => {
    for (const token of [tokens.otherShipper, tokens.otherWarehouse]) {
      expectRefusal(
        await t.get(token, `${BASE}/detail?id=${mine[0]}`),
        404,
        'receipt.not_found',
        receiptMessages.notFound,
      );
    }
    for (const id of [foreign[0], '999999999']) {
      expectRefusal(
        await t.get(tokens.shipper, `${BASE}/detail?id=${id}`),
        404,
        'receipt.not_found',
        receiptMessages.notFound,
      );
    }
    expect((await t.get(tokens.shipper, `${BASE}/detail?id=abc`)).json().code).toBe(400);
  });

  it('lets the other party open the PDF by id (owner resolver), and not a foreign enterprise', async () => {
    const [r] = await db.select().from(receipt).where(eq(receipt.id, mine[0]!));
    const url = `/api/kc-resource/oss/endpoint/file/${r!.fileId}`;
    // Uploaded by the warehouse's user: the shipper sees it as a party to the receipt.
    expect((await t.get(tokens.shipper, url)).statusCode).toBe(200);
    expect((await t.get(tokens.warehouse, url)).statusCode).toBe(200);
    expect((await t.get(tokens.otherShipper, url)).json().code).toBe(404);
    expect((await t.get(tokens.otherWarehouse, url)).json().code).toBe(404);
  });
});

describe('public verification (ple/bill/verify, ple/bill/verifyFile)', () => {
  let r: typeof receipt.$inferSelect;

  beforeAll(async () => {
    const order = await inbound([{ weight: '33.33', quantity: '77.00', locator: '机密库位-7' }]);
    const [id] = await generate(order.id);
    [r] = (await db.select().from(receipt).where(eq(receipt.id, id!))) as [typeof receipt.$inferSelect];
  });

  it('shows code, status, category, the current hash and the chain without a login', async () => {
    const body = (await t.get(undefined, `${BASE}/verify?token=${r.verifyToken}`)).json();
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      code: r.code,
      replacedBy: null,
      status: 10,
      statusName: '原始生成',
      materialName: '棉花',
      sha256: r.fileSha256,
      generatedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      effectiveTime: null,
      chain: [
        {
          kind: 'generate',
          kindName: '生成仓单',
          enterpriseName: '河南豫通棉花仓储有限公司',
          sha256: r.fileSha256,
          time: expect.any(String),
        },
      ],
    });
  });

  it('leaks nothing confidential: no weight, quantity, locator, attributes, ids, people or prices', async () => {
    const text = (await t.get(undefined, `${BASE}/verify?token=${r.verifyToken}`)).body;
    for (const secret of [
      '33.33',
      '77.00',
      '机密库位-7',
      '新疆',
      r.cargoOwnerId,
      r.warehouseId,
      r.id,
      'warehouse',
      'actor',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/weight|quantity|price|locator|attrs|fileId|verifyToken/i);
  });

  it('answers 404 仓单不存在 for an unknown, empty or overlong token', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '', 'x'.repeat(80)]) {
      const body = (await t.get(undefined, `${BASE}/verify?token=${token}`)).json();
      expect(body).toMatchObject({ success: false, msg: receiptMessages.notFound });
    }
    for (const call of ['verify', 'verifyFile']) {
      const res = await t.get(undefined, `${BASE}/${call}?token=AAAAAAAAAAAAAAAAAAAAAA`);
      expectRefusal(res, 404, 'receipt.not_found', receiptMessages.notFound);
    }
  });

  /** What a reader finds in a PDF: pdf-lib's text, and poppler's too where installed. */
  const readings = async (pdf: Uint8Array) => [
    compact((await pageTexts(pdf)).join('')),
    ...(popplerTexts(pdf) ? [compact(popplerTexts(pdf)!.join(''))] : []),
  ];

  it('serves without a login only a verification document: code, status, category, hashes — not the receipt', async () => {
    const res = await t.get(undefined, `${BASE}/verifyFile?token=${r.verifyToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = new Uint8Array(res.rawPayload);
    // It is not the receipt's file: the page's hash check is for the file a party holds.
    expect(createHash('sha256').update(pdf).digest('hex')).not.toBe(r.fileSha256);
    const order = (await db.select().from(inboundOrder).where(eq(inboundOrder.id, r.inputId!)))[0]!;
    for (const text of await readings(pdf)) {
      for (const shown of [
        '仓单验证凭证',
        r.code,
        '原始生成',
        '棉花',
        r.fileSha256!,
        '生成仓单',
        '河南豫通棉花仓储有限公司',
      ]) {
        expect(text).toContain(shown);
      }
      for (const secret of ['33.33', '77.00', '机密库位-7', '江苏恒丰棉业有限公司', order.code, '新疆']) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/总重量|总数量|入库单号/);
    }
    // The QR code opens the verification page.
    const [qr] = [...(await pdfBitmaps(pdf)).values()];
    expect(qr?.length).toBeGreaterThan(0);
  });

  it('gives the receipt itself to its parties, the platform and banks only: another logged-in user gets 404', async () => {
    const url = `${BASE}/verifyFullFile?token=${r.verifyToken}`;
    for (const token of [tokens.shipper, tokens.warehouse, tokens.admin]) {
      const body = (await t.get(token, url)).json();
      expect(body).toMatchObject({ code: 200, data: { code: r.code, sha256: r.fileSha256 } });
      const file = await t.get(undefined, body.data.fileLink);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(r.fileSha256);
      expect(compact((await pageTexts(new Uint8Array(file.rawPayload))).join(''))).toContain('33.33');
    }
    for (const token of [tokens.otherShipper, tokens.otherWarehouse, tokens.buyer]) {
      expectRefusal(await t.get(token, url), 404, 'receipt.not_found', receiptMessages.notFound);
    }
    expect((await t.get(undefined, url)).json().code).toBe(401);
    const unknown = await t.get(tokens.shipper, `${BASE}/verifyFullFile?token=AAAAAAAAAAAAAAAAAAAAAA`);
    expectRefusal(unknown, 404, 'receipt.not_found', receiptMessages.notFound);
  });

  it('follows the current file: a new signature’s hash is what the page shows', async () => {
    const signed = Buffer.concat([(await t.ctx.files.read(r.fileId!))!, Buffer.from('\n%signed\n')]);
    const sha = createHash('sha256').update(signed).digest('hex');
    const file = await t.ctx.files.store(
      { userId: warehouseUserId, tenantId: '000000', postId: warehouseId },
      { originalName: `${r.code}.pdf`, bytes: signed, kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
      db,
      { ownerType: 'receipt', ownerId: r.id },
    );
    await db.insert(receiptSign).values({
      billId: r.id,
      kind: 'warehouse',
      enterpriseId: warehouseId,
      enterpriseName: '河南豫通棉花仓储有限公司',
      fileId: file.id,
      sha256: sha,
      toStatus: 20,
    });
    await db.update(receipt).set({ status: 20, fileId: file.id, fileSha256: sha }).where(eq(receipt.id, r.id));
    const body = (await t.get(undefined, `${BASE}/verify?token=${r.verifyToken}`)).json().data;
    expect(body).toMatchObject({ status: 20, statusName: '仓库签章完成', sha256: sha });
    expect(body.chain.map((e: { kindName: string; sha256: string }) => [e.kindName, e.sha256])).toEqual([
      ['生成仓单', r.fileSha256],
      ['仓储企业签章', sha],
    ]);
    const res = await t.get(undefined, `${BASE}/verifyFile?token=${r.verifyToken}`);
    const [text] = await readings(new Uint8Array(res.rawPayload));
    expect(text).toContain(sha);
    expect(text).toContain('仓库签章完成');
    const full = (await t.get(tokens.warehouse, `${BASE}/verifyFullFile?token=${r.verifyToken}`)).json().data;
    expect(full.sha256).toBe(sha);
    expect(
      createHash('sha256')
        .update((await t.get(undefined, full.fileLink)).rawPayload)
        .digest('hex'),
    ).toBe(sha);
  });

  it('lists the cargo owner’s signature without its name in public', async () => {
    await db.insert(receiptSign).values({
      billId: r.id,
      kind: 'shipper',
      enterpriseId: shipperId,
      enterpriseName: '江苏恒丰棉业有限公司',
      fileId: r.fileId!,
      sha256: r.fileSha256!,
      toStatus: 30,
    });
    const body = await t.get(undefined, `${BASE}/verify?token=${r.verifyToken}`);
    expect(body.json().data.chain.at(-1)).toMatchObject({
      kind: 'shipper',
      kindName: '货主签章',
      enterpriseName: null,
    });
    expect(body.body).not.toContain('江苏恒丰棉业有限公司');
    const pdf = new Uint8Array((await t.get(undefined, `${BASE}/verifyFile?token=${r.verifyToken}`)).rawPayload);
    for (const text of await readings(pdf)) {
      expect(text).toContain('货主签章');
      expect(text).not.toContain('江苏恒丰棉业有限公司');
    }
  });
});

describe('PUBLIC_URL', () => {
  it('is optional, a full URL, kept without its trailing slash', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://kc.example.com/' }).publicUrl).toBe('https://kc.example.com');
    expect(() => loadConfig({ PUBLIC_URL: 'kc.example.com' })).toThrow(/PUBLIC_URL/);
  });
});

describe('receipt list queries are index-backed', () => {
  const plan = async (query: SQLWrapper) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${query}`);
      const rows = (res as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  const principal = (over: Partial<Principal>): Principal => ({
    userId: '1',
    tenantId: '000000',
    account: 'x',
    userName: 'x',
    realName: null,
    userType: 3,
    postId: null,
    deptId: null,
    roleIds: [],
    roleAliases: [],
    roleNames: [],
    tokenVersion: 0,
    sessionId: 's',
    ...over,
  });

  it('the party’s list, the platform’s and the filtered ones read indexes only', async () => {
    const party = principal({ postId: shipperId, roleAliases: ['shipper'] });
    const page = { current: 1, size: 10 };
    const partyPlan = await plan(receiptsQuery(db, receiptListWhere(party, {}), page));
    // On these small tables the planner may pick any fitting index: the tenant's list, or owner and warehouse.
    expect(partyPlan).not.toMatch(/Seq Scan/);
    expect(partyPlan).toMatch(/kc_ple_bill_(list_idx|owner_idx|warehouse_idx)/);
    const byStatus = await plan(receiptsQuery(db, receiptListWhere(party, { status_equal: 10 }), page));
    expect(byStatus).not.toMatch(/Seq Scan/);
    const admin = principal({ roleAliases: ['administrator'] });
    const allPlan = await plan(receiptsQuery(db, receiptListWhere(admin, {}), page));
    expect(allPlan).not.toMatch(/Seq Scan/);
    expect(allPlan).toMatch(/kc_ple_bill_list_idx/);
    const byInput = await plan(receiptsQuery(db, receiptListWhere(admin, { inputCode: 'RK1' }), page));
    expect(byInput).not.toMatch(/Seq Scan/);
    expect(byInput).toMatch(/kc_wms_input_(code_uq|list_idx)/);
    expect(visibleReceipts(party)).toBeDefined();
  });
});
