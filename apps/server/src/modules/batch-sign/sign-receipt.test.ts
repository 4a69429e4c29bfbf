import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRef } from '@cantoo/pdf-lib';
import { participationMessages } from '@kc/domain/enterprise/status';
import { RECEIPT_STATUS_EVENT } from '@kc/domain/receipt/batch';
import { ApplySignStatus, ReceiptStatus, receiptMessages, SignBatchStatus } from '@kc/domain/receipt/status';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import { compact, pageTexts, popplerTexts } from '../../platform/pdf/pdf-inspect';
import { checkPdfSignatures } from '../../platform/pdf/pdf-signatures';
import { printedStatus } from '../../platform/pdf/status-region';
import { demoParties, makeReceipts, signatureCount, signatureReasons } from '../../test/fixtures/batch-sign';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { createRole, createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { receipt, receiptSign } from '../receipt/receipt.table';
import { user } from '../user/user.table';
import { signReceipt } from './sign-receipt';

const SIGN = '/api/kc-flrk/ple/bill/sign';
const ROLE = '/api/kc-flrk/ple/bill/signRole';

let t: TestApp;
let parties: Awaited<ReturnType<typeof demoParties>>;
const tokens: Record<string, string> = {};
let otherWarehouseId: string;

const sign = (token: string, id: string) => t.as(token, { method: 'POST', url: SIGN, payload: { id } });
const receiptRow = async (id: string) => (await t.ctx.db.select().from(receipt).where(eq(receipt.id, id)))[0]!;
const signRows = (id: string) =>
  t.ctx.db.select().from(receiptSign).where(eq(receiptSign.billId, id)).orderBy(asc(receiptSign.createTime));
const currentPdf = async (id: string) => (await t.ctx.files.read((await receiptRow(id)).fileId!))!;
const one = async (status?: number) =>
  (await makeReceipts(t.ctx, { count: 1, shipperId: parties.shipperId, warehouseId: parties.warehouseId, status }))[0]!;

const addEnterprise = async (name: string, type: string, over: Partial<typeof enterprise.$inferInsert> = {}) =>
  (
    await t.ctx.db
      .insert(enterprise)
      .values({ name, type, code: `T-${name}`, status: 1, ...over })
      .returning({ id: enterprise.id })
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  parties = await demoParties(t.ctx.db);
  for (const a of ['warehouse', 'shipper', 'platform', 'admin', 'buyer']) tokens[a] = await t.login(a);
  // A second warehouse company with a ready seal, and its user.
  otherWarehouseId = await addEnterprise('另一家仓储公司', '2');
  await t.ctx.esignSandbox.provisionAccount({ enterpriseId: otherWarehouseId });
  await createUser(t.ctx.db, 'other_wh', { roleAliases: ['warehouse'], postId: otherWarehouseId, userType: 3 });
  tokens.other_wh = await t.login('other_wh');
  // A warehouse user of the demo warehouse whose role may see receipts but not seal them.
  const viewer = await createRole(t.ctx.db, { alias: 'wh_viewer', menuCodes: ['ple_bill', 'ple_bill_batch_sign'] });
  await createUser(t.ctx.db, 'wh_viewer', { roleIds: [viewer], postId: parties.warehouseId, userType: 3 });
  tokens.wh_viewer = await t.login('wh_viewer');
});
afterAll(async () => {
  await t?.close();
});

describe(`signing chain on ${process.env.TEST_DB}`, () => {
  it('tells each user the role they sign in, their seal and their permissions', async () => {
    const role = async (token: string) => (await t.as(token, { method: 'GET', url: ROLE })).json().data;
    expect(await role(tokens.warehouse!)).toMatchObject({
      role: 'warehouse',
      enterpriseId: parties.warehouseId,
      isPerson: 0,
      autoSign: 1,
      sealReady: true,
      permissions: { seal: true, batch: true },
    });
    expect(await role(tokens.shipper!)).toMatchObject({ role: 'shipper', enterpriseId: parties.shipperId });
    expect(await role(tokens.platform!)).toMatchObject({ role: 'platform', enterpriseId: parties.platformId });
    // The administrator has no enterprise: an operator signs with the platform's seal.
    expect(await role(tokens.admin!)).toMatchObject({ role: 'platform', enterpriseId: parties.platformId });
    // A buyer signs the receipts a transfer issued to it as their holder.
    expect(await role(tokens.buyer!)).toMatchObject({ role: 'shipper', enterpriseId: parties.buyerId });
    expect(await role(tokens.wh_viewer!)).toMatchObject({
      role: 'warehouse',
      permissions: { seal: false, batch: false },
    });
  });

  it('moves a receipt 10 → 20 → 30 → 40 → 1 with three seals, hashes, sign rows and audit events', async () => {
    const id = await one();
    const before = await receiptRow(id);

    const w = await sign(tokens.warehouse!, id);
    expect(w.json()).toMatchObject({ code: 200, data: { id, status: ReceiptStatus.warehouseSigned } });
    let row = await receiptRow(id);
    expect(row).toMatchObject({
      status: 20,
      signStatus: ApplySignStatus.shipper,
      signBatchStatus: SignBatchStatus.success,
    });
    expect(row.fileId).not.toBe(before.fileId);
    expect(row.originalFileId).toBe(before.fileId);
    expect(row.fileSha256).toBe(w.json().data.sha256);

    const s = await sign(tokens.shipper!, id);
    expect(s.json().data.status).toBe(ReceiptStatus.shipperSigned);
    expect((await receiptRow(id)).signStatus).toBe(ApplySignStatus.platform);

    const p = await sign(tokens.platform!, id);
    expect(p.json().data.status).toBe(ReceiptStatus.inEffect);
    row = await receiptRow(id);
    expect(row.status).toBe(ReceiptStatus.inEffect);
    expect(row.signStatus).toBe(ApplySignStatus.none);
    expect(row.effectiveTime).toBeInstanceOf(Date);

    const pdf = await currentPdf(id);
    expect(signatureCount(pdf)).toBe(3);
    expect(signatureReasons(pdf)).toEqual(['仓储企业签章', '货主签章', '平台签章']);

    const chain = await signRows(id);
    expect(chain.map((c) => [c.kind, c.toStatus])).toEqual([
      ['generate', 10],
      ['warehouse', 20],
      ['shipper', 30],
      ['platform', 40],
    ]);
    expect(chain.at(-1)).toMatchObject({
      enterpriseId: parties.platformId,
      sha256: row.fileSha256,
      fileId: row.fileId,
    });
    expect(chain.find((c) => c.kind === 'warehouse')?.enterpriseId).toBe(parties.warehouseId);

    const events = await t.ctx.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, 'receipt'), eq(auditEvent.objectId, id)))
      .orderBy(asc(auditEvent.seq));
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['sign-warehouse', '10', '20'],
      ['sign-shipper', '20', '30'],
      ['sign-platform', '30', '40'],
      ['effective', '40', '1'],
    ]);
  });

  it('prints the status each signature brings (仓库签章完成, 货主签章完成, 已生效), every signature staying valid', async () => {
    const id = await one();
    const ca = await t.ctx.esign.caCertificatePem();
    const generated = await currentPdf(id);
    expect(await printedStatus(generated)).toBe('原始生成');
    const places = await sealPlacesOf(generated);
    let previous = generated;
    for (const [role, printed, signatures] of [
      ['warehouse', '仓库签章完成', 1],
      ['shipper', '货主签章完成', 2],
      ['platform', '已生效', 3],
    ] as const) {
      expect((await sign(tokens[role]!, id)).json().code).toBe(200);
      const pdf = await currentPdf(id);
      // The stored file is the one the chain names, and it grew from the previous one by appending.
      expect(createHash('sha256').update(pdf).digest('hex')).toBe((await receiptRow(id)).fileSha256);
      expect(pdf.subarray(0, previous.length).equals(previous)).toBe(true);
      expect(await printedStatus(pdf)).toBe(printed);
      const text = compact((await pageTexts(pdf))[0]!);
      expect(text).toContain(`仓单状态：${printed}`);
      expect(text).not.toContain('原始生成');
      const poppler = popplerTexts(pdf);
      if (poppler) expect(compact(poppler[0]!)).not.toContain('原始生成');
      const checks = checkPdfSignatures(pdf, ca);
      expect(checks).toHaveLength(signatures);
      expect(checks.filter((c) => c.valid)).toHaveLength(signatures);
      // The last signature covers the whole file, the status it printed included.
      expect(checks.at(-1)!.coveredLength).toBe(pdf.length);
      previous = pdf;
    }
    // Each party's signature widget (over its seal) lies on the place the receipt's layout reported.
    const doc = await PDFDocument.load(previous);
    const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
    const rects = fields.asArray().map((ref) =>
      doc.context
        .lookup(ref as PDFRef, PDFDict)
        .lookup(PDFName.of('Rect'), PDFArray)
        .asArray()
        .map((n) => Number(n.toString())),
    );
    expect(rects).toEqual(
      (['warehouse', 'shipper', 'platform'] as const).map((r) => {
        const p = places[r]!;
        return [p.x, p.y, p.x + p.size, p.y + p.size];
      }),
    );
  });

  it('publishes receipt.status to both parties and the platform operators', async () => {
    const id = await one();
    const spy = vi.spyOn(t.ctx.events, 'publishToUsers');
    try {
      await sign(tokens.warehouse!, id);
      const call = spy.mock.calls.find((c) => c[1] === RECEIPT_STATUS_EVENT);
      expect(call).toBeDefined();
      const row = await receiptRow(id);
      expect(call![2]).toEqual({ id, code: row.code, status: 20, signBatchStatus: 0 });
      const users = await t.ctx.db.select({ id: user.id, account: user.account }).from(user);
      const idOf = (a: string) => users.find((u) => u.account === a)!.id;
      expect(call![0]).toEqual(
        expect.arrayContaining([idOf('warehouse'), idOf('shipper'), idOf('platform'), idOf('admin')]),
      );
      expect(call![0]).not.toContain(idOf('buyer'));
    } finally {
      spy.mockRestore();
    }
  });

  it('is idempotent: a party that signed is not signed again, and of two concurrent signatures one wins', async () => {
    const id = await one();
    expect((await sign(tokens.warehouse!, id)).json().data).toMatchObject({ status: 20, signed: true });
    const again = (await sign(tokens.warehouse!, id)).json();
    expect(again).toMatchObject({ code: 200, data: { status: 20, signed: false } });
    expect(signatureCount(await currentPdf(id))).toBe(1);

    const race = await one();
    const [wh] = await t.ctx.db.select().from(user).where(eq(user.account, 'warehouse'));
    const actor = {
      userId: wh!.id,
      tenantId: '000000',
      postId: parties.warehouseId,
      roleAliases: ['warehouse'],
      userName: 'warehouse',
      realName: null,
    };
    const results = await Promise.all([
      signReceipt(t.ctx, { billId: race, role: 'warehouse', actor }),
      signReceipt(t.ctx, { billId: race, role: 'warehouse', actor }),
    ]);
    expect(results.map((r) => r.signed).sort()).toEqual([false, true]);
    expect((await signRows(race)).filter((r) => r.kind === 'warehouse')).toHaveLength(1);
    expect(signatureCount(await currentPdf(race))).toBe(1);
    expect((await receiptRow(race)).status).toBe(20);
  });

  it('refuses a receipt in another status than the signer signs from', async () => {
    const fresh = await one();
    for (const token of [tokens.shipper!, tokens.platform!]) {
      expectRefusal(await sign(token, fresh), 400, 'batch_sign.status_mismatch', receiptMessages.statusMismatch);
    }
    // At 20 without a warehouse signature (written directly): the warehouse may not sign it either.
    const skipped = await one(ReceiptStatus.warehouseSigned);
    const res = await sign(tokens.warehouse!, skipped);
    expectRefusal(res, 400, 'batch_sign.status_mismatch', receiptMessages.statusMismatch);
    expect((await receiptRow(fresh)).status).toBe(10);
  });

  it("answers 404 for another warehouse's receipt and a missing one", async () => {
    const id = await one();
    expectRefusal(await sign(tokens.other_wh!, id), 404, 'receipt.not_found', receiptMessages.notFound);
    expectRefusal(await sign(tokens.warehouse!, '999999999'), 404, 'receipt.not_found', receiptMessages.notFound);
    expect((await receiptRow(id)).status).toBe(10);
  });

  it('refuses a user without the seal permission, and a user who signs in no role', async () => {
    const id = await one();
    const viewer = await sign(tokens.wh_viewer!, id);
    expect(viewer.statusCode).toBe(403);
    // The buyer signs as a holder, and this receipt is not its own: like a missing one.
    const buyer = await sign(tokens.buyer!, id);
    expect(buyer.statusCode).toBe(404);
    // A buyer user granted only the warehouse's seal permission signs in no role it holds a permission for.
    const sealer = await createRole(t.ctx.db, { alias: 'buyer_sealer', menuCodes: ['ple_bill_warehouse_seal'] });
    const [buyerEnt] = await t.ctx.db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.type, '3'));
    await createUser(t.ctx.db, 'buyer_sealer', { roleIds: [sealer], postId: buyerEnt!.id, userType: 3 });
    const res = await sign(await t.login('buyer_sealer'), id);
    expectRefusal(res, 403, 'batch_sign.no_permission', receiptMessages.noPermission);
    expect((await receiptRow(id)).status).toBe(10);
  });

  it('refuses a signer enterprise without a ready seal', async () => {
    const bare = await addEnterprise('无印章仓储公司', '2');
    await createUser(t.ctx.db, 'bare_wh', { roleAliases: ['warehouse'], postId: bare, userType: 3 });
    const [id] = await makeReceipts(t.ctx, { count: 1, shipperId: parties.shipperId, warehouseId: bare });
    const res = await sign(await t.login('bare_wh'), id!);
    expectRefusal(res, 400, 'batch_sign.no_seal', receiptMessages.noSeal);
  });

  it('refuses a signer enterprise the platform has not approved (spec 1 §4)', async () => {
    const pending = await addEnterprise('待审核仓储公司', '2', {
      status: 2,
      esignStatus: 1,
      esignAccountId: 'acct-pending-wh',
    });
    await createUser(t.ctx.db, 'pending_wh', { roleAliases: ['warehouse'], postId: pending, userType: 3 });
    const [id] = await makeReceipts(t.ctx, { count: 1, shipperId: parties.shipperId, warehouseId: pending });
    const res = await sign(await t.login('pending_wh'), id!);
    expectRefusal(res, 403, 'batch_sign.own_not_approved', participationMessages.ownNotApproved);
    expect((await receiptRow(id!)).status).toBe(10);
  });

  it('refuses the platform when the tenant has no type-7 enterprise with an e-sign account', async () => {
    const id = await one();
    await sign(tokens.warehouse!, id);
    await sign(tokens.shipper!, id);
    const [pt] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, parties.platformId));
    await t.ctx.db.update(enterprise).set({ esignAccountId: null }).where(eq(enterprise.id, parties.platformId));
    try {
      const res = await sign(tokens.platform!, id);
      expectRefusal(res, 400, 'batch_sign.platform_missing', receiptMessages.platformMissing);
      // An account that is not ready (status other than 1): no seal.
      await t.ctx.db
        .update(enterprise)
        .set({ esignAccountId: pt!.esignAccountId, esignStatus: 4 })
        .where(eq(enterprise.id, parties.platformId));
      const res2 = await sign(tokens.admin!, id);
      expectRefusal(res2, 400, 'batch_sign.no_seal', receiptMessages.noSeal);
    } finally {
      await t.ctx.db
        .update(enterprise)
        .set({ esignAccountId: pt!.esignAccountId, esignStatus: pt!.esignStatus })
        .where(eq(enterprise.id, parties.platformId));
    }
    expect((await receiptRow(id)).status).toBe(30);
    expect((await sign(tokens.admin!, id)).json().data.status).toBe(ReceiptStatus.inEffect);
  });
});
