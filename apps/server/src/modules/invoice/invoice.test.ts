import { contractRefusals } from '@kc/domain/contract/contract';
import { ContractStatus } from '@kc/domain/contract/status';
import { InvoiceStatus, invoiceMessages, invoiceRefusals, splitTax } from '@kc/domain/payment/invoice';
import { amountInWords, formatAmount } from '@kc/domain/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { compact, pageTexts } from '../../platform/pdf/pdf-inspect';
import { enterpriseIdOfAccount, makeContract } from '../../test/fixtures/contract';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { contract } from '../contract/contract.table';
import { enterprise } from '../enterprise/enterprise.table';
import { invoice, invoiceTemplate } from './invoice.table';
import { issueInvoiceNow, pollInvoice, sweepInvoices } from './invoice-issue';
import { seedInvoiceTemplates } from './invoice-templates';

const BASE = '/api/kc-flrk/invoice';
const refuse = invoiceRefusals.reasons;

let t: TestApp;
let shipperId: string;
let buyerId: string;
let foreignId: string;
const tokens: Record<string, string> = {};

type Answer = {
  id: string;
  status: number;
  statusName: string;
  invoiceNo: string | null;
  failReason: string | null;
  pdfPath: string | null;
  amount: string;
  taxAmount: string;
  title: string;
  taxNo: string;
  companyType: number;
  enterpriseId: string;
};

const contractRow = async (id: string) => (await t.ctx.db.select().from(contract).where(eq(contract.id, id)))[0]!;
const invoiceRow = async (id: string) => (await t.ctx.db.select().from(invoice).where(eq(invoice.id, id)))[0]!;
/** A contract in force whose shares stand as given (the fixture writes the columns directly). */
const contractWith = async (shipperServiceStatus: number, buyerServiceStatus = 1) => {
  const c = await makeContract(t.ctx, { status: ContractStatus.inForce, shipperId, buyerId, render: false });
  await t.ctx.db.update(contract).set({ shipperServiceStatus, buyerServiceStatus }).where(eq(contract.id, c.id));
  return c;
};
const saveTemplate = (token: string, body: Record<string, unknown>) => t.post(token, `${BASE}/template/save`, body);
const supply = (token: string, body: Record<string, unknown>) => t.post(token, `${BASE}/supplyInvoice`, body);
const outboxCount = async () => (await t.ctx.mailOutbox.list({ current: 1, size: 1 })).total;
const trail = async (contractId: string) =>
  (
    await t.ctx.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, 'contract'), eq(auditEvent.objectId, contractId)))
      .orderBy(asc(auditEvent.seq))
  ).map((e) => e.action);

let shipperTemplate: string;
let buyerTemplate: string;
let foreignTemplate: string;

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseIdOfAccount(t.ctx.db, 'shipper');
  buyerId = await enterpriseIdOfAccount(t.ctx.db, 'buyer');
  for (const a of ['shipper', 'buyer', 'platform', 'admin']) tokens[a] = await t.login(a);
  const [foreign] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家纺织公司', type: '3', code: 'T-INV-FOREIGN', status: 1 })
    .returning({ id: enterprise.id });
  foreignId = foreign!.id;
  await createUser(t.ctx.db, 'inv_foreign', { roleAliases: ['buyer'], postId: foreignId, userType: 3 });
  tokens.foreign = await t.login('inv_foreign');
  const [pending] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '待审核企业', type: '3', code: 'T-INV-PENDING', status: 0 })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, 'inv_pending', { roleAliases: ['buyer'], postId: pending!.id, userType: 3 });
  tokens.pending = await t.login('inv_pending');

  // Start from no invoice information: the demo seed gives the two parties theirs, these tests count their own.
  await t.ctx.db.delete(invoiceTemplate);
  shipperTemplate = await seedInvoiceTemplates(t.ctx.db, {
    enterpriseId: shipperId,
    tenantId: '000000',
    title: '河南豫棉供应链有限公司',
    taxNo: '91410100MA44SHIP01',
    address: '河南省郑州市金水区农业路 1 号',
    phone: '0371-66668888',
    bankName: '中国银行郑州分行',
    bankAccount: '2461 0000 1111',
  });
  buyerTemplate = await seedInvoiceTemplates(t.ctx.db, {
    enterpriseId: buyerId,
    tenantId: '000000',
    title: '浙江锦华纺织有限公司',
    taxNo: '91330100MA2B3C4D5E',
  });
  foreignTemplate = await seedInvoiceTemplates(t.ctx.db, {
    enterpriseId: foreignId,
    tenantId: '000000',
    title: '另一家纺织公司',
    taxNo: '91330100MAFOREIGN1',
  });
});
afterAll(async () => {
  await t?.close();
});

describe(`invoice information on ${process.env.TEST_DB}`, () => {
  it('keeps several rows per enterprise with exactly one default; the seed is idempotent', async () => {
    const again = await seedInvoiceTemplates(t.ctx.db, {
      enterpriseId: shipperId,
      tenantId: '000000',
      title: '河南豫棉供应链有限公司',
      taxNo: '91410100MA44SHIP01',
    });
    expect(again).toBe(shipperTemplate);
    const token = tokens.shipper!;
    const second = await dataOf<string>(saveTemplate(token, { title: '豫棉二号', taxNo: '91410100MA44SHIP02' }));
    const defaults = async () =>
      (await dataOf<{ id: string; isDefault: number }[]>(t.get(token, `${BASE}/templateList`)))
        .filter((r) => r.isDefault === 1)
        .map((r) => r.id);
    expect(await defaults()).toEqual([shipperTemplate]);
    await dataOf(t.post(token, `${BASE}/template/setDefault`, { id: second }));
    expect(await defaults()).toEqual([second]);
    const third = await dataOf<string>(
      saveTemplate(token, { title: '豫棉三号', taxNo: '91410100MA44SHIP03', isDefault: 1 }),
    );
    expect(await defaults()).toEqual([third]);
    // Removing the default hands it to the newest row left.
    await dataOf(t.post(token, `${BASE}/template/remove`, { ids: third }));
    expect(await defaults()).toEqual([second]);
    await dataOf(t.post(token, `${BASE}/template/setDefault`, { id: shipperTemplate }));
    await dataOf(t.post(token, `${BASE}/template/remove`, { ids: second }));
    expect(await defaults()).toEqual([shipperTemplate]);
    const page = await dataOf<{ total: number }>(t.get(token, `${BASE}/template/page`));
    expect(page.total).toBe(1);

    // an update keeps the row's default
    await dataOf(
      saveTemplate(token, {
        id: shipperTemplate,
        title: '河南豫棉供应链有限公司',
        taxNo: '91410100MA44SHIP01',
        address: '河南省郑州市金水区农业路 1 号',
        phone: '0371-66668888',
        bankName: '中国银行郑州分行',
        bankAccount: '2461 0000 1111',
      }),
    );
    expect(await defaults()).toEqual([shipperTemplate]);
  });

  it('a first row saved becomes the default; only own rows; bad input is a 400; unapproved enterprises are refused', async () => {
    const fresh = await t.newUser('inv_fresh', {
      roleAliases: ['buyer'],
      postId: await freshEnterprise(),
      userType: 3,
    });
    const id = await dataOf<string>(saveTemplate(fresh.token, { title: '新企业', taxNo: '91330100MA00FRESH1' }));
    expect((await t.ctx.db.select().from(invoiceTemplate).where(eq(invoiceTemplate.id, id)))[0]!.isDefault).toBe(1);

    expectRefusal(
      await saveTemplate(tokens.foreign!, { id: shipperTemplate, title: 'x', taxNo: '91330100MA00FRESH1' }),
      404,
      refuse.templateNotFound,
    );
    expectRefusal(
      await t.post(tokens.foreign!, `${BASE}/template/setDefault`, { id: shipperTemplate }),
      404,
      refuse.templateNotFound,
    );
    expectRefusal(
      await t.post(tokens.foreign!, `${BASE}/template/remove`, { ids: shipperTemplate }),
      404,
      refuse.templateNotFound,
    );
    expectRefusal(
      await saveTemplate(tokens.shipper!, { title: '', taxNo: '91330100MA00FRESH1' }),
      400,
      'invoice.title_required',
      invoiceMessages.title,
    );
    expectRefusal(
      await saveTemplate(tokens.shipper!, { title: 'x', taxNo: 'abc' }),
      400,
      'invoice.tax_no_invalid',
      invoiceMessages.taxNoFormat,
    );
    const pending = await saveTemplate(tokens.pending!, { title: '待审核企业', taxNo: '91330100MA0PENDIN' });
    expect(pending.statusCode).toBe(403);

    // templateList: own only; the platform any enterprise's
    expectRefusal(await t.get(tokens.foreign!, `${BASE}/templateList`, { shipperId }), 404, refuse.templateNotFound);
    const forPlatform = await dataOf<{ id: string }[]>(t.get(tokens.platform!, `${BASE}/templateList`, { shipperId }));
    expect(forPlatform.map((r) => r.id)).toEqual([shipperTemplate]);
  });
});

let freshSeq = 0;
const freshEnterprise = async () => {
  const [row] = await t.ctx.db
    .insert(enterprise)
    .values({ name: `新企业${++freshSeq}`, type: '3', code: `T-INV-FRESH-${freshSeq}`, status: 1 })
    .returning({ id: enterprise.id });
  return row!.id;
};

describe(`invoice applications on ${process.env.TEST_DB}`, () => {
  it('refuses whoever may not apply, and when', async () => {
    const unpaid = await contractWith(0);
    const body = (c: { id: string }, over: Record<string, unknown> = {}) => ({
      invoiceTemplateId: shipperTemplate,
      bussId: c.id,
      bussType: 1,
      noticeEmail: 'finance@yumian.example.com',
      ...over,
    });
    expectRefusal(
      await supply(tokens.shipper!, body(unpaid, { invoiceTemplateId: '' })),
      400,
      'invoice.template_missing',
      invoiceMessages.selectCompany,
    );
    expectRefusal(
      await supply(tokens.shipper!, { bussId: unpaid.id, noticeEmail: 'a@b.cn' }),
      400,
      'invoice.template_missing',
      invoiceMessages.selectCompany,
    );
    expectRefusal(
      await supply(tokens.shipper!, body(unpaid, { noticeEmail: '' })),
      400,
      'invoice.notice_email_required',
      invoiceMessages.noticeEmail,
    );
    expectRefusal(
      await supply(tokens.shipper!, body(unpaid, { noticeEmail: 'not-an-address' })),
      400,
      'invoice.notice_email_invalid',
      invoiceMessages.emailFormat,
    );
    expectRefusal(await supply(tokens.shipper!, body(unpaid)), 409, refuse.notPaid);
    expectRefusal(await supply(tokens.shipper!, body(unpaid, { bussType: 2 })), 400, refuse.bussTypeUnsupported);

    const notNeeded = await contractWith(2);
    expectRefusal(await supply(tokens.shipper!, body(notNeeded)), 409, refuse.notNeeded);

    const paid = await contractWith(1);
    // not a party: another enterprise does not even see the contract; the platform sees it but is no party
    expectRefusal(
      await supply(tokens.foreign!, body(paid, { invoiceTemplateId: foreignTemplate })),
      404,
      contractRefusals.reasons.notFound,
    );
    expectRefusal(await supply(tokens.platform!, body(paid)), 403, refuse.notParty);
    // the template must be the caller's own
    expectRefusal(
      await supply(tokens.shipper!, body(paid, { invoiceTemplateId: buyerTemplate })),
      404,
      refuse.templateNotFound,
    );
    const id = await dataOf<string>(supply(tokens.shipper!, body(paid)));
    expectRefusal(await supply(tokens.shipper!, body(paid)), 409, refuse.exists);
    const row = await invoiceRow(id);
    const money = splitTax(paid.shipperServiceAmount!);
    expect(row).toMatchObject({
      status: InvoiceStatus.applied,
      companyType: 0,
      title: '河南豫棉供应链有限公司',
      taxNo: '91410100MA44SHIP01',
      bankName: '中国银行郑州分行',
      amount: money.gross,
      netAmount: money.net,
      taxAmount: money.tax,
    });
    expect((await contractRow(paid.id)).invoiceStatus).toBe(InvoiceStatus.applied);
    expect(await trail(paid.id)).toContain('invoice-apply');
    // a share paid is no licence for the other side's invoice
    expectRefusal(await t.post(tokens.shipper!, `${BASE}/issue`, { id }), 403, refuse.notPlatform);
    expectRefusal(await t.post(tokens.buyer!, `${BASE}/issue`, { id }), 403, refuse.notPlatform);
  });

  it('apply → issue → job → 12: PDF downloadable by the party and the platform, mailed once; the contract sums up', async () => {
    const c = await contractWith(1, 1);
    const applied = await dataOf<string>(
      supply(tokens.shipper!, {
        invoiceTemplateId: shipperTemplate,
        bussId: c.id,
        noticeEmail: 'finance@yumian.example.com',
      }),
    );
    const buyers = await dataOf<string>(
      supply(tokens.buyer!, { invoiceTemplateId: buyerTemplate, bussId: c.id, noticeEmail: 'fp@jinhua.example.com' }),
    );
    // each party sees its own on the contract; the platform both
    const mine = await dataOf<Answer[]>(t.get(tokens.shipper!, `${BASE}/findByContract`, { contractId: c.id }));
    expect(mine.map((r) => r.id)).toEqual([applied]);
    const both = await dataOf<Answer[]>(t.get(tokens.platform!, `${BASE}/findByContract`, { contractId: c.id }));
    expect(both.map((r) => r.id).sort()).toEqual([applied, buyers].sort());
    expectRefusal(
      await t.get(tokens.foreign!, `${BASE}/findByContract`, { contractId: c.id }),
      404,
      contractRefusals.reasons.notFound,
    );

    expectRefusal(await t.get(tokens.shipper!, `${BASE}/download`, { id: applied }), 409, refuse.notIssued);
    await dataOf(t.post(tokens.platform!, `${BASE}/issue`, { id: applied }));
    expectRefusal(await t.post(tokens.platform!, `${BASE}/issue`, { id: applied }), 409, refuse.notApplied);
    const issuing = await invoiceRow(applied);
    expect(issuing.status).toBe(InvoiceStatus.issuing);
    expect(issuing.serialNo).toMatch(/^\d{20}$/);
    expect((await contractRow(c.id)).invoiceStatus).toBe(InvoiceStatus.applied); // the buyer's is still at 10

    // the job's polls: 20 → 21 (pending), then 2 → 12
    const mails = await outboxCount();
    expect(await pollInvoice(t.ctx, applied)).toBe('pending');
    expect(await pollInvoice(t.ctx, applied)).toBe('done');
    const issued = await invoiceRow(applied);
    expect(issued.status).toBe(InvoiceStatus.issued);
    expect(issued.invoiceNo).toMatch(/^\d{20}$/);
    expect(issued.fileId).not.toBeNull();
    expect(issued.mailedTime).not.toBeNull();
    expect(await outboxCount()).toBe(mails + 1);
    // a second run changes nothing and sends no second mail
    expect(await pollInvoice(t.ctx, applied)).toBe('done');
    expect(await outboxCount()).toBe(mails + 1);
    expect(await invoiceRow(applied)).toMatchObject({ fileId: issued.fileId, invoiceNo: issued.invoiceNo });

    const mail = (await t.ctx.mailOutbox.list({ current: 1, size: 1 })).records[0]!;
    expect(mail).toMatchObject({ to: 'finance@yumian.example.com', transport: 'outbox' });
    expect(mail.subject).toContain(issued.invoiceNo!);
    expect(mail.attachments[0]).toMatchObject({
      filename: `电子发票-${issued.invoiceNo}.pdf`,
      contentType: 'application/pdf',
    });

    // the PDF, through the download route: number, buyer, figures and uppercase
    const res = await t.get(tokens.shipper!, `${BASE}/download`, { id: applied });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = compact((await pageTexts(new Uint8Array(res.rawPayload))).join(''));
    const money = splitTax(c.shipperServiceAmount!);
    expect(text).toContain('电子发票（普通发票）');
    expect(text).toContain(issued.invoiceNo!);
    expect(text).toContain('河南豫棉供应链有限公司');
    expect(text).toContain('91410100MA44SHIP01');
    expect(text).toContain(compact('中国银行郑州分行 2461 0000 1111'));
    expect(text).toContain(`¥${formatAmount(money.net)}`);
    expect(text).toContain(`¥${formatAmount(money.tax)}`);
    expect(text).toContain(`¥${formatAmount(money.gross)}`);
    expect(text).toContain(amountInWords(money.gross));
    expect(text).toContain(c.code);
    expect(text).toContain('中原仓单服务平台有限公司');
    // the mailed attachment is the same file
    const attachment = await t.ctx.mailOutbox.attachment(mail.id, 0);
    expect(Buffer.from(attachment!.content).equals(res.rawPayload)).toBe(true);

    expect((await t.get(tokens.platform!, `${BASE}/download`, { id: applied })).statusCode).toBe(200);
    expectRefusal(await t.get(tokens.foreign!, `${BASE}/download`, { id: applied }), 404, refuse.missing);
    expectRefusal(await t.get(tokens.buyer!, `${BASE}/download`, { id: applied }), 404, refuse.missing);
    // the signed link: the party gets one, and the file's owner resolver refuses another enterprise
    const [answer] = await dataOf<Answer[]>(t.get(tokens.shipper!, `${BASE}/findByContract`, { contractId: c.id }));
    expect(answer).toMatchObject({ status: 12, statusName: '已开票', invoiceNo: issued.invoiceNo });
    expect(answer!.pdfPath).toBeTruthy();
    const linked = await t.get(tokens.shipper!, answer!.pdfPath!.replace(/^https?:\/\/[^/]+/, ''));
    expect(linked.statusCode).toBe(200);
    const foreignPrincipal = { tenantId: '000000', postId: foreignId, roleAliases: ['buyer'] } as never;
    const file = await t.ctx.files.find(issued.fileId!);
    expect(await t.ctx.files.canSee(foreignPrincipal, file!)).toBe(false);

    // lists: the platform all, an enterprise its own
    const forForeign = await dataOf<{ records: Answer[] }>(t.get(tokens.foreign!, `${BASE}/page`, { size: '100' }));
    expect(forForeign.records.map((r) => r.id)).not.toContain(applied);
    const forPlatform = await dataOf<{ records: Answer[] }>(
      t.get(tokens.platform!, `${BASE}/page`, { size: '100', contractCode: c.code }),
    );
    expect(forPlatform.records.map((r) => r.id).sort()).toEqual([applied, buyers].sort());
    const forShipper = await dataOf<{ records: Answer[] }>(
      t.get(tokens.shipper!, `${BASE}/page`, { size: '100', status: '12' }),
    );
    expect(forShipper.records.every((r) => r.enterpriseId === shipperId && r.status === 12)).toBe(true);

    // the buyer's: the provider fails (24) → 0 abnormal with the reason; the contract shows 0; reissue → 12
    await t.ctx.einvoiceSandbox.setNextOutcome('fail24');
    await dataOf(t.post(tokens.platform!, `${BASE}/issue`, { id: buyers }));
    expect((await contractRow(c.id)).invoiceStatus).toBe(InvoiceStatus.issuing);
    expect(await issueInvoiceNow(t.ctx, buyers)).toBe(InvoiceStatus.abnormal);
    expect((await invoiceRow(buyers)).failReason).toContain('签章失败');
    expect((await contractRow(c.id)).invoiceStatus).toBe(InvoiceStatus.abnormal);
    expectRefusal(await t.post(tokens.platform!, `${BASE}/reissue`, { id: applied }), 409, refuse.notAbnormal);
    expectRefusal(await t.post(tokens.buyer!, `${BASE}/reissue`, { id: buyers }), 403, refuse.notPlatform);
    await dataOf(t.post(tokens.platform!, `${BASE}/reissue`, { id: buyers }));
    expect(await issueInvoiceNow(t.ctx, buyers)).toBe(InvoiceStatus.issued);
    expect(await invoiceRow(buyers)).toMatchObject({ failReason: null });
    expect((await contractRow(c.id)).invoiceStatus).toBe(InvoiceStatus.issued);
    expect(await outboxCount()).toBe(mails + 2);
    expect(await trail(c.id)).toEqual(expect.arrayContaining(['invoice-apply', 'invoice-issue', 'invoice-fail']));
    expect((await trail(c.id)).filter((a) => a === 'invoice-issue')).toHaveLength(2);
  });

  it('a 22 from the provider makes the invoice abnormal with the reason; issueInvoiceNow issues an applied one', async () => {
    const c = await contractWith(1, 0);
    const id = await dataOf<string>(
      supply(tokens.shipper!, {
        invoiceTemplateId: shipperTemplate,
        bussId: c.id,
        noticeEmail: 'finance@yumian.example.com',
      }),
    );
    await t.ctx.einvoiceSandbox.setNextOutcome('fail22');
    expect(await issueInvoiceNow(t.ctx, id)).toBe(InvoiceStatus.abnormal);
    expect((await invoiceRow(id)).failReason).toContain('开票失败');
    const [answer] = await dataOf<Answer[]>(t.get(tokens.platform!, `${BASE}/findByContract`, { contractId: c.id }));
    expect(answer).toMatchObject({ status: 0, statusName: '开票异常', pdfPath: null });
  });

  it('an invoice whose poll was lost (left issuing) is finished by the sweep, and mailed once', async () => {
    const c = await contractWith(1, 0);
    const id = await dataOf<string>(
      supply(tokens.shipper!, {
        invoiceTemplateId: shipperTemplate,
        bussId: c.id,
        noticeEmail: 'sweep@yumian.example.com',
      }),
    );
    await dataOf(t.post(tokens.platform!, `${BASE}/issue`, { id }));
    expect((await invoiceRow(id)).status).toBe(InvoiceStatus.issuing);
    const mails = await outboxCount();
    // No poll job runs here (the worker is not started): only the sweep moves it, 20 → 21, then 2 → 12.
    expect(await sweepInvoices(t.ctx)).toBeGreaterThanOrEqual(1);
    await sweepInvoices(t.ctx);
    expect((await invoiceRow(id)).status).toBe(InvoiceStatus.issued);
    await sweepInvoices(t.ctx);
    expect(await outboxCount()).toBe(mails + 1);
  });

  it('shows the outbox and the e-invoice sandbox in the sandbox console', async () => {
    const page = await dataOf<{ records: { id: string; attachments: { filename: string }[]; transport: string }[] }>(
      t.get(tokens.admin!, '/api/kc-sandbox/mail/page', { size: '5' }),
    );
    expect(page.records.length).toBeGreaterThan(0);
    const first = page.records[0]!;
    const file = await t.get(tokens.admin!, '/api/kc-sandbox/mail/attachment', { id: first.id, index: '0' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.get(tokens.admin!, '/api/kc-sandbox/mail/attachment', { id: first.id, index: '3' })).statusCode,
    ).toBe(404);

    const orders = await dataOf<{ records: { status: number; serialNo: string }[] }>(
      t.get(tokens.admin!, '/api/kc-sandbox/invoice/page', { size: '50' }),
    );
    expect(orders.records.some((r) => r.status === 2)).toBe(true);
    expect(orders.records.some((r) => r.status === 22)).toBe(true);
    expect(await dataOf(t.post(tokens.admin!, '/api/kc-sandbox/invoice/settings', { nextOutcome: 'fail22' }))).toEqual({
      nextOutcome: 'fail22',
    });
    expect(await dataOf(t.get(tokens.admin!, '/api/kc-sandbox/invoice/settings'))).toEqual({ nextOutcome: 'fail22' });
    expect((await t.post(tokens.admin!, '/api/kc-sandbox/invoice/settings', { nextOutcome: 'boom' })).statusCode).toBe(
      400,
    );
    await dataOf(t.post(tokens.admin!, '/api/kc-sandbox/invoice/settings', { nextOutcome: 'ok' }));
    // a party has no console
    expect((await t.get(tokens.shipper!, '/api/kc-sandbox/mail/page')).statusCode).toBe(403);
  });
});
