import { PDFDocument } from '@cantoo/pdf-lib';
import { DomainError } from '@kc/domain';
import { sealMessages } from '@kc/domain/enterprise/seal';
import { esignStatusTable } from '@kc/domain/enterprise/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esignEnterprises } from '../../modules/enterprise';
import { enterprise } from '../../modules/enterprise/enterprise.table';
import type { Database } from '../../platform/db/client';
import { openTestDatabase } from '../../test/harness';
import type { CompanyApplication, EsignAccountState } from './port';
import { createSandboxEsign, esignProviderMessages, type SandboxEsign, sandboxConsoleMessages } from './sandbox';
import { sandboxEsignAccount } from './sandbox.table';

let database: Database;
let esign: SandboxEsign;
let clock = new Date('2026-03-01T08:00:00.000Z');
const now = () => clock;
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const heard: (EsignAccountState & { enterpriseId: string })[] = [];
let enterpriseSeq = 9_000_000;

beforeAll(async () => {
  database = await openTestDatabase();
  esign = createSandboxEsign({ db: database.db, enterprises: esignEnterprises, defaultStepMs: 0, now });
  esign.onStateChange((s) => heard.push(s));
});
afterAll(async () => database?.close());

const company = (over: Partial<CompanyApplication> = {}): CompanyApplication => ({
  enterpriseId: String(enterpriseSeq++),
  enterpriseName: '江苏恒丰棉业有限公司',
  creditCode: '91320100MA1XYZ0001',
  legalPerson: '张恒丰',
  bankName: '中国建设银行',
  bankAccount: '6227000012345678',
  operatorName: '李经办',
  operatorIdNumber: '320102198001011234',
  phone: '13800138000',
  ...over,
});
const person = () => ({
  enterpriseId: String(enterpriseSeq++),
  name: '王小明',
  idNumber: '110101199003071234',
  mobile: '13900139000',
});
const row = async (flowId: string) =>
  (await database.db.select().from(sandboxEsignAccount).where(eq(sandboxEsignAccount.flowId, flowId)))[0]!;
const amountOf = async (flowId: string) => (await row(flowId)).amount!;
const statusesHeard = (flowId: string) => heard.filter((s) => s.flowId === flowId).map((s) => s.status);
/** A company flow moved on to the random-amount check (4). */
const atAmount = async () => {
  const s = await esign.applyCompany(company());
  await esign.advance(s.flowId);
  await esign.advance(s.flowId);
  expect((await esign.state(s.flowId))?.status).toBe(4);
  return s.flowId;
};
const domainError = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
};

describe('company application', () => {
  it('is applied (20), verified (3), paid a random amount (4) and succeeds (1) on the right amount', async () => {
    const applied = await esign.applyCompany(company());
    expect(applied).toMatchObject({ status: 20, message: esignStatusTable[20].meaning });
    expect(applied.flowId).toMatch(/^[0-9a-f]{32}$/);
    expect(applied.accountId).toBe(applied.flowId);

    expect(await esign.advance(applied.flowId)).toMatchObject({ status: 3, message: esignStatusTable[3].meaning });
    const paid = await esign.advance(applied.flowId);
    expect(paid).toMatchObject({ status: 4, message: esignStatusTable[4].meaning });
    const amount = await amountOf(applied.flowId);
    expect(amount).toMatch(/^0\.\d\d$/);
    expect(Number(amount)).toBeGreaterThanOrEqual(0.01);
    expect(Number(amount)).toBeLessThanOrEqual(0.99);
    expect(await esign.sealImage(applied.flowId)).toBeUndefined();

    const done = await esign.verifyAmount({ flowId: applied.flowId, amount });
    expect(done).toMatchObject({ code: 200, state: { status: 1, message: esignStatusTable[1].meaning } });
    const seal = await esign.sealImage(applied.flowId);
    expect(Buffer.from(seal!).subarray(1, 4).toString()).toBe('PNG');
    const stored = await row(applied.flowId);
    expect(stored.certPem).toContain('BEGIN CERTIFICATE');
    expect(stored.history.map((h) => h.status)).toEqual([20, 3, 4, 1]);
    expect(statusesHeard(applied.flowId)).toEqual([20, 3, 4, 1]);
    expect(heard.find((s) => s.flowId === applied.flowId)?.enterpriseId).toBe(stored.enterpriseId);
  });

  it('compares the amount as a decimal: 0.5 is 0.50', async () => {
    const flowId = await atAmount();
    await database.db.update(sandboxEsignAccount).set({ amount: '0.50' }).where(eq(sandboxEsignAccount.flowId, flowId));
    expect((await esign.verifyAmount({ flowId, amount: '0.5' })).code).toBe(200);
  });

  it('answers 204 to a wrong amount three times, then 205 and the flow returns to 0', async () => {
    const flowId = await atAmount();
    const right = await amountOf(flowId);
    const wrong = right === '0.99' ? '0.98' : '0.99';
    for (let i = 1; i <= 3; i++) {
      const r = await esign.verifyAmount({ flowId, amount: wrong });
      expect(r).toMatchObject({ code: 204, state: { status: 4, message: sealMessages.amountWrong } });
      expect((await row(flowId)).amountTries).toBe(i);
    }
    const r = await esign.verifyAmount({ flowId, amount: right });
    expect(r).toMatchObject({ code: 205, state: { status: 0, message: sealMessages.amountReapply } });
  });

  it('answers 205 when the tester lets the amount expire', async () => {
    const flowId = await atAmount();
    expect((await esign.setOutcome(flowId, 'amount_expired')).status).toBe(4);
    const r = await esign.verifyAmount({ flowId, amount: await amountOf(flowId) });
    expect(r).toMatchObject({ code: 205, state: { status: 0, message: sealMessages.amountReapply } });
  });

  it('answers 205 to an amount when the flow is not waiting for one', async () => {
    const s = await esign.applyCompany(company());
    expect(await esign.verifyAmount({ flowId: s.flowId, amount: '0.10' })).toMatchObject({
      code: 205,
      state: { status: 20 },
    });
    expect((await row(s.flowId)).status).toBe(20);
  });

  it('fails enterprise verification (22) with the next outcome chosen in the settings, then resets it to ok', async () => {
    await esign.setSettings({ nextOutcome: 'enterprise_fail' });
    expect((await esign.getSettings()).nextOutcome).toBe('enterprise_fail');
    const s = await esign.applyCompany(company());
    expect((await esign.getSettings()).nextOutcome).toBe('ok');
    expect((await row(s.flowId)).outcome).toBe('enterprise_fail');
    await esign.advance(s.flowId);
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 22, message: esignStatusTable[22].meaning });
    expect(esignStatusTable[22].meaning).toBe(
      '企业认证错误!请核实企业名称、统一社会信用代码、法人姓名、法人身份证号是否正确。',
    );
    const next = await esign.applyCompany(company());
    expect((await row(next.flowId)).outcome).toBe('ok');
  });

  it('fails enterprise verification at once when chosen while the flow is at 20', async () => {
    const s = await esign.applyCompany(company());
    expect(await esign.setOutcome(s.flowId, 'enterprise_fail')).toMatchObject({ status: 22 });
  });

  it('fails the bank check (5); a branch submitted answers 200 with a new amount (4)', async () => {
    const s = await esign.applyCompany(company());
    await esign.advance(s.flowId);
    // At 3 the bank outcome only decides the next step.
    expect((await esign.setOutcome(s.flowId, 'bank_fail')).status).toBe(3);
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 5, message: esignStatusTable[5].meaning });
    const r = await esign.submitBranch({
      flowId: s.flowId,
      bankName: '中国建设银行股份有限公司郑州金水支行',
      bankAccount: '41001234567890',
    });
    expect(r).toMatchObject({ code: 200, state: { status: 4 } });
    const stored = await row(s.flowId);
    expect(stored).toMatchObject({ outcome: 'ok', bankName: '中国建设银行股份有限公司郑州金水支行', amountTries: 0 });
    expect(stored.amount).toMatch(/^0\.\d\d$/);
  });

  it('fails the bank check at once from 4; an expired branch submit answers 205 and the flow returns to 0', async () => {
    const flowId = await atAmount();
    expect((await esign.setOutcome(flowId, 'bank_fail')).status).toBe(5);
    await esign.setOutcome(flowId, 'amount_expired');
    const r = await esign.submitBranch({ flowId, bankName: '中国工商银行股份有限公司南京玄武支行', bankAccount: '1' });
    expect(r).toMatchObject({ code: 205, state: { status: 0, message: sealMessages.branchTimedOut } });
  });

  it('answers 205 to a branch submitted when the flow is not at 5, without moving it', async () => {
    const flowId = await atAmount();
    const r = await esign.submitBranch({ flowId, bankName: '中国银行', bankAccount: '1' });
    expect(r).toMatchObject({ code: 205, state: { status: 4 } });
  });

  it('holds a slow transfer at 6 until the console releases it (4)', async () => {
    const s = await esign.applyCompany(company());
    await esign.advance(s.flowId);
    await esign.setOutcome(s.flowId, 'transfer_slow');
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 6, message: esignStatusTable[6].meaning });
    expect((await row(s.flowId)).nextStepAt).toBeNull();
    expect(await esign.runDue()).toBe(0);
    expect(await esign.releaseTransfer(s.flowId)).toMatchObject({ status: 4 });
    expect(await amountOf(s.flowId)).toMatch(/^0\.\d\d$/);
    const err = await domainError(esign.releaseTransfer(s.flowId));
    expect(err.message).toBe(sandboxConsoleMessages.notInTransfer);
  });

  it('moves a flow at 4 to 6 at once when the transfer is chosen slow', async () => {
    const flowId = await atAmount();
    expect((await esign.setOutcome(flowId, 'transfer_slow')).status).toBe(6);
  });

  it('refuses to advance a flow that waits for the user', async () => {
    const flowId = await atAmount();
    const err = await domainError(esign.advance(flowId));
    expect(err).toMatchObject({ code: 400, message: sandboxConsoleMessages.nothingToAdvance });
    expect((await domainError(esign.advance('0'.repeat(32)))).code).toBe(404);
  });
});

describe('SMS codes', () => {
  const mobile = '13700137000';
  const lastCode = async () =>
    (await esign.listSms({ current: 1, size: 10 })).records.find((r) => r.mobile === mobile)!;

  it('sends a 6-digit code valid 5 minutes; a wrong code fails, the right one passes once', async () => {
    await esign.sendSmsCode(mobile);
    const sms = await lastCode();
    expect(sms).toMatchObject({ purpose: 'esign', used: 0 });
    expect(sms.code).toMatch(/^\d{6}$/);
    const wrong = sms.code === '000000' ? '000001' : '000000';
    expect(await esign.checkSmsCode(mobile, wrong)).toBe(false);
    expect(await esign.checkSmsCode('13700137001', sms.code)).toBe(false);
    // validateCode only checks; the application spends it.
    expect(await esign.checkSmsCode(mobile, sms.code, { consume: false })).toBe(true);
    expect(await esign.checkSmsCode(mobile, sms.code)).toBe(true);
    expect(await esign.checkSmsCode(mobile, sms.code)).toBe(false);
    expect((await lastCode()).used).toBe(1);
  });

  it('refuses a second code within 60 s; later a new code replaces the old one', async () => {
    tick(30_000);
    const err = await domainError(esign.sendSmsCode(mobile));
    expect(err).toMatchObject({ code: 429, message: sealMessages.smsTooSoon });
    tick(31_000);
    await esign.sendSmsCode(mobile);
    const older = await lastCode();
    tick(61_000);
    await esign.sendSmsCode(mobile);
    const newer = await lastCode();
    expect(newer.id).not.toBe(older.id);
    // Only the last code sent counts (the two may be equal only by chance).
    expect(await esign.checkSmsCode(mobile, older.code)).toBe(older.code === newer.code);
    expect(await esign.checkSmsCode(mobile, newer.code)).toBe(true);
  });

  it('expires a code after 5 minutes', async () => {
    tick(61_000);
    await esign.sendSmsCode(mobile);
    const sms = await lastCode();
    tick(5 * 60_000);
    expect(await esign.checkSmsCode(mobile, sms.code)).toBe(false);
  });
});

describe('person application', () => {
  it('is applied (10), verified (2), opened (11) and gets a seal (1)', async () => {
    const s = await esign.applyPerson(person());
    expect(s).toMatchObject({ status: 10, message: esignStatusTable[10].meaning });
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 2, message: esignStatusTable[2].meaning });
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 11, message: esignStatusTable[11].meaning });
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 1 });
    expect(await esign.sealImage(s.flowId)).toBeInstanceOf(Uint8Array);
    expect(statusesHeard(s.flowId)).toEqual([10, 2, 11, 1]);
  });

  it('fails personal verification (12) with the outcome chosen for the next application', async () => {
    await esign.setSettings({ nextOutcome: 'person_fail' });
    const s = await esign.applyPerson(person());
    await esign.advance(s.flowId);
    expect(await esign.advance(s.flowId)).toMatchObject({ status: 12, message: esignStatusTable[12].meaning });
  });

  it('fails personal verification at once when chosen at 11', async () => {
    const s = await esign.applyPerson(person());
    await esign.advance(s.flowId);
    await esign.advance(s.flowId);
    expect(await esign.setOutcome(s.flowId, 'person_fail')).toMatchObject({ status: 12 });
  });
});

describe('timing', () => {
  it('moves flows by itself every stepMs and state() moves a due flow first', async () => {
    await esign.setSettings({ stepMs: 1000 });
    const s = await esign.applyCompany(company());
    expect((await row(s.flowId)).nextStepAt?.getTime()).toBe(clock.getTime() + 1000);
    expect(await esign.runDue()).toBe(0);
    tick(1000);
    expect(await esign.runDue()).toBeGreaterThanOrEqual(1);
    expect((await row(s.flowId)).status).toBe(3);
    tick(1000);
    expect(await esign.state(s.flowId)).toMatchObject({ status: 4 });
    expect((await row(s.flowId)).nextStepAt).toBeNull();
  });

  it('stops waiting flows when set to manual (0) and schedules them again with a pace', async () => {
    await esign.setSettings({ stepMs: 1000 });
    const s = await esign.applyPerson(person());
    await esign.setSettings({ stepMs: 0 });
    expect((await row(s.flowId)).nextStepAt).toBeNull();
    tick(10_000);
    expect((await esign.state(s.flowId))?.status).toBe(10);
    await esign.setSettings({ stepMs: 500 });
    expect((await row(s.flowId)).nextStepAt?.getTime()).toBe(clock.getTime() + 500);
    await esign.setSettings({ stepMs: 0 });
  });

  it('stops the earlier flow of an enterprise when it applies again', async () => {
    await esign.setSettings({ stepMs: 1000 });
    const first = await esign.applyCompany(company({ enterpriseId: '8000001' }));
    const second = await esign.applyCompany(company({ enterpriseId: '8000001' }));
    expect((await row(first.flowId)).nextStepAt).toBeNull();
    expect((await row(second.flowId)).nextStepAt).not.toBeNull();
    await esign.setSettings({ stepMs: 0 });
  });

  // Two servers both run the timer: a due flow moves once. (Two console clicks on "advance" are two steps by
  // design, so only the timer's moves are raced here.)
  it('moves a due flow once when two servers run their timers at the same time, and survives a restart', async () => {
    const other = createSandboxEsign({ db: database.db, enterprises: esignEnterprises, defaultStepMs: 0, now });
    const s = await esign.applyCompany(company());
    expect((await other.advance(s.flowId)).status).toBe(3);
    expect((await row(s.flowId)).history.map((h) => h.status)).toEqual([20, 3]);

    await esign.setSettings({ stepMs: 1000 });
    tick(1000);
    const moved = await Promise.all([esign.runDue(), other.runDue()]);
    expect((await row(s.flowId)).history.map((h) => h.status)).toEqual([20, 3, 4]);
    expect(moved.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(await other.state(s.flowId)).toMatchObject({ status: 4 });
    await esign.setSettings({ stepMs: 0 });
  });

  it('keeps moving when a listener throws', async () => {
    const off = esign.onStateChange(() => {
      throw new Error('listener broke');
    });
    const s = await esign.applyCompany(company());
    expect((await esign.advance(s.flowId)).status).toBe(3);
    expect(statusesHeard(s.flowId)).toEqual([20, 3]);
    off();
  });
});

describe('seal, auto-sign and signing', () => {
  const successful = async () => {
    const flowId = await atAmount();
    await esign.verifyAmount({ flowId, amount: await amountOf(flowId) });
    return flowId;
  };

  it('gives no seal image when the tester chooses seal_fail', async () => {
    const flowId = await successful();
    expect(await esign.sealImage(flowId)).toBeDefined();
    await esign.setOutcome(flowId, 'seal_fail');
    expect(await esign.sealImage(flowId)).toBeUndefined();
  });

  it('replaces the seal picture', async () => {
    const flowId = await successful();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await esign.setSealImage(flowId, png);
    expect(Buffer.from((await esign.sealImage(flowId))!)).toEqual(Buffer.from(png));
  });

  it('switches auto-sign on, and refuses with autosign_fail', async () => {
    const flowId = await successful();
    expect(await esign.setAutoSign(flowId, true)).toBe(true);
    expect((await row(flowId)).autoSign).toBe(1);
    await esign.setOutcome(flowId, 'autosign_fail');
    expect(await esign.setAutoSign(flowId, false)).toBe(false);
    expect((await row(flowId)).autoSign).toBe(1);
  });

  it('signs a PDF for a successful account only', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    const pdf = await doc.save();
    const request = { pdf, placements: [{ page: 0, x: 400, y: 100, size: 120 }], reason: '仓储企业签章' };

    const pending = await atAmount();
    const err = await domainError(esign.signPdf({ ...request, accountId: pending }));
    expect(err).toMatchObject({ code: 400, message: sealMessages.noSeal });

    const flowId = await successful();
    const signed = Buffer.from(await esign.signPdf({ ...request, accountId: flowId }));
    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(signed.includes('/ByteRange')).toBe(true);
    expect(await esign.caCertificatePem()).toContain('BEGIN CERTIFICATE');
  });
});

describe('bank branches and the console lists', () => {
  it('lists the branches whose name holds every word searched, at most 50', async () => {
    const ccb = await esign.searchBranches({ bankName: '建设银行' });
    expect(ccb.length).toBeGreaterThan(0);
    expect(ccb.every((b) => b.bankName.includes('建设银行'))).toBe(true);
    expect(ccb).toContainEqual({
      bank: expect.stringMatching(/^105\d{9}$/),
      bankName: '中国建设银行股份有限公司郑州金水支行',
      province: '河南省',
      city: '郑州市',
    });
    expect(await esign.searchBranches({ bankName: '工商银行 南京' })).toEqual([
      expect.objectContaining({ bankName: '中国工商银行股份有限公司南京玄武支行' }),
    ]);
    const all = await esign.searchBranches({});
    expect(all.length).toBeLessThanOrEqual(50);
    expect(new Set(all.map((b) => b.bank)).size).toBe(all.length);
    expect(all.every((b) => /^\d{12}$/.test(b.bank))).toBe(true);
    expect(await esign.searchBranches({ bankName: '不存在的银行' })).toEqual([]);
  });

  it('pages the applications newest first with the amount and history', async () => {
    const flowId = await atAmount();
    const page = await esign.listAccounts({ current: 1, size: 2 });
    expect(page).toMatchObject({ current: 1, size: 2 });
    expect(page.records).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.records[0]).toMatchObject({
      flowId,
      kind: 'company',
      enterpriseName: '江苏恒丰棉业有限公司',
      status: 4,
      outcome: 'ok',
      amount: await amountOf(flowId),
      amountTries: 0,
      hasSeal: false,
      nextStepAt: null,
    });
    expect(page.records[0]!.history.map((h) => h.status)).toEqual([20, 3, 4]);
    expect(page.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('console: provisionAccount and failNextSignatures', () => {
  let seq = 0;
  const makeEnterprise = async (over: Partial<typeof enterprise.$inferInsert> = {}) => {
    const [e] = await database.db
      .insert(enterprise)
      .values({
        name: `沙箱直开测试企业${++seq}`,
        type: '2',
        status: 1,
        creditCode: '91410100MA40000001',
        corporateInfo: '周测试',
        contactsName: '周测试',
        contactsPhone: '13800000001',
        bankName: '中国建设银行郑州金水支行',
        bankAccount: '41050100000000000001',
        ...over,
      })
      .returning();
    return e!;
  };
  const enterpriseRow = async (id: string) =>
    (await database.db.select().from(enterprise).where(eq(enterprise.id, id)))[0]!;
  const a4 = async () => {
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    return doc.save();
  };
  const sign = async (accountId: string) =>
    esign.signPdf({ accountId, pdf: await a4(), placements: [{ page: 0, x: 400, y: 100, size: 120 }], reason: '测试' });

  it('opens a ready company account at once: seal, certificate, silent signing, the enterprise row', async () => {
    const e = await makeEnterprise();
    const opened = await esign.provisionAccount({ enterpriseId: e.id });
    expect(opened).toMatchObject({ status: 1, kind: 'company', autoSign: 1, enterpriseId: e.id });
    expect(opened.accountId).toBe(opened.flowId);
    const acc = await row(opened.flowId);
    expect(acc).toMatchObject({ status: 1, kind: 'company', name: e.name, creditCode: e.creditCode, autoSign: 1 });
    expect(acc.sealPng && acc.certPem && acc.keyPem).toBeTruthy();
    expect(acc.nextStepAt).toBeNull();
    expect(await enterpriseRow(e.id)).toMatchObject({
      esignAccountId: opened.flowId,
      esignFlowId: opened.flowId,
      esignStatus: 1,
      esignMsg: esignStatusTable[1].meaning,
      isAutoSign: 1,
    });
    expect(statusesHeard(opened.flowId)).toEqual([1]);
    expect(await esign.sealImage(opened.flowId)).toBeDefined();
    const signed = Buffer.from(await sign(opened.flowId));
    expect(signed.includes('/ByteRange')).toBe(true);
  });

  it('is idempotent: a ready account is kept (same key) and silent signing switched on again', async () => {
    const e = await makeEnterprise();
    const first = await esign.provisionAccount({ enterpriseId: e.id });
    const before = await row(first.flowId);
    await esign.setAutoSign(first.flowId, false);
    await database.db.update(enterprise).set({ isAutoSign: 0 }).where(eq(enterprise.id, e.id));
    const again = await esign.provisionAccount({ enterpriseId: e.id });
    expect(again.flowId).toBe(first.flowId);
    const after = await row(first.flowId);
    expect(after.certPem).toBe(before.certPem);
    expect(after.autoSign).toBe(1);
    expect((await enterpriseRow(e.id)).isAutoSign).toBe(1);
    const accounts = await database.db
      .select()
      .from(sandboxEsignAccount)
      .where(eq(sandboxEsignAccount.enterpriseId, e.id));
    expect(accounts).toHaveLength(1);
  });

  it('opens a personal account for an individual (isPerson 1) and supersedes a flow under way', async () => {
    const e = await makeEnterprise({ isPerson: 1, name: '刘个人', identityNumber: '110101199003071234' });
    const pending = await esign.applyPerson({
      enterpriseId: e.id,
      name: e.name,
      idNumber: '110101199003071234',
      mobile: '13900000002',
    });
    await database.db
      .update(sandboxEsignAccount)
      .set({ nextStepAt: new Date(clock.getTime() + 1000) })
      .where(eq(sandboxEsignAccount.flowId, pending.flowId));
    await database.db
      .update(enterprise)
      .set({ esignFlowId: pending.flowId, esignStatus: 10 })
      .where(eq(enterprise.id, e.id));
    const opened = await esign.provisionAccount({ enterpriseId: e.id });
    expect(opened.kind).toBe('person');
    expect(opened.flowId).not.toBe(pending.flowId);
    expect(await row(opened.flowId)).toMatchObject({
      kind: 'person',
      idNumber: '110101199003071234',
      creditCode: null,
    });
    expect((await row(pending.flowId)).nextStepAt).toBeNull();
    expect(await enterpriseRow(e.id)).toMatchObject({ esignFlowId: opened.flowId, esignStatus: 1, isAutoSign: 1 });
  });

  it('refuses an enterprise that does not exist', async () => {
    const err = await domainError(esign.provisionAccount({ enterpriseId: '999999999' }));
    expect(err).toMatchObject({ code: 404, message: sandboxConsoleMessages.enterpriseMissing });
  });

  it('makes exactly the next n signatures fail at the provider, then signs again', async () => {
    const { flowId } = await esign.provisionAccount({ enterpriseId: (await makeEnterprise()).id });
    expect(await esign.getFailNextSignatures()).toBe(0);
    expect(await esign.failNextSignatures(2)).toBe(2);
    expect(await esign.getFailNextSignatures()).toBe(2);
    for (const left of [1, 0]) {
      const err = await domainError(sign(flowId));
      expect(err).toMatchObject({ code: 500, message: esignProviderMessages.signFailed });
      expect(await esign.getFailNextSignatures()).toBe(left);
    }
    expect(Buffer.from(await sign(flowId)).includes('/ByteRange')).toBe(true);
  });

  it('spends each planned failure once when signatures run at the same time; 0 clears the plan', async () => {
    const { flowId } = await esign.provisionAccount({ enterpriseId: (await makeEnterprise()).id });
    await esign.failNextSignatures(3);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => sign(flowId)));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3);
    await esign.failNextSignatures(5);
    expect(await esign.failNextSignatures(0)).toBe(0);
    expect(await esign.getFailNextSignatures()).toBe(0);
    expect(Buffer.from(await sign(flowId)).includes('/ByteRange')).toBe(true);
    expect((await domainError(esign.failNextSignatures(-1))).code).toBe(400);
    expect((await domainError(esign.failNextSignatures(1.5))).code).toBe(400);
  });

  it('a failure planned for signatures is not spent by an account that cannot sign', async () => {
    await esign.failNextSignatures(1);
    const pending = await atAmount();
    expect((await domainError(sign(pending))).message).toBe(sealMessages.noSeal);
    expect(await esign.getFailNextSignatures()).toBe(1);
    await esign.failNextSignatures(0);
  });
});
