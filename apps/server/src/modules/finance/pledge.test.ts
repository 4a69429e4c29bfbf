import { pledgeRefusals } from '@kc/domain/finance/pledge';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import { compact, pageTexts } from '../../platform/pdf/pdf-inspect';
import { signatureCount } from '../../test/fixtures/batch-sign';
import { applyOf, makePledgeApply, receiptsOf, registerPledge, rowsOf } from '../../test/fixtures/pledge';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';
import { enterprise } from '../enterprise/enterprise.table';
import { financeSign } from './finance.table';

const API = '/api/kc-flrk';
const PDF = `${API}/ccb/finance/getExtractPdf`;

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let pushes: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['shipper', 'warehouse', 'bank', 'platform']) tokens[a] = await t.login(a);
  const [otherWh] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家仓储公司', type: '2', code: 'T-PLEDGE-WH', status: 1 })
    .returning({ id: enterprise.id });
  const other = await t.newUser('pledge_other_wh', { roleAliases: ['warehouse'], postId: otherWh!.id });
  tokens.other = other.token;
  const [wh] = await t.ctx.db.select({ postId: enterprise.id }).from(enterprise).where(eq(enterprise.code, 'CK0001'));
  // A warehouse user who also holds the shipper's grants: sees the application, is not its shipper.
  const both = await t.newUser('pledge_wh_plus', { roleAliases: ['warehouse', 'shipper'], postId: wh!.postId });
  tokens.whPlus = both.token;
  ids.whPlus = both.id;
  vi.spyOn(t.ctx.bank, 'pushPledge').mockImplementation(async (input) => {
    pushes.push(input);
    return { accepted: true };
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe(`pledge notices on ${process.env.TEST_DB}`, () => {
  it('renders a notice per receipt at registration: rows 40 → 50, receipts 1 → 91, once', async () => {
    const { applyId, billIds, rowIds } = await makePledgeApply(t.ctx, { count: 2 });
    expectRefusal(await t.get(tokens.shipper, `${PDF}?id=${rowIds[0]}`), 404, 'finance.extract_pdf_missing');
    await registerPledge(t.ctx, applyId);
    const rows = await rowsOf(t.ctx, applyId);
    expect(rows.map((r) => [r.dgeCcbStatus, r.signStatus, r.extractFileId != null])).toEqual([
      [50, null, true],
      [50, null, true],
    ]);
    const receipts = await receiptsOf(t.ctx, billIds);
    expect(receipts.map((r) => [r.status, r.dgeCcbStatus])).toEqual([
      [91, 50],
      [91, 50],
    ]);
    // A repeated callback changes nothing (the rows are past 40).
    await registerPledge(t.ctx, applyId);
    expect((await rowsOf(t.ctx, applyId)).map((r) => r.extractFileId)).toEqual(rows.map((r) => r.extractFileId));

    // The application's sides read the notice; anyone else: 404.
    for (const who of ['shipper', 'warehouse', 'bank', 'platform']) {
      const res = await t.get(tokens[who], `${PDF}?id=${rowIds[0]}`);
      expect(res.json().code, who).toBe(200);
    }
    expectRefusal(await t.get(tokens.other, `${PDF}?id=${rowIds[0]}`), 404, 'finance.not_found');
    const answer = (await t.get(tokens.shipper, `${PDF}?id=${rowIds[0]}`)).json().data;
    expect(answer.fileName).toBe(`质押通知书-${rows[0]!.billCode}.pdf`);
    const pdf = Buffer.from(answer.extractPdfBase64, 'base64');
    const text = compact((await pageTexts(new Uint8Array(pdf))).join(''));
    for (const s of ['仓单质押通知书', rows[0]!.billCode, '出质人（货主）盖章', '仓储企业盖章']) {
      expect(text).toContain(s);
    }
    // The warehouse seals and reads the notice (finance_warehouse): no pledge amount, price or rate in it.
    for (const s of ['质押金额', '单价', '质押率']) expect(text).not.toContain(s);
    // The receipt's 25.50 and 120.00 print by the shared rule (significant decimals only).
    expect(text).toContain(`${rows[0]!.billCode}${receipts[0]!.materialName}25.5120`);
    for (const raw of ['25.50', '120.00']) expect(text).not.toContain(raw);
    expect(Object.keys(await sealPlacesOf(new Uint8Array(pdf))).sort()).toEqual(['shipper', 'warehouse']);
    // The file's owner resolver follows the application.
    const file = (await t.ctx.files.find(rows[0]!.extractFileId!))!;
    expect(file.ownerType).toBe('finance-extract');
  });

  it('seals owner then warehouse: 50 → 60 → 70 → 80, receipts 91 → 70, the application 60 → 70, each once', async () => {
    pushes = [];
    const { applyId, billIds, rowIds } = await makePledgeApply(t.ctx, { count: 2 });
    await registerPledge(t.ctx, applyId);
    const SHIPPER = `${API}/ple/bill/shipperPledgeSign`;
    const WAREHOUSE = `${API}/ple/bill/warehousePledgeSign`;

    // Wrong status (the warehouse before the owner) 409; not the shipper 403; a stranger 404; no grant 403.
    expectRefusal(
      await t.post(tokens.warehouse, WAREHOUSE, { id: rowIds[0] }),
      409,
      pledgeRefusals.reasons.statusMismatch,
    );
    expectRefusal(await t.post(tokens.whPlus, SHIPPER, { id: rowIds[0] }), 403, pledgeRefusals.reasons.notShipper);
    expectRefusal(await t.post(tokens.other, WAREHOUSE, { id: rowIds[0] }), 404, pledgeRefusals.reasons.notFound);
    expect((await t.post(tokens.bank, SHIPPER, { id: rowIds[0] })).statusCode).toBe(403);

    // The owner seals the first by its receipt id, then again: once.
    const first = (await t.post(tokens.shipper, SHIPPER, { id: billIds[0] })).json();
    expect(first.data).toMatchObject({ id: rowIds[0], dgeCcbStatus: 60, signStatus: 2, signed: true, applyStatus: 60 });
    // The answer names the sealed notice the seal stored (the id of what the move created).
    expect(first.data.extractFileId).toBe((await rowsOf(t.ctx, applyId))[0]!.extractFileId);
    const again = (await t.post(tokens.shipper, SHIPPER, { id: rowIds[0] })).json();
    expect(again.code).toBe(409);
    expect((await receiptsOf(t.ctx, [billIds[0]!]))[0]).toMatchObject({ status: 91, dgeCcbStatus: 60 });

    const w1 = (await t.post(tokens.warehouse, WAREHOUSE, { id: rowIds[0] })).json().data;
    expect(w1).toMatchObject({ dgeCcbStatus: 70, signStatus: 5, signed: true, applyStatus: 60 });
    expect(w1.extractFileId).toBe((await rowsOf(t.ctx, applyId))[0]!.extractFileId);
    expect(w1.extractFileId).not.toBe(first.data.extractFileId);
    expect((await receiptsOf(t.ctx, [billIds[0]!]))[0]).toMatchObject({ status: 70, dgeCcbStatus: 70 });
    expect(pushes).toHaveLength(0);

    await t.post(tokens.shipper, SHIPPER, { id: rowIds[1] });
    const w2 = (await t.post(tokens.warehouse, WAREHOUSE, { id: rowIds[1] })).json().data;
    expect(w2).toMatchObject({ signed: true, applyStatus: 70 });
    // Every receipt sealed: the application is pledged and the pledge pushed (rows 80, pledgePushStatus 1).
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ applyId, bills: [{ billId: billIds[0] }, { billId: billIds[1] }] });
    expect(await applyOf(t.ctx, applyId)).toMatchObject({ status: 70, pledgePushStatus: 1, pledgePushError: null });
    const rows = await rowsOf(t.ctx, applyId);
    expect(rows.map((r) => [r.dgeCcbStatus, r.signStatus])).toEqual([
      [80, 5],
      [80, 5],
    ]);
    expect((await receiptsOf(t.ctx, billIds)).map((r) => [r.status, r.dgeCcbStatus])).toEqual([
      [70, 80],
      [70, 80],
    ]);
    const seals = await t.ctx.db.select().from(financeSign).where(eq(financeSign.applyId, applyId));
    expect(seals.map((s) => s.kind).sort()).toEqual([
      'pledge-shipper',
      'pledge-shipper',
      'pledge-warehouse',
      'pledge-warehouse',
    ]);
    const sealed = await t.ctx.files.read(rows[0]!.extractFileId!);
    expect(signatureCount(sealed!)).toBe(2);
    // The pledge push button: already pushed.
    expectRefusal(
      await t.post(tokens.platform, `${API}/ccb/warehouse/pledge`, { id: applyId }),
      409,
      pledgeRefusals.reasons.alreadyPushed,
    );
  });

  it('seals once through the QR dialog however many polls arrive; an expired code reads 3', async () => {
    const { applyId, rowIds } = await makePledgeApply(t.ctx, { count: 1 });
    await registerPledge(t.ctx, applyId);
    const qr = (await t.post(tokens.shipper, `${API}/ple/bill/shipperExtractPledgeSign`, { id: rowIds[0] })).json()
      .data;
    expect(qr).toMatchObject({ token: expect.any(String), lifetimeMs: 300_000 });
    expect(qr.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    const poll = () => t.get(tokens.shipper, `${API}/ple/bill/pledgeQrData?token=${qr.token}`);
    expect((await poll()).json().data.status).toBe(0);
    // Another user's token: 404.
    expect((await t.get(tokens.whPlus, `${API}/ple/bill/pledgeQrData?token=${qr.token}`)).json().code).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: qr.token } });
    const answers = await Promise.all([poll(), poll(), poll(), poll()]);
    for (const a of answers) expect([1, 2]).toContain(a.json().data.status);
    expect((await poll()).json().data.status).toBe(2);
    const seals = await t.ctx.db
      .select()
      .from(financeSign)
      .where(and(eq(financeSign.applyBillId, rowIds[0]!), eq(financeSign.kind, 'pledge-shipper')));
    expect(seals).toHaveLength(1);
    const [row] = await rowsOf(t.ctx, applyId);
    expect(row).toMatchObject({ dgeCcbStatus: 60, signStatus: 2 });
    expect(signatureCount((await t.ctx.files.read(row!.extractFileId!))!)).toBe(1);

    // The warehouse's code, left past its five minutes: 3 (已失效), nothing sealed.
    const wqr = (await t.post(tokens.warehouse, `${API}/ple/bill/warehouseExtractPLedgeSign`, { id: rowIds[0] })).json()
      .data;
    await t.ctx.db.execute(
      sql`update kc_mini_qr_session set expires_at = now() - interval '1 second' where token = ${wqr.token}`,
    );
    expect((await t.get(tokens.warehouse, `${API}/ple/bill/pledgeQrData?token=${wqr.token}`)).json().data.status).toBe(
      3,
    );
    const confirm = await t.app.inject({ method: 'POST', url: '/api/kc-mini/scan/confirm', payload: { t: wqr.token } });
    expect(confirm.json().code).toBe(400);
    expect((await rowsOf(t.ctx, applyId))[0]).toMatchObject({ dgeCcbStatus: 60 });
    // A code for a row at the wrong step is refused before any code is made.
    expect(
      (await t.post(tokens.shipper, `${API}/ple/bill/shipperExtractPledgeSign`, { id: rowIds[0] })).json().code,
    ).toBe(409);
  });

  it('pledges the application once when the last two warehouse seals race', async () => {
    pushes = [];
    const { applyId, rowIds } = await makePledgeApply(t.ctx, { count: 2 });
    await registerPledge(t.ctx, applyId);
    for (const id of rowIds) await t.post(tokens.shipper, `${API}/ple/bill/shipperPledgeSign`, { id });
    const answers = await Promise.all(
      rowIds.map((id) => t.post(tokens.warehouse, `${API}/ple/bill/warehousePledgeSign`, { id })),
    );
    expect(answers.map((a) => a.json().data.signed)).toEqual([true, true]);
    expect(answers.map((a) => a.json().data.applyStatus).sort()).toEqual([60, 70]);
    expect(await applyOf(t.ctx, applyId)).toMatchObject({ status: 70, pledgePushStatus: 1 });
    expect(pushes).toHaveLength(1);
    expect((await rowsOf(t.ctx, applyId)).map((r) => r.dgeCcbStatus)).toEqual([80, 80]);
  });
});
