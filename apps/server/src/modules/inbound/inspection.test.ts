import { defaultErrorMessage as D } from '@kc/domain';
import { inboundInputRefusals } from '@kc/domain/inbound/input-refusals';
import { inspectionMessages as m } from '@kc/domain/inbound/inspection';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { attachment } from '../../platform/files/attachment.table';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { file, jpeg, form as multipart, pdf, png } from '../../test/uploads';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { baseMaterial } from '../goods/goods.table';
import { user } from '../user/user.table';
import { inboundBatch } from './inbound.table';
import { inspection, inspectionFile } from './inspection.table';

const INPUT = '/api/kc-flrk/wms/input';
const TEST = '/api/kc-flrk/ple/test';
const UPLOAD = '/api/kc-resource/oss/endpoint/put-file-attach';

let t: TestApp;
let shipper: Session;
let warehouse: Session;
let otherWarehouse: Session;
let otherShipper: Session;
let platform: Session;
let admin: Session;
let warehouseId: string;
let cottonId: string;
let seq = 0;

type Res = { statusCode: number; json: () => { code: number; success: boolean; data: unknown; msg: string } };

type InspectionFileView = { id: string; testFileCode: string; testFile: string; url: string; testDesc: string };
/** The shapes these tests read: an inspection detail, a page of rows, an order detail. */
type Answer = Record<string, unknown> & {
  batches: { batchNo: string; files: InspectionFileView[] }[];
  records: Record<string, unknown>[];
  statusName: string;
  testId: string | null;
  code: string;
};

const data = async <T = Answer>(res: Promise<Res>): Promise<T> => {
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

/** An inbound order of the demo shipper at the demo warehouse with two batches, brought to `status`. */
const order = async (status: 10 | 20, wh = warehouseId) => {
  const { id } = await data<{ id: string }>(
    shipper.post(`${INPUT}/submit`, {
      status: 10,
      warehouseId: wh,
      materialId: cottonId,
      reserveTime: '2026-11-20 09:00:00',
      reservePerson: '张建国',
      reservePhone: '13812340001',
      batches: [
        { batchNo: `G${++seq}-1`, applyWeight: '10', applyQuantity: '5' },
        { batchNo: `G${seq}-2`, applyWeight: '20', applyQuantity: '6' },
      ],
    }),
  );
  if (status === 20) await data(shipper.post(`${INPUT}/shippingAudit`, { id, status: 1 }));
  return id;
};
const batchesOf = (inputId: string) =>
  t.ctx.db
    .select()
    .from(inboundBatch)
    .where(and(eq(inboundBatch.inputId, inputId), eq(inboundBatch.isDeleted, 0)))
    .orderBy(asc(inboundBatch.sort));

const createCheck = async (inputId: string, token = warehouse.token) =>
  (await data<{ id: string }>(t.post(token, `${INPUT}/createCheck`, { id: inputId }))).id;

const upload = async (token: string, name: string, content: Buffer) => {
  const body = multipart(file(name, content));
  const res = await t.as(token, { method: 'POST', url: UPLOAD, payload: body.payload, headers: body.headers });
  return (await data<{ attachId: string }>(Promise.resolve(res))).attachId;
};

/** An order at 20 with its inspection and two images uploaded by the warehouse. */
const setup = async () => {
  const inputId = await order(20);
  const testId = await createCheck(inputId);
  const [a, b] = await batchesOf(inputId);
  const img1 = await upload(warehouse.token, 'a.png', png(++seq % 200));
  const img2 = await upload(warehouse.token, 'b.jpg', jpeg(`p${++seq}`));
  return { inputId, testId, a: a!, b: b!, img1, img2 };
};

const fileRow = (inputBatchId: string, testFile: string, over: Record<string, unknown> = {}) => ({
  inputBatchId,
  testFileCode: `GJ-${++seq}`,
  testFile,
  testDesc: '外观良好，无水渍',
  ...over,
});

const statusOf = async (id: string) => (await t.ctx.db.select().from(inspection).where(eq(inspection.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const byCode = async (c: string) =>
    (await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.code, c)))[0]!.id;
  warehouseId = await byCode('CK0001');
  const [other] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '公检测试第二仓库', type: '2', code: 'T-GJ-WH', status: 1 })
    .returning({ id: enterprise.id });
  const [otherS] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '公检测试第二货主', type: '1', code: 'T-GJ-SH', status: 1 })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, 'gj-other-warehouse', { roleAliases: ['warehouse'], postId: other!.id });
  await createUser(t.ctx.db, 'gj-other-shipper', { roleAliases: ['shipper'], postId: otherS!.id });
  await createUser(t.ctx.db, 'gj-platform', { roleAliases: ['platform'], userType: 1 });
  [shipper, warehouse, otherWarehouse, otherShipper, platform, admin] = await Promise.all(
    ['shipper', 'warehouse', 'gj-other-warehouse', 'gj-other-shipper', 'gj-platform', 'admin'].map((a) => t.session(a)),
  );
  cottonId = (
    await t.ctx.db.select({ id: baseMaterial.id }).from(baseMaterial).where(eq(baseMaterial.code, 'MH001'))
  )[0]!.id;
});
afterAll(async () => t?.close());

describe('createCheck: opening an inspection', () => {
  it('the warehouse opens one (10) for an order at 20; a second call answers the same id', async () => {
    const inputId = await order(20);
    const id = await createCheck(inputId);
    expect(await statusOf(id)).toMatchObject({ status: 10, inputId, warehouseId, isDeleted: 0 });
    expect(await createCheck(inputId)).toBe(id);
    expect((await data(shipper.get(`${INPUT}/detail?id=${inputId}`))).testId).toBe(id);
    const events = await t.ctx.db.select().from(auditEvent).where(eq(auditEvent.objectId, id));
    expect(events.map((e) => e.action)).toEqual(['create']);
  });

  it('the platform operator opens one too', async () => {
    const inputId = await order(20);
    expect(await createCheck(inputId, admin.token)).toMatch(/^\d+$/);
  });

  it('before the shipper passed the order it is 409', async () => {
    const inputId = await order(10);
    await fails(
      warehouse.post(`${INPUT}/createCheck`, { id: inputId }),
      409,
      'inspection.order_not_ready',
      m.orderNotReady,
    );
  });

  it('refuses another warehouse (404) and users without test_save (the shipper: 403); the platform may open one', async () => {
    const inputId = await order(20);
    await fails(otherWarehouse.post(`${INPUT}/createCheck`, { id: inputId }), 404, 'access.not_found', D[404]);
    await deniedByGuard(shipper.post(`${INPUT}/createCheck`, { id: inputId }));
    expect((await data(platform.post(`${INPUT}/createCheck`, { id: inputId }))).id).toBeTruthy();
  });

  it('a user who sees the order and holds test_save but is not its warehouse is refused (403)', async () => {
    const inputId = await order(20);
    const [own] = await t.ctx.db.select({ postId: user.postId }).from(user).where(eq(user.account, 'shipper'));
    const { token } = await t.newUser('gj-shipper-inspector', {
      roleAliases: ['shipper', 'warehouse'],
      postId: own!.postId,
    });
    await fails(t.post(token, `${INPUT}/createCheck`, { id: inputId }), 403, 'inspection.not_inspector', D[403]);
  });
});

describe('submit: save (stays 10) and finish (1)', () => {
  it('saves files per batch and keeps 10; the detail lists them newest first with signed links', async () => {
    const s = await setup();
    await data(
      warehouse.post(`${TEST}/submit`, {
        id: s.testId,
        status: 10,
        files: [fileRow(s.a.id, s.img1, { testFileCode: 'GJ-A1' }), fileRow(s.a.id, s.img2, { testFileCode: 'GJ-A2' })],
      }),
    );
    expect((await statusOf(s.testId)).status).toBe(10);
    // Make the second file the newer one.
    await t.ctx.db
      .update(inspectionFile)
      .set({ createTime: new Date(Date.now() + 1000) })
      .where(eq(inspectionFile.testFileCode, 'GJ-A2'));
    const d = await data(warehouse.get(`${TEST}/detail?id=${s.testId}`));
    expect(d).toMatchObject({
      id: s.testId,
      inputId: s.inputId,
      status: 10,
      statusName: '待公检',
      input: {
        materialName: '棉花',
        shipperName: '江苏恒丰棉业有限公司',
        warehouseName: '河南豫通棉花仓储有限公司',
        // the order's units, which the batches' weights and quantities are shown with
        weightUnitName: '吨',
        numberUnitName: '包',
      },
    });
    expect(d.batches.map((b) => b.batchNo)).toEqual([s.a.batchNo, s.b.batchNo]);
    const files = d.batches[0]!.files;
    expect(files.map((f) => f.testFileCode)).toEqual(['GJ-A2', 'GJ-A1']);
    expect(files[0]!).toMatchObject({ testFile: s.img2, testDesc: '外观良好，无水渍' });
    expect(files[0]!.url).toMatch(new RegExp(`/api/kc-resource/oss/endpoint/file/${s.img2}\\?e=`));
    expect(d.batches[1]!.files).toEqual([]);
    // The images now belong to the inspection.
    const owners = await t.ctx.db.select().from(attachment).where(eq(attachment.id, s.img1));
    expect(owners[0]).toMatchObject({ ownerType: 'ple_test', ownerId: s.testId });
  });

  it('a file sent with its id stays (same id, same time); one not sent any more goes', async () => {
    const s = await setup();
    await data(
      warehouse.post(`${TEST}/submit`, {
        id: s.testId,
        status: 10,
        files: [fileRow(s.a.id, s.img1), fileRow(s.b.id, s.img2)],
      }),
    );
    const before = await data(warehouse.get(`${TEST}/detail?id=${s.testId}`));
    const kept = before.batches[0]!.files[0]!;
    await data(
      warehouse.post(`${TEST}/submit`, {
        id: s.testId,
        status: 10,
        files: [{ ...fileRow(s.a.id, s.img1, { testFileCode: 'GJ-EDIT' }), id: kept.id }],
      }),
    );
    const after = await data(warehouse.get(`${TEST}/detail?id=${s.testId}`));
    expect(after.batches[0]!.files).toEqual([{ ...kept, testFileCode: 'GJ-EDIT', url: expect.any(String) }]);
    expect(after.batches[1]!.files).toEqual([]);
  });

  it('finishing needs at least one file per batch; then it is 1 with its finish time', async () => {
    const s = await setup();
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 1, files: [fileRow(s.a.id, s.img1)] }),
      400,
      'inspection.finish_needs_files',
      m.finishNeedsFiles(s.b.batchNo),
    );
    expect((await statusOf(s.testId)).status).toBe(10);
    // Nothing of the refused finish was kept.
    expect(await t.ctx.db.select().from(inspectionFile).where(eq(inspectionFile.testId, s.testId))).toEqual([]);
    await data(
      warehouse.post(`${TEST}/submit`, {
        id: s.testId,
        status: 1,
        files: [fileRow(s.a.id, s.img1), fileRow(s.b.id, s.img2)],
      }),
    );
    const row = await statusOf(s.testId);
    expect(row.status).toBe(1);
    expect(row.finishTime).not.toBeNull();
    expect((await data(warehouse.get(`${TEST}/detail?id=${s.testId}`))).statusName).toBe('已完成');
    const events = await t.ctx.db.select().from(auditEvent).where(eq(auditEvent.objectId, s.testId));
    expect(events.map((e) => `${e.action}:${e.fromStatus ?? ''}->${e.toStatus}`)).toEqual([
      'create:->10',
      'finish:10->1',
    ]);
  });

  it('after finishing nothing changes: submit and remove are 409', async () => {
    const s = await setup();
    const files = [fileRow(s.a.id, s.img1), fileRow(s.b.id, s.img2)];
    // Finishing answers the inspection's new status: 1 done.
    expect(await data(warehouse.post(`${TEST}/submit`, { id: s.testId, status: 1, files }))).toEqual({
      id: s.testId,
      status: 1,
    });
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files }),
      409,
      'inspection.not_editable',
      m.notEditable,
    );
    await fails(warehouse.post(`${TEST}/remove`, { ids: s.testId }), 409, 'inspection.not_removable', m.notRemovable);
  });

  it.each([
    [{ testFileCode: '' }, m.fileCodeRequired, inboundInputRefusals.reasons.inspectionCodeRequired],
    // a text past its length is generic malformed input
    [{ testFileCode: 'x'.repeat(101) }, m.fileCodeMax, 'request.invalid'],
    [{ testDesc: '描'.repeat(401) }, m.descMax, 'request.invalid'],
    [{ testFile: '' }, m.fileRequired, inboundInputRefusals.reasons.inspectionFileRequired],
  ])('refuses a file %j: %s (%s)', async (over, msg, reason) => {
    const s = await setup();
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(s.a.id, s.img1, over)] }),
      400,
      reason,
      msg,
    );
  });

  it('one image per file: two are refused', async () => {
    const s = await setup();
    await fails(
      warehouse.post(`${TEST}/submit`, {
        id: s.testId,
        status: 10,
        files: [fileRow(s.a.id, [s.img1, s.img2] as unknown as string)],
      }),
      400,
      inboundInputRefusals.reasons.inspectionOneFile,
      m.oneFile,
    );
  });

  it('only jpg, jpeg and png: a PDF attachment is refused with the spec message', async () => {
    const s = await setup();
    const doc = await upload(warehouse.token, 'report.pdf', pdf);
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(s.a.id, doc)] }),
      400,
      'inspection.file_type',
      '上传文件只能是 jpg、jpeg、png!',
    );
  });

  it('an image of another enterprise, an unknown one, or one held by another inspection is refused', async () => {
    const s = await setup();
    const foreign = await upload(otherShipper.token, 'x.png', png(7));
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(s.a.id, foreign)] }),
      400,
      'inspection.file_missing',
      m.fileMissing,
    );
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(s.a.id, '999999999')] }),
      400,
      'inspection.file_missing',
      m.fileMissing,
    );
    const other = await setup();
    await data(
      warehouse.post(`${TEST}/submit`, { id: other.testId, status: 10, files: [fileRow(other.a.id, other.img1)] }),
    );
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(s.a.id, other.img1)] }),
      400,
      'inspection.file_missing',
      m.fileMissing,
    );
  });

  it('a batch of another order is refused', async () => {
    const s = await setup();
    const other = await setup();
    await fails(
      warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(other.a.id, s.img1)] }),
      400,
      'inspection.batch_missing',
      m.batchMissing,
    );
  });

  it('another warehouse (404), the shipper without test_save (403) may not save', async () => {
    const s = await setup();
    const body = { id: s.testId, status: 10, files: [fileRow(s.a.id, s.img1)] };
    await fails(otherWarehouse.post(`${TEST}/submit`, body), 404, 'access.not_found', D[404]);
    await deniedByGuard(shipper.post(`${TEST}/submit`, body));
  });
});

describe('the images are seen by the order’s parties', () => {
  it('the shipper of the order may open an inspection image, another shipper may not', async () => {
    const s = await setup();
    await data(warehouse.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [fileRow(s.a.id, s.img1)] }));
    const url = `/api/kc-resource/oss/endpoint/file/${s.img1}`;
    expect((await shipper.get(url)).statusCode).toBe(200);
    expect((await otherShipper.get(url)).statusCode).toBe(404);
    // An image not yet in an inspection stays the uploader's.
    expect((await shipper.get(`/api/kc-resource/oss/endpoint/file/${s.img2}`)).statusCode).toBe(404);
  });
});

describe('list and remove', () => {
  it('lists the inspections of the parties’ orders; another warehouse sees none of them', async () => {
    const s = await setup();
    const inputCode = (await data(warehouse.get(`${INPUT}/detail?id=${s.inputId}`))).code;
    const page = await data(warehouse.get(`${TEST}/list?inputCode=${inputCode}`));
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      id: s.testId,
      inputId: s.inputId,
      inputCode,
      materialName: '棉花',
      shipperName: '江苏恒丰棉业有限公司',
      warehouseName: '河南豫通棉花仓储有限公司',
      status: 10,
      statusName: '待公检',
      finishTime: null,
    });
    expect((await data(otherWarehouse.get(`${TEST}/list?inputCode=${inputCode}`))).records).toEqual([]);
    expect((await data(admin.get(`${TEST}/list?inputCode=${inputCode}`))).records).toHaveLength(1);
    expect((await data(warehouse.get(`${TEST}/list?inputCode=${inputCode}&status=1`))).records).toEqual([]);
    await fails(otherWarehouse.get(`${TEST}/detail?id=${s.testId}`), 404, 'access.not_found', D[404]);
    // The order's shipper reads the inspection (check_test) but cannot save it (no test_save).
    expect((await data(shipper.get(`${TEST}/list?inputCode=${inputCode}`))).records).toHaveLength(1);
    await deniedByGuard(shipper.post(`${TEST}/submit`, { id: s.testId, status: 10, files: [] }));
  });

  it('removes a pending inspection (the order may open a new one); another warehouse gets 404', async () => {
    const s = await setup();
    await fails(otherWarehouse.post(`${TEST}/remove`, { ids: s.testId }), 404, 'access.not_found', D[404]);
    await data(warehouse.post(`${TEST}/remove`, { ids: s.testId }));
    expect((await statusOf(s.testId)).isDeleted).toBe(1);
    await fails(warehouse.get(`${TEST}/detail?id=${s.testId}`), 404, 'access.not_found', D[404]);
    const again = await createCheck(s.inputId);
    expect(again).not.toBe(s.testId);
  });
});

describe('createCheckAndSucc: open and finish in one call', () => {
  it('finishes with a file per batch; a missing batch leaves the inspection open at 10 with nothing saved', async () => {
    const inputId = await order(20);
    const [a, b] = await batchesOf(inputId);
    const img1 = await upload(warehouse.token, 'c.png', png(++seq % 200));
    const img2 = await upload(warehouse.token, 'd.png', png(++seq % 200));
    await fails(
      warehouse.post(`${INPUT}/createCheckAndSucc`, { id: inputId, files: [fileRow(a!.id, img1)] }),
      400,
      'inspection.finish_needs_files',
      m.finishNeedsFiles(b!.batchNo),
    );
    const opened = await createCheck(inputId);
    expect((await statusOf(opened)).status).toBe(10);
    const done = await data<{ id: string }>(
      warehouse.post(`${INPUT}/createCheckAndSucc`, {
        id: inputId,
        files: [fileRow(a!.id, img1), fileRow(b!.id, img2)],
      }),
    );
    expect(done.id).toBe(opened);
    expect((await statusOf(opened)).status).toBe(1);
    await deniedByGuard(shipper.post(`${INPUT}/createCheckAndSucc`, { id: inputId, files: [] }));
  });
});
