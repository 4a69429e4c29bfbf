import { accessRefusals, DEFAULT_TENANT_ID } from '@kc/domain';
import { outboundRefusals } from '@kc/domain/outbound/outbound';
import type { PartUnlockDetail, PartUnlockMoveAnswer, PartUnlockTray } from '@kc/domain/part-unlock/answers';
import { partUnlockInputRefusals } from '@kc/domain/part-unlock/input-refusals';
import { partUnlockMessages, partUnlockRefusals } from '@kc/domain/part-unlock/part-unlock';
import { PART_UNLOCK_STATUS_EVENT, PartUnlockStatus } from '@kc/domain/part-unlock/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { ContainerStatus, TrayStatus } from '@kc/domain/wms/wms';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxWmsTray } from '../../providers/wms/sandbox.table';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { file, gif, jpeg, form as multipart, pdf, png } from '../../test/uploads';
import { receipt, receiptHolders } from '../receipt';
import { seedDemoWms } from '../seed/seed-wms';
import { user } from '../user';
import { wmsContainer, wmsTray } from '../wms';
import { partUnlock, partUnlockTray } from './part-unlock.table';
import { sendPendingTrayUnlocks } from './unlock-outbox';

const BASE = '/api/kc-flrk/partUnlock';
const UPLOAD = '/api/kc-resource/oss/endpoint/put-file-attach';
const reasons = partUnlockRefusals.reasons;
const inputReasons = partUnlockInputRefusals.reasons;
type Account = 'shipper' | 'warehouse' | 'warehouse2' | 'platform' | 'foreign';
let t: TestApp;
let tok: Record<Account, string>;
let bill: typeof receipt.$inferSelect;
let seq = 0;

const upload = async (token: string, name: string, content: Buffer) => {
  const body = multipart(file(name, content));
  const res = await t.as(token, { method: 'POST', url: UPLOAD, payload: body.payload, headers: body.headers });
  return (await dataOf<{ attachId: string }>(Promise.resolve(res))).attachId;
};
const image = (token: string) => upload(token, `p${++seq}.png`, png(++seq % 200));
const act = (token: string, path: string, body: object) => t.post(token, `${BASE}/${path}`, body);
const detailOf = (token: string, id: string) =>
  dataOf<PartUnlockDetail>(t.get(token, `${BASE}/billListById`, { id, size: 10, current: 1 }));
const lockedTrays = () => dataOf<PartUnlockTray[]>(act(tok.warehouse, 'queryAllTrayByBillids', { billIds: [bill.id] }));
const submitted = async (trayIds: string[]) =>
  (
    await dataOf<PartUnlockMoveAnswer>(
      act(tok.warehouse, 'submit', { applyFile: [await image(tok.warehouse)], billIds: [bill.id], trayIds }),
    )
  ).id;
const statusOf = async (id: string) =>
  (await t.ctx.db.select().from(partUnlock).where(eq(partUnlock.id, id)))[0]!.status;
const mirrorTrays = (ids: string[]) => t.ctx.db.select().from(wmsTray).where(inArray(wmsTray.id, ids));
const sandboxUnlocked = async (mirrorIds: string[]) => {
  const rows = await mirrorTrays(mirrorIds);
  const sandbox = await t.ctx.db
    .select()
    .from(sandboxWmsTray)
    .where(
      inArray(
        sandboxWmsTray.id,
        rows.map((r) => r.externalId),
      ),
    );
  return new Map(rows.map((r) => [r.id, sandbox.find((s) => s.id === r.externalId)!.unlocked === 1]));
};

/** A record passed by the holder and the platform: waiting for the warehouse (30). */
const atWarehouse = async (trayIds: string[]) => {
  const id = await submitted(trayIds);
  await dataOf(act(tok.shipper, 'auditShipper', { id, status: 20 }));
  await dataOf(act(tok.platform, 'auditPlatform', { id, status: 30, noticeFile: [await image(tok.platform)] }));
  return id;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWms(t.ctx);
  const foreign = await createEnterprise(t.ctx.db, { name: '外部部分解锁测试仓储有限公司', type: '2' });
  const foreignUser = await t.newUser('part-unlock-foreign', { roleAliases: ['warehouse'], postId: foreign });
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    foreign: foreignUser.token,
  };
  const warehouseId = await enterpriseOfAccount(t.ctx.db, 'warehouse');
  // The demo's receipt in effect over a locked container (seed-wms.ts); the other one is 预警中.
  const [live] = await t.ctx.db
    .select()
    .from(receipt)
    .where(and(eq(receipt.warehouseId, warehouseId), eq(receipt.status, ReceiptStatus.inEffect)))
    .then((rows) => rows.filter((r) => r.goodsId != null));
  bill = live!;
});
afterAll(async () => t?.close());

describe(`choosing what to unlock on ${process.env.TEST_DB}`, () => {
  it('the warehouse that keeps the goods lists its receipts, their locked containers and trays', async () => {
    const bills = await dataOf<{ records: { id: string; lockedContainers: number }[] }>(
      t.get(tok.warehouse, `${BASE}/selectBillListByPage`, { size: 50 }),
    );
    expect(bills.records.find((b) => b.id === bill.id)).toMatchObject({ lockedContainers: 1 });
    const containers = await dataOf<{ id: string; caseNumber: string; lockedTrays: number }[]>(
      t.get(tok.warehouse, `${BASE}/selectContainerListByBillId`, { billId: bill.id }),
    );
    expect(containers).toHaveLength(1);
    const trays = await dataOf<PartUnlockTray[]>(
      t.get(tok.warehouse, `${BASE}/selectTrayListByContainId`, { containerId: containers[0]!.id }),
    );
    expect(trays.length).toBe(containers[0]!.lockedTrays);
    expect(trays.length).toBeGreaterThan(2);
    expect(trays.every((x) => x.status === TrayStatus.locked && x.billCode === bill.code)).toBe(true);
    expect(await lockedTrays()).toEqual(trays);
    // Another warehouse, or the holder, keeps nothing of it.
    expect((await t.get(tok.warehouse2, `${BASE}/selectContainerListByBillId`, { billId: bill.id })).statusCode).toBe(
      404,
    );
    const theirs = await dataOf<{ records: unknown[] }>(t.get(tok.shipper, `${BASE}/selectBillListByPage`, {}));
    expect(theirs.records).toEqual([]);
    expectRefusal(
      await t.get(tok.warehouse, `${BASE}/selectContainerListByBillId`, {}),
      400,
      inputReasons.billRequired,
      partUnlockMessages.billRequired,
    );
  });
});

describe(`submitting a partial unlock on ${process.env.TEST_DB}`, () => {
  it("refuses a missing application, a non-image, another user's upload, foreign receipts and unlocked trays", async () => {
    const [tray] = await lockedTrays();
    const base = { billIds: [bill.id], trayIds: [tray!.trayId] };
    expectRefusal(
      await act(tok.warehouse, 'submit', { ...base, applyFile: [] }),
      400,
      inputReasons.applyFileRequired,
      '请上传提货申请书',
    );
    expectRefusal(
      await act(tok.warehouse, 'submit', { ...base, applyFile: [await image(tok.warehouse)], trayIds: [] }),
      400,
      inputReasons.selectTrays,
      '请选择要解锁的托盘',
    );
    for (const [name, content] of [
      ['a.gif', gif],
      ['b.pdf', pdf],
    ] as const) {
      const id = await upload(tok.warehouse, name, content);
      expectRefusal(
        await act(tok.warehouse, 'submit', { ...base, applyFile: [id] }),
        400,
        reasons.fileType,
        '上传文件只能是 jpg、jpeg、png!',
      );
    }
    const theirs = await image(tok.shipper);
    expectRefusal(await act(tok.warehouse, 'submit', { ...base, applyFile: [theirs] }), 400, reasons.fileMissing);
    // Another warehouse, or the holder, cannot apply for the demo warehouse's receipt.
    expectRefusal(
      await act(tok.warehouse2, 'submit', { ...base, applyFile: [await image(tok.warehouse2)] }),
      403,
      reasons.notWarehouse,
    );
    expectRefusal(
      await act(tok.shipper, 'submit', { ...base, applyFile: [await image(tok.shipper)] }),
      403,
      reasons.notWarehouse,
    );
    // A tray not of the receipt (made up) is refused by its id.
    expectRefusal(
      await act(tok.warehouse, 'submit', { ...base, applyFile: [await image(tok.warehouse)], trayIds: ['1'] }),
      400,
      reasons.trayNotLocked,
    );
    const jpg = await upload(tok.warehouse, 'c.jpeg', jpeg('part-unlock'));
    expect(await t.ctx.db.select().from(partUnlock)).toEqual([]);
    expect(jpg).toMatch(/^\d+$/);
  });
});

describe(`a partial unlock's moves on ${process.env.TEST_DB}`, () => {
  it('goes 10 → 11 → 10 → 20 → 21 → 10 → 20 → 30 → 31 → 32 → 40, each move by its own party only', async () => {
    const trays = await lockedTrays();
    const chosen = trays.slice(0, 2).map((x) => x.trayId);
    const id = await submitted(chosen);
    expect(await statusOf(id)).toBe(PartUnlockStatus.awaitingShipper);
    expect([...(await receiptHolders(t.ctx.db, [bill.id])).values()]).toEqual([{ process: 'unlock', processId: id }]);

    // The reservation: the receipt cannot go into another partial unlock or an outbound order.
    expectRefusal(
      await act(tok.warehouse, 'submit', {
        applyFile: [await image(tok.warehouse)],
        billIds: [bill.id],
        trayIds: [trays[2]!.trayId],
      }),
      409,
      reasons.billHeld,
      `仓单 ${bill.code} 正在部分解锁中，无法部分解锁`,
    );
    const outbound = await t.post(tok.shipper, '/api/kc-flrk/wms/output/submit', {
      status: 10,
      warehouseId: bill.warehouseId,
      reserveTime: '2026-12-01 09:00:00',
      pickPerson: '王师傅',
      pickPhone: '13800000001',
      bills: [{ billId: bill.id }],
    });
    expectRefusal(outbound, 409, outboundRefusals.reasons.billHeld);

    // Who sees it: the three parties; another warehouse or enterprise gets 404.
    for (const who of ['warehouse2', 'foreign'] as const)
      expect((await t.get(tok[who], `${BASE}/billListById`, { id, size: 10, current: 1 })).statusCode).toBe(404);
    const list = await dataOf<{ records: { id: string }[] }>(t.get(tok.warehouse2, `${BASE}/page`, {}));
    expect(list.records.map((r) => r.id)).not.toContain(id);
    const d0 = await detailOf(tok.shipper, id);
    expect(d0).toMatchObject({
      code: expect.stringMatching(/^JS\d{12}$/),
      status: 10,
      statusName: '待货主审核',
      actions: { shipperAudit: true, platformAudit: false, warehouseAudit: false, edit: false },
    });
    expect(d0.applyFile).toHaveLength(1);
    expect(d0.applyFile[0]!.url).toBeTruthy();
    expect(d0.containerList.records).toEqual([
      expect.objectContaining({
        billCode: bill.code,
        trayCounts: 2,
        trayCodes: trays
          .slice(0, 2)
          .map((x) => x.trayCode)
          .join(','),
      }),
    ]);
    expect((await detailOf(tok.warehouse, id)).actions).toMatchObject({ edit: true, shipperAudit: false });

    // The holder's audit: the wrong party 403 (by its button permission), the result and the reason required.
    expectRefusal(await act(tok.warehouse, 'auditShipper', { id, status: 20 }), 403, accessRefusals.reasons.forbidden);
    expectRefusal(await act(tok.platform, 'auditShipper', { id, status: 20 }), 403, accessRefusals.reasons.forbidden);
    expectRefusal(
      await act(tok.shipper, 'auditShipper', { id }),
      400,
      inputReasons.auditResultRequired,
      '请选择审核结果',
    );
    expectRefusal(
      await act(tok.shipper, 'auditShipper', { id, status: 11 }),
      400,
      inputReasons.rejectReasonRequired,
      '请填写驳回意见',
    );
    expectRefusal(await act(tok.shipper, 'auditShipper', { id, status: 30 }), 400, inputReasons.auditResultRequired);
    expect(await dataOf(act(tok.shipper, 'auditShipper', { id, status: 11, descr: '托盘选错' }))).toMatchObject({
      status: 11,
      statusName: '货主审核驳回',
    });
    expect((await detailOf(tok.warehouse, id)).descr).toBe('托盘选错');
    expectRefusal(await act(tok.shipper, 'auditShipper', { id, status: 20 }), 409, reasons.notAwaitingShipper);

    // Editable after the rejection: a tray leaves, the last one stays.
    expectRefusal(
      await act(tok.shipper, 'delDestroyBill', { ulockId: id, trayId: chosen[1] }),
      403,
      reasons.notRecordWarehouse,
    );
    await dataOf(act(tok.warehouse, 'delDestroyBill', { ulockId: id, trayId: chosen[1] }));
    expectRefusal(
      await act(tok.warehouse, 'delDestroyBill', { ulockId: id, trayId: chosen[1] }),
      404,
      reasons.trayNotOfRecord,
    );
    expectRefusal(
      await act(tok.warehouse, 'delDestroyBill', { ulockId: id, trayId: chosen[0] }),
      409,
      reasons.lastTray,
      '至少保留一个托盘',
    );
    const page = await dataOf<{ records: PartUnlockTray[]; total: number }>(
      act(tok.warehouse, 'destroyBillListByPage', { ulockId: id, size: 10, current: 1 }),
    );
    expect(page.records.map((r) => r.trayId)).toEqual([chosen[0]]);
    // Resubmitted (11 → 10) by its warehouse only.
    expectRefusal(await act(tok.warehouse2, 'submitAudit', { id }), 404, accessRefusals.reasons.notFound);
    expect(await dataOf(act(tok.warehouse, 'submitAudit', { id }))).toMatchObject({ status: 10 });
    expectRefusal(await act(tok.warehouse, 'submitAudit', { id }), 409, reasons.notResubmittable);
    expectRefusal(
      await act(tok.warehouse, 'delDestroyBill', { ulockId: id, trayId: chosen[0] }),
      409,
      reasons.lastTray,
    );
    await dataOf(act(tok.shipper, 'auditShipper', { id, status: 20 }));

    // The platform's audit: its pick-up confirmation, exactly one image; or a rejection with its reason.
    expectRefusal(await act(tok.shipper, 'auditPlatform', { id, status: 30 }), 403, accessRefusals.reasons.forbidden);
    expectRefusal(
      await act(tok.platform, 'auditPlatform', { id, status: 30 }),
      400,
      inputReasons.confirmFileRequired,
      '请上传提货确认书!',
    );
    expectRefusal(
      await act(tok.platform, 'auditPlatform', {
        id,
        status: 30,
        noticeFile: [await image(tok.platform), await image(tok.platform)],
      }),
      400,
      inputReasons.confirmFileOne,
      '只能上传一个提货确认书!',
    );
    const notPng = await upload(tok.platform, 'x.gif', gif);
    expectRefusal(
      await act(tok.platform, 'auditPlatform', { id, status: 30, noticeFile: [notPng] }),
      400,
      reasons.fileType,
      '上传文件只能是 jpg、jpeg、png!',
    );
    expectRefusal(
      await act(tok.platform, 'auditPlatform', { id, status: 32, noticeFile: [await image(tok.platform)] }),
      400,
      reasons.wrongTarget,
    );
    expectRefusal(
      await act(tok.platform, 'auditPlatform', { id, status: 21 }),
      400,
      inputReasons.rejectReasonRequired,
      '请填写驳回意见',
    );
    await dataOf(act(tok.platform, 'auditPlatform', { id, status: 21, descr: '申请书不清晰' }));
    expect(await detailOf(tok.shipper, id)).toMatchObject({ status: 21, descr: '申请书不清晰' });
    expect(
      await dataOf(act(tok.warehouse, 'submitAudit', { id, applyFile: [await image(tok.warehouse)] })),
    ).toMatchObject({ status: 10 });
    await dataOf(act(tok.shipper, 'auditShipper', { id, status: 20 }));
    const notice = await image(tok.platform);
    await dataOf(act(tok.platform, 'auditPlatform', { id, status: 30, noticeFile: [notice] }));
    expectRefusal(
      await act(tok.platform, 'auditPlatform', { id, status: 30, noticeFile: [notice] }),
      409,
      reasons.notAwaitingPlatform,
    );
    expectRefusal(
      await act(tok.warehouse, 'delDestroyBill', { ulockId: id, trayId: chosen[0] }),
      409,
      reasons.notEditable,
    );

    // The warehouse's audit: its own confirmation, one image; its rejection goes back to the platform (31 → 32).
    expectRefusal(
      await act(tok.warehouse2, 'auditWarehouse', { id, status: 40, confirmFile: [await image(tok.warehouse2)] }),
      404,
      accessRefusals.reasons.notFound,
    );
    expectRefusal(
      await act(tok.warehouse, 'auditWarehouse', { id, status: 40 }),
      400,
      inputReasons.confirmFileRequired,
      '请上传提货确认书!',
    );
    await dataOf(act(tok.warehouse, 'auditWarehouse', { id, status: 31, descr: '提货确认书与申请不符' }));
    expectRefusal(
      await act(tok.warehouse, 'auditWarehouse', { id, status: 40, confirmFile: [await image(tok.warehouse)] }),
      409,
      reasons.notAwaitingWarehouse,
    );
    expectRefusal(await act(tok.warehouse, 'submitAudit', { id }), 409, reasons.notResubmittable);
    const notice2 = await image(tok.platform);
    await dataOf(act(tok.platform, 'auditPlatform', { id, status: 32, noticeFile: [notice2] }));
    const d32 = await detailOf(tok.warehouse, id);
    expect(d32).toMatchObject({ status: 32, statusName: '待仓库确认', descr: '提货确认书与申请不符' });
    expect(d32.noticeFile.map((f) => f.id)).toEqual([notice2]);
    expect(d32.actions.warehouseAudit).toBe(true);

    // 40: the chosen tray unlocked (mirror 11, sandbox let go), every other tray and the container locked.
    const before = (await t.ctx.db.select().from(receipt).where(eq(receipt.id, bill.id)))[0]!;
    const confirm = await image(tok.warehouse);
    expect(
      await dataOf(act(tok.warehouse, 'auditWarehouse', { id, status: 40, confirmFile: [confirm] })),
    ).toMatchObject({
      status: 40,
      statusName: '已完成',
    });
    const all = trays.map((x) => x.trayId);
    const mirror = await mirrorTrays(all);
    expect(mirror.filter((x) => x.status === TrayStatus.unlockedAgain).map((x) => x.id)).toEqual([chosen[0]]);
    expect(mirror.filter((x) => x.id !== chosen[0]).every((x) => x.status === TrayStatus.locked)).toBe(true);
    const [c] = await t.ctx.db.select().from(wmsContainer).where(eq(wmsContainer.id, trays[0]!.containerId));
    expect(c).toMatchObject({ status: ContainerStatus.locked });
    const sandbox = await sandboxUnlocked(all);
    expect([...sandbox.entries()].filter(([, u]) => u).map(([k]) => k)).toEqual([chosen[0]]);
    // The receipt's figures do not change; it is free again.
    const after = (await t.ctx.db.select().from(receipt).where(eq(receipt.id, bill.id)))[0]!;
    expect([after.status, after.totalWeight, after.totalQuantity]).toEqual([
      ReceiptStatus.inEffect,
      before.totalWeight,
      before.totalQuantity,
    ]);
    expect((await receiptHolders(t.ctx.db, [bill.id])).size).toBe(0);
    expect((await t.ctx.db.select().from(partUnlockTray).where(eq(partUnlockTray.ulockId, id)))[0]).toMatchObject({
      unlockPending: 0,
      unlockTime: expect.any(Date),
    });
    const d40 = await detailOf(tok.shipper, id);
    expect(d40.confirmFile.map((f) => f.id)).toEqual([confirm]);
    // The container's trays by case number (the release detail's link).
    const view = await dataOf<{ trays: { trayId: string; status: number }[] }>(
      t.get(tok.shipper, `${BASE}/containerTrays`, { billCode: bill.code, caseNumber: c!.caseNumber }),
    );
    expect(view.trays.find((x) => x.trayId === chosen[0])!.status).toBe(TrayStatus.unlockedAgain);
    expect(
      (await t.get(tok.foreign, `${BASE}/containerTrays`, { billCode: bill.code, caseNumber: c!.caseNumber }))
        .statusCode,
    ).toBe(404);
  });

  it('the WMS down at 40: the trays stay pending and the outbox sends them once it is back', async () => {
    const trays = await lockedTrays();
    const tray = trays[0]!;
    const id = await atWarehouse([tray.trayId]);
    const original = t.ctx.wms.unlockTrays;
    t.ctx.wms.unlockTrays = async () => {
      throw new Error('WMS 不可达');
    };
    try {
      await dataOf(act(tok.warehouse, 'auditWarehouse', { id, status: 40, confirmFile: [await image(tok.warehouse)] }));
    } finally {
      t.ctx.wms.unlockTrays = original;
    }
    expect((await mirrorTrays([tray.trayId]))[0]!.status).toBe(TrayStatus.unlockedAgain);
    expect((await sandboxUnlocked([tray.trayId])).get(tray.trayId)).toBe(false);
    expect((await t.ctx.db.select().from(partUnlockTray).where(eq(partUnlockTray.ulockId, id)))[0]!.unlockPending).toBe(
      1,
    );
    expect(await sendPendingTrayUnlocks(t.ctx)).toBe(1);
    expect((await sandboxUnlocked([tray.trayId])).get(tray.trayId)).toBe(true);
    expect(await sendPendingTrayUnlocks(t.ctx)).toBe(0);
    // The sandbox's other trays stay locked; the unlock is idempotent.
    const [container] = await t.ctx.db.select().from(wmsContainer).where(eq(wmsContainer.id, tray.containerId));
    const [mirrored] = await mirrorTrays([tray.trayId]);
    await t.ctx.wms.unlockTrays(DEFAULT_TENANT_ID, container!.warehouseUnitId, {
      containerId: container!.externalId,
      trayIds: [mirrored!.externalId],
    });
    // An unknown tray is refused.
    await expect(
      t.ctx.wms.unlockTrays(DEFAULT_TENANT_ID, container!.warehouseUnitId, {
        containerId: container!.externalId,
        trayIds: ['999999999'],
      }),
    ).rejects.toThrow('托盘不存在');
    const others = trays.slice(1).map((x) => x.trayId);
    expect([...(await sandboxUnlocked(others)).values()].every((u) => !u)).toBe(true);
  });

  it('publishes partUnlock.status to the warehouse, the holder and the platform operators on every move', async () => {
    const [tray] = await lockedTrays();
    const spy = vi.spyOn(t.ctx.events, 'publishToUsers');
    try {
      const id = await submitted([tray!.trayId]);
      await dataOf(act(tok.shipper, 'auditShipper', { id, status: 11, descr: '暂不解锁' }));
      const calls = spy.mock.calls.filter((c) => c[1] === PART_UNLOCK_STATUS_EVENT);
      expect(calls.map((c) => (c[2] as { status: number }).status)).toEqual([10, 11]);
      const users = await t.ctx.db.select({ id: user.id, account: user.account }).from(user);
      const idOf = (a: string) => users.find((u) => u.account === a)!.id;
      expect(calls[0]![0]).toEqual(expect.arrayContaining([idOf('warehouse'), idOf('shipper'), idOf('platform')]));
      expect(calls[0]![0]).not.toContain(idOf('warehouse2'));
    } finally {
      spy.mockRestore();
    }
  });
});
