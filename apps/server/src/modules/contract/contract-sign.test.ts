import { contractRefusals } from '@kc/domain/contract/contract';
import { ContractStatus } from '@kc/domain/contract/status';
import { QrSignStatus } from '@kc/domain/receipt/status';
import { amountInWords } from '@kc/domain/shared/money';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import { compact, pageTexts, pdfBitmaps, popplerTexts } from '../../platform/pdf/pdf-inspect';
import { checkPdfSignatures } from '../../platform/pdf/pdf-signatures';
import { QR_SCALE, qrMatrix } from '../../platform/pdf/qr';
import { printedStatus } from '../../platform/pdf/status-region';
import { miniQrSession } from '../../providers/mini-program/mini-program.table';
import { signatureCount, signatureReasons } from '../../test/fixtures/batch-sign';
import { enterpriseIdOfAccount, makeContract } from '../../test/fixtures/contract';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { contract, contractSign } from './contract.table';
import { contractVerifyUrl } from './contract-document';
import { signContract } from './contract-signing';

const BASE = '/api/kc-flrk/contract';
const refuse = contractRefusals.reasons;

let t: TestApp;
let shipperId: string;
let buyerId: string;
const tokens: Record<string, string> = {};

const row = async (id: string) => (await t.ctx.db.select().from(contract).where(eq(contract.id, id)))[0]!;
const pdfOf = async (id: string) => new Uint8Array((await t.ctx.files.read((await row(id)).fileId!))!);
/** The PDF's text: poppler's reading where installed (what a reader copies out), else pdf-lib's. */
const pdfText = async (pdf: Uint8Array) => compact((popplerTexts(pdf) ?? (await pageTexts(pdf))).join(''));
/** The QR picture the PDF should carry for a URL: each module QR_SCALE × QR_SCALE pixels. */
const expectedQr = (url: string) =>
  qrMatrix(url).flatMap((line) => {
    const pixels = line.flatMap((dark) => Array<boolean>(QR_SCALE).fill(dark));
    return Array.from({ length: QR_SCALE }, () => pixels);
  });
const esign = (token: string, id: string) => t.post(token, `${BASE}/esign`, { id });
const qrData = (token: string, qr: string) => t.get(token, `${BASE}/qrData`, { token: qr });

/** One party's whole dialog: the code, the phone's confirmation in the sandbox, the poll that seals. */
const sealThroughDialog = async (account: string, id: string) => {
  const code = await dataOf<{ token: string; lifetimeMs: number }>(esign(tokens[account]!, id));
  expect(code.lifetimeMs).toBe(60_000);
  expect((await dataOf<{ status: number }>(qrData(tokens[account]!, code.token))).status).toBe(QrSignStatus.waiting);
  await t.ctx.miniProgramSandbox.confirm(code.token);
  return dataOf<{ status: number }>(qrData(tokens[account]!, code.token));
};

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseIdOfAccount(t.ctx.db, 'shipper');
  buyerId = await enterpriseIdOfAccount(t.ctx.db, 'buyer');
  for (const a of ['shipper', 'buyer', 'warehouse', 'platform']) tokens[a] = await t.login(a);
  await createUser(t.ctx.db, 'shipper_2', { roleAliases: ['shipper'], postId: shipperId, userType: 3 });
  tokens.shipper_2 = await t.login('shipper_2');
  // A buyer of another enterprise: it may use the contract screens, but this contract is none of its business.
  const [foreign] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家纺织公司', type: '3', code: 'T-FOREIGN-BUYER', status: 1 })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, 'buyer_other', { roleAliases: ['buyer'], postId: foreign!.id, userType: 3 });
  tokens.foreign = await t.login('buyer_other');
});
afterAll(async () => {
  await t?.close();
});

describe(`contract signing on ${process.env.TEST_DB}`, () => {
  it('seals through the QR dialog: the buyer at 19 (→ 20), the supplier last (→ 1), two valid signatures', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    expect(await printedStatus(await pdfOf(c.id))).toBe('双方已确认，待签章');

    // The poll that seals answers the contract's new status beside the dialog's.
    expect(await sealThroughDialog('buyer', c.id)).toMatchObject({
      status: QrSignStatus.done,
      contractStatus: ContractStatus.buyerSealed,
    });
    expect((await row(c.id)).status).toBe(ContractStatus.buyerSealed);
    expect(await printedStatus(await pdfOf(c.id))).toBe('需方已签章，待供方签章');
    // The preview puts the next seal at 64% while the buyer's seal waits for the supplier's (spec 2 §4).
    const preview = await dataOf<{ status: number; sealPercent: number; pages: number }>(
      t.get(tokens.shipper, `${BASE}/preview`, { id: c.id }),
    );
    expect(preview).toMatchObject({ status: 20, sealPercent: 64 });
    expect(preview.pages).toBeGreaterThanOrEqual(1);

    expect(await sealThroughDialog('shipper', c.id)).toMatchObject({
      status: QrSignStatus.done,
      contractStatus: ContractStatus.inForce,
    });
    const done = await row(c.id);
    expect(done.status).toBe(ContractStatus.inForce);
    expect(done.effectiveTime).not.toBeNull();
    const pdf = await pdfOf(c.id);
    expect(await printedStatus(pdf)).toBe('已生效');
    expect(signatureCount(pdf)).toBe(2);
    expect(signatureReasons(pdf)).toEqual(['需方合同签章', '供方合同签章']);
    const checks = checkPdfSignatures(pdf, await t.ctx.esign.caCertificatePem());
    expect(checks).toHaveLength(2);
    expect(checks.filter((check) => check.valid)).toHaveLength(2);
    expect(checks.at(-1)!.coveredLength).toBe(pdf.length);
    // Each seal stands at its party's place.
    const places = await sealPlacesOf(pdf);
    expect(Object.keys(places).sort()).toEqual(['buyer', 'shipper']);

    const seals = await t.ctx.db.select().from(contractSign).where(eq(contractSign.contractId, c.id));
    expect(seals.map((s) => [s.kind, s.toStatus]).sort()).toEqual([
      ['buyer', 20],
      ['shipper', 1],
    ]);
    const events = await t.ctx.db
      .select({ action: auditEvent.action, to: auditEvent.toStatus })
      .from(auditEvent)
      .where(eq(auditEvent.objectId, c.id))
      .orderBy(asc(auditEvent.seq));
    expect(events.map((e) => e.action)).toEqual(['sign-buyer', 'sign-shipper', 'effective']);
  });

  it('prints the parties, the goods table with its uppercase total and the clauses', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId, rows: 3 });
    const text = compact((await pageTexts(await pdfOf(c.id))).join(''));
    expect(text).toContain(compact(c.code));
    expect(text).toContain('江苏恒丰棉业有限公司');
    expect(text).toContain('浙江锦华纺织有限公司');
    expect(text).toContain(compact(amountInWords('459000.00')));
    expect(text).toContain('459,000.00');
    expect(text).toContain('供方（盖章）');
    expect(text).toContain('需方（盖章）');
  });

  it('prints clause 二 from the stored total and rate, whatever down payment or balance an older form stored', async () => {
    // 2 rows × 153,000.00 = 306,000.00; 30 % → 91,800.00 down, 214,200.00 balance. The old wizard stored what the
    // user typed (a balance of the whole total here), and the document printed it.
    const c = await makeContract(t.ctx, {
      status: ContractStatus.bothConfirmed,
      shipperId,
      buyerId,
      form: { downpaymentRate: '30', downpaymentTotal: '1.00', paymentTotal: '306000.00' },
    });
    const text = await pdfText(await pdfOf(c.id));
    expect(text).toContain(compact('预付款为合同总价的30%，计人民币91,800.00元'));
    expect(text).toContain(compact('余款人民币214,200.00元（人民币贰拾壹万肆仟贰佰元整）'));
    expect(text).not.toContain('余款人民币306,000.00元');
    expect(text).not.toContain('计人民币1.00元');
  });

  it('prints each side’s 委托代理人 in its signature block', async () => {
    const c = await makeContract(t.ctx, {
      status: ContractStatus.bothConfirmed,
      shipperId,
      buyerId,
      form: { shipperDeputy: '张建国', buyerDeputy: '李晓梅' },
    });
    const text = await pdfText(await pdfOf(c.id));
    expect(text).toContain('委托代理人：张建国');
    expect(text).toContain('委托代理人：李晓梅');
  });

  it('a party seals only with its own bank and account on the contract (at 19, while the terms can change)', async () => {
    const c = await makeContract(t.ctx, {
      status: ContractStatus.bothConfirmed,
      shipperId,
      buyerId,
      form: { buyerBankName: null, buyerBankAccount: null },
    });
    expectRefusal(await esign(tokens.buyer!, c.id), 400, refuse.ownBankMissing, '请先填写本方开户行和账号，再签署合同');
    await expect(
      signContract(t.ctx, {
        contractId: c.id,
        party: 'buyer',
        actor: { userId: '1', postId: buyerId, tenantId: '000000' },
      }),
    ).rejects.toMatchObject({ code: 400, reason: refuse.ownBankMissing });
    // The supplier, whose bank fields are there, seals.
    expect((await sealThroughDialog('shipper', c.id)).status).toBe(QrSignStatus.done);
    expect((await row(c.id)).status).toBe(ContractStatus.shipperSealed);
  });

  it('the QR code and verification link name PUBLIC_URL, never localhost', async () => {
    const config = t.ctx.config as { publicUrl?: string };
    const saved = config.publicUrl;
    config.publicUrl = 'https://kc.example.com';
    try {
      const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
      const pdf = await pdfOf(c.id);
      const url = contractVerifyUrl('https://kc.example.com', c.verifyToken);
      expect(url).toBe(`https://kc.example.com/contract/verify/${c.verifyToken}`);
      const [qr] = [...(await pdfBitmaps(pdf)).values()];
      expect(qr).toEqual(expectedQr(url));
      expect(pdf.toString()).not.toContain('localhost');
      // The signing dialog's code opens the phone page at the same address.
      const code = await dataOf<{ scanUrl: string; token: string }>(esign(tokens.buyer!, c.id));
      expect(code.scanUrl).toBe(`https://kc.example.com/m/scan?t=${code.token}`);
    } finally {
      config.publicUrl = saved;
    }
  });

  it('the code’s minute starts when it is handed out, not when it was asked for (spec 2 §9: valid 1 minute)', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    // A provider that takes its time drawing the code (a real mini-program code is a call to WeChat).
    const port = t.ctx.miniProgram;
    const draw = port.qrCode;
    let drawn = 0;
    port.qrCode = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const image = await draw(input);
      drawn = Date.now();
      return image;
    };
    try {
      const code = await dataOf<{ token: string; expireTime: number; lifetimeMs: number }>(esign(tokens.buyer!, c.id));
      const [session] = await t.ctx.db.select().from(miniQrSession).where(eq(miniQrSession.token, code.token));
      expect(session!.createTime.getTime()).toBeGreaterThanOrEqual(drawn);
      expect(code.lifetimeMs).toBe(60_000);
      expect(code.expireTime).toBeGreaterThanOrEqual(drawn + 60_000);
    } finally {
      port.qrCode = draw;
    }
  });

  it('downloads the signed PDF as <code>.pdf once in force, and only then', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    expectRefusal(await t.get(tokens.buyer, `${BASE}/download`, { id: c.id }), 409, refuse.cannotDownload);
    await sealThroughDialog('shipper', c.id);
    await sealThroughDialog('buyer', c.id);
    const res = await t.get(tokens.buyer, `${BASE}/download`, { id: c.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${c.code}.pdf"`);
    expect(Buffer.from(res.rawPayload).equals(Buffer.from(await pdfOf(c.id)))).toBe(true);
    // A foreign enterprise learns nothing, not even that it exists.
    expectRefusal(await t.get(tokens.foreign, `${BASE}/download`, { id: c.id }), 404, refuse.notFound);
    // A user without the contract screens is refused before anything is looked up.
    expect((await t.get(tokens.warehouse, `${BASE}/download`, { id: c.id })).statusCode).toBe(403);
  });

  it('refuses a seal out of turn: wrong status, the other side at 20 or 21, a non-party', async () => {
    const submitted = await makeContract(t.ctx, { status: ContractStatus.shipperSubmitted, shipperId, buyerId });
    expectRefusal(await esign(tokens.buyer!, submitted.id), 409, refuse.cannotSign);
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    await sealThroughDialog('buyer', c.id);
    // At 20 only the supplier seals.
    expectRefusal(await esign(tokens.buyer!, c.id), 409, refuse.cannotSign);
    expectRefusal(await esign(tokens.foreign!, c.id), 404, refuse.notFound);
  });

  it('answers data 203 with the reason when the party has no seal yet', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    const [before] = await t.ctx.db.select().from(enterprise).where(eq(enterprise.id, buyerId));
    await t.ctx.db.update(enterprise).set({ esignStatus: 0 }).where(eq(enterprise.id, buyerId));
    try {
      const res = await esign(tokens.buyer!, c.id);
      expect(res.json()).toMatchObject({ code: 200, data: 203, msg: contractRefusals.sealNotReady().message });
    } finally {
      await t.ctx.db.update(enterprise).set({ esignStatus: before!.esignStatus }).where(eq(enterprise.id, buyerId));
    }
  });

  it('two users racing the last seal: one wins, the other gets 409, one signature', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    await sealThroughDialog('buyer', c.id);
    const actor = (userId: string) => ({ userId, postId: shipperId, tenantId: '000000' });
    const results = await Promise.allSettled([
      signContract(t.ctx, { contractId: c.id, party: 'shipper', actor: actor('1') }),
      signContract(t.ctx, { contractId: c.id, party: 'shipper', actor: actor('2') }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 409, reason: refuse.cannotSign });
    expect(signatureCount(await pdfOf(c.id))).toBe(2);
    expect((await row(c.id)).status).toBe(ContractStatus.inForce);
  });

  it('seals once however often the dialog polls after the confirmation', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    const code = await dataOf<{ token: string }>(esign(tokens.shipper_2!, c.id));
    await t.ctx.miniProgramSandbox.confirm(code.token);
    const polls = await Promise.all([1, 2, 3].map(() => qrData(tokens.shipper_2!, code.token)));
    const statuses = polls.map((p) => p.json().data?.status);
    expect(statuses).toContain(QrSignStatus.done);
    expect((await dataOf<{ status: number }>(qrData(tokens.shipper_2!, code.token))).status).toBe(QrSignStatus.done);
    expect(signatureCount(await pdfOf(c.id))).toBe(1);
    // Another user's token is not theirs to read.
    expectRefusal(await qrData(tokens.shipper!, code.token), 400, refuse.qrInvalid);
  });

  it('a code given up (dialog closed) can no longer be confirmed', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    const code = await dataOf<{ token: string }>(esign(tokens.buyer!, c.id));
    expect(
      (await dataOf<{ status: number }>(t.post(tokens.buyer, `${BASE}/cancelQrCode`, { token: code.token }))).status,
    ).toBe(3);
    await expect(t.ctx.miniProgramSandbox.confirm(code.token)).rejects.toMatchObject({ code: 400 });
    expect((await row(c.id)).status).toBe(ContractStatus.bothConfirmed);
  });

  it('verifies in public: code, status and the hash after each seal, nothing about parties or money', async () => {
    const c = await makeContract(t.ctx, { status: ContractStatus.bothConfirmed, shipperId, buyerId });
    await sealThroughDialog('shipper', c.id);
    const view = await dataOf<{ sha256: string | null; chain: unknown[] }>(
      t.get(undefined, `${BASE}/verify`, { token: c.verifyToken }),
    );
    expect(view).toMatchObject({ code: c.code, status: 21, statusName: '供方已签章，待需方签章' });
    expect(view.sha256).toBe((await row(c.id)).fileSha256);
    expect(view.chain).toHaveLength(1);
    expect(JSON.stringify(view)).not.toContain('江苏恒丰');
    // Only these fields leave the server: no party, price or amount (a hash may hold any digits).
    expect(Object.keys(view).sort()).toEqual(
      ['chain', 'code', 'effectiveTime', 'sha256', 'status', 'statusName', 'templateName'].sort(),
    );
    const draft = await makeContract(t.ctx, { status: ContractStatus.shipperDraft, shipperId, buyerId });
    expectRefusal(await t.get(undefined, `${BASE}/verify`, { token: draft.verifyToken }), 404, refuse.notFound);
  });
});
