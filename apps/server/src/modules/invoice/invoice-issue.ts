import { DomainError } from '@kc/domain';
import { EinvoiceStatus, InvoiceStatus, invoiceRefusals as refuse, SERVICE_TAX_RATE } from '@kc/domain/payment/invoice';
import { invoiceMachine } from '@kc/domain/payment/status';
import { and, eq, isNull, or } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { type Actor, tryTransition } from '../../platform/state/transition';
import type { BillingOrder, InvoiceResult } from '../../providers/einvoice/port';
import { NuonuoCode } from '../../providers/einvoice/port';
import { proportionConfigInForce } from '../contract';
import { invoice } from './invoice.table';
import { invoiceBusinessOf } from './invoice-business';
import { INVOICE_FILE_OWNER, type InvoiceRow, invoiceById } from './invoices';

/**
 * Issuing (spec 2 §7 Invoices; PROVIDERS §6): the platform moves an applied invoice 10 → 11 and bills it at the
 * e-invoice provider; a job polls the result until 2 (→ 12: the PDF stored as the invoice's file, mailed to the
 * notice address) or 22 / 24 (→ 0 abnormal, with the provider's reason). Every step is a conditional update, so
 * a job run twice (pg-boss is at least once) changes nothing the second time, and the mail goes once.
 */
export const INVOICE_POLL_QUEUE = 'invoice-poll';
/** Seconds between polls of one invoice (the provider issues in a few seconds). */
export const INVOICE_POLL_SECONDS = 3;

/** The provider's order number of an invoice: stable, so a retried billing meets E9106 and finds its serial. */
export const orderNoOf = (id: string) => `KCFP${id}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in China Standard Time. */
const cstDateTime = (d: Date) => {
  const c = new Date(d.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())} ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`;
};

/** The billing order of an invoice: the buyer's snapshot, the platform as seller, one 6 % service line. */
export const billingOrderOf = async (ctx: AppContext, row: InvoiceRow): Promise<BillingOrder> => {
  const business = invoiceBusinessOf(row.bussType);
  const seller = await proportionConfigInForce(ctx.db, row.tenantId);
  return {
    orderNo: orderNoOf(row.id),
    invoiceDate: cstDateTime(new Date()),
    buyerName: row.title,
    buyerTaxNum: row.taxNo,
    buyerTel: row.phone,
    buyerAddress: row.address,
    buyerAccount: [row.bankName, row.bankAccount].filter(Boolean).join(' '),
    salerTaxNum: ctx.einvoice.sellerTaxNum,
    salerTel: '',
    salerAddress: '',
    salerAccount: [seller.bankName, seller.account].filter(Boolean).join(' '),
    salerName: seller.enterprise.name,
    invoiceType: '1',
    invoiceLine: 'pc',
    clerk: '平台财务',
    pushMode: '-1',
    email: row.noticeEmail,
    remark: business.remark(row.bussCode),
    invoiceDetail: [
      {
        goodsName: business.goodsName,
        unit: '次',
        num: '1',
        price: row.netAmount,
        withTaxFlag: '0',
        taxRate: SERVICE_TAX_RATE.toFixed(2),
        taxExcludedAmount: row.netAmount,
        tax: row.taxAmount,
        taxIncludedAmount: row.amount,
        invoiceLineProperty: '0',
      },
    ],
  };
};

const requirePlatform = (p: Principal) => {
  if (!isPlatformOperator(p)) throw refuse.notPlatform();
};

const loadForPlatform = async (ctx: AppContext, p: Principal, id: string) => {
  requirePlatform(p);
  const row = await invoiceById(ctx.db, id);
  if (!row || row.tenantId !== p.tenantId || row.isDeleted !== 0) throw refuse.missing();
  return row;
};

/** Sends the poll job; a process without started jobs (tests) polls through issueInvoiceNow instead. */
export const schedulePoll = async (ctx: AppContext, invoiceId: string, afterSeconds = INVOICE_POLL_SECONDS) => {
  try {
    await ctx.jobs.send(INVOICE_POLL_QUEUE, { invoiceId }, { startAfter: afterSeconds });
  } catch {
    // Not started: nothing to send to. The invoice stays at 11 and the next poll (or issueInvoiceNow) finishes it.
  }
};

/**
 * Who moves an invoice: the operator who bills it; the provider's result keeps the last operator as the row's
 * updateUser (as before), the system acting in their stead.
 */
const invoiceActor = (row: InvoiceRow, userId: string | null): Actor => ({
  userId: userId as string,
  postId: null,
  tenantId: row.tenantId,
});

/** Moves `from` → 11 and bills at the provider; a refused billing moves it back. */
const bill = async (ctx: AppContext, row: InvoiceRow, from: number, actorId: string | null) => {
  const actor = invoiceActor(row, actorId);
  const moved = await tryTransition(ctx.db, {
    table: invoice,
    machine: invoiceMachine,
    move: 'bill',
    id: row.id,
    from,
    actor,
    set: { orderNo: orderNoOf(row.id), failReason: null },
  });
  if (!moved) throw from === InvoiceStatus.applied ? refuse.notApplied() : refuse.notAbnormal();
  const moveBack = () =>
    tryTransition(ctx.db, {
      table: invoice,
      machine: invoiceMachine,
      move: 'billRefused',
      to: from,
      id: row.id,
      actor,
    });
  let serialNo: string | null = row.serialNo;
  try {
    if (!serialNo) {
      const answer = await ctx.einvoice.requestBilling(await billingOrderOf(ctx, moved));
      serialNo = answer.result?.invoiceSerialNum ?? null;
      if (answer.code === NuonuoCode.duplicateOrder) {
        // Billed before (a retry after a crash): the order number finds the serial.
        const found = await ctx.einvoice.queryInvoiceResult({ orderNos: [orderNoOf(row.id)] });
        serialNo = found.result?.[0]?.serialNo ?? null;
      }
    } else {
      const answer = await ctx.einvoice.reInvoice({ fpqqlsh: serialNo, orderno: orderNoOf(row.id) });
      // E9108 'already issued': the poll reads the issued invoice.
      if (answer.code === NuonuoCode.retryLimit) throw refuse.retryLimit();
      if (answer.code !== NuonuoCode.ok && answer.code !== 'E9108') serialNo = null;
    }
  } catch (error) {
    // The provider could not be reached or refused: the invoice goes back to where it was.
    await moveBack();
    throw error instanceof DomainError ? error : refuse.providerFailed();
  }
  if (!serialNo) {
    await moveBack();
    throw refuse.providerFailed();
  }
  const business = invoiceBusinessOf(row.bussType);
  await ctx.db.transaction(async (tx) => {
    await tx.update(invoice).set({ serialNo }).where(eq(invoice.id, row.id));
    await business.summarise?.(tx, moved);
  });
  await business.announce?.(ctx, moved);
  await schedulePoll(ctx, row.id);
};

/** issue (platform only): 10 → 11, billed at the provider. */
export const issueInvoice = async (ctx: AppContext, p: Principal, id: string) => {
  const row = await loadForPlatform(ctx, p, id);
  if (row.status !== InvoiceStatus.applied) throw refuse.notApplied();
  await bill(ctx, row, InvoiceStatus.applied, p.userId);
};

/** reissue (platform only): 0 → 11, re-billed under the same serial (reInvoice), or billed if never accepted. */
export const reissueInvoice = async (ctx: AppContext, p: Principal, id: string) => {
  const row = await loadForPlatform(ctx, p, id);
  if (row.status !== InvoiceStatus.abnormal) throw refuse.notAbnormal();
  await bill(ctx, row, InvoiceStatus.abnormal, p.userId);
};

/** The issued invoice's PDF to its notice address, once: the claim on mailedTime comes first. */
export const mailInvoice = async (ctx: AppContext, invoiceId: string) => {
  const [claimed] = await ctx.db
    .update(invoice)
    .set({ mailedTime: new Date() })
    .where(and(eq(invoice.id, invoiceId), eq(invoice.status, InvoiceStatus.issued), isNull(invoice.mailedTime)))
    .returning();
  if (!claimed) return false;
  try {
    const pdf = claimed.fileId ? await ctx.files.read(claimed.fileId) : undefined;
    if (!pdf) throw new Error(`发票 ${invoiceId} 的 PDF 不存在`);
    const mail = invoiceBusinessOf(claimed.bussType).mail({
      title: claimed.title,
      code: claimed.bussCode,
      invoiceNo: claimed.invoiceNo ?? '',
      amount: claimed.amount,
    });
    await ctx.mail.send({
      to: claimed.noticeEmail,
      subject: mail.subject,
      text: mail.text,
      attachments: [{ filename: mail.filename, content: new Uint8Array(pdf), contentType: 'application/pdf' }],
    });
    return true;
  } catch (error) {
    // Not sent: give the claim back, so the retried job sends it.
    await ctx.db.update(invoice).set({ mailedTime: null }).where(eq(invoice.id, invoiceId));
    throw error;
  }
};

const issued = async (ctx: AppContext, row: InvoiceRow, r: InvoiceResult) => {
  const pdf = await ctx.einvoice.pdf(row.serialNo!);
  if (!pdf) throw new Error(`电子发票 ${row.serialNo} 已开具但取不到 PDF`);
  const invoiceNo = r.allElectronicInvoiceNumber || r.invoiceNo;
  const invoiceTime = r.invoiceTime ? new Date(r.invoiceTime) : new Date();
  const business = invoiceBusinessOf(row.bussType);
  await ctx.db.transaction(async (tx) => {
    const moved = await tryTransition(tx, {
      table: invoice,
      machine: invoiceMachine,
      move: 'issued',
      id: row.id,
      actor: invoiceActor(row, row.updateUser),
      set: { invoiceNo, invoiceTime, issueTime: new Date() },
    });
    if (!moved) return;
    const file = await ctx.files.store(
      { tenantId: row.tenantId, userId: row.updateUser ?? row.createUser ?? '0', postId: null },
      {
        originalName: `电子发票-${invoiceNo}.pdf`,
        bytes: Buffer.from(pdf),
        kind: 'pdf',
        ext: 'pdf',
        mime: 'application/pdf',
      },
      tx,
      { ownerType: INVOICE_FILE_OWNER, ownerId: row.id },
    );
    await tx.update(invoice).set({ fileId: file.id }).where(eq(invoice.id, row.id));
    await business.recordEvent(tx, row, 'invoice-issue', null, {
      invoiceId: row.id,
      companyType: row.companyType,
      invoiceNo,
      amount: row.amount,
    });
    await business.summarise?.(tx, row);
  });
  await business.announce?.(ctx, row);
};

const failed = async (ctx: AppContext, row: InvoiceRow, r: InvoiceResult) => {
  const failReason = (r.failCause || r.statusMsg || '开票失败').slice(0, 255);
  const business = invoiceBusinessOf(row.bussType);
  await ctx.db.transaction(async (tx) => {
    const moved = await tryTransition(tx, {
      table: invoice,
      machine: invoiceMachine,
      move: 'failed',
      id: row.id,
      actor: invoiceActor(row, row.updateUser),
      set: { failReason },
    });
    if (!moved) return;
    await business.recordEvent(tx, row, 'invoice-fail', null, {
      invoiceId: row.id,
      companyType: row.companyType,
      providerStatus: r.status,
      failReason,
    });
    await business.summarise?.(tx, row);
  });
  await business.announce?.(ctx, row);
};

/**
 * One poll of an invoice (the job's body; idempotent): issued → 12, PDF and mail; failed → 0; else 'pending'.
 * An invoice already at 12 whose mail was not sent is mailed.
 */
export const pollInvoice = async (ctx: AppContext, invoiceId: string): Promise<'done' | 'pending'> => {
  const row = await invoiceById(ctx.db, invoiceId);
  if (!row) return 'done';
  if (row.status === InvoiceStatus.issued) {
    await mailInvoice(ctx, row.id);
    return 'done';
  }
  if (row.status !== InvoiceStatus.issuing || !row.serialNo) return 'done';
  const answer = await ctx.einvoice.queryInvoiceResult({ serialNos: [row.serialNo] });
  const result = answer.result?.find((r) => r.serialNo === row.serialNo);
  if (answer.code !== NuonuoCode.ok || !result)
    throw new Error(`查询电子发票 ${row.serialNo} 失败：${answer.describe}`);
  if (result.status === EinvoiceStatus.issued) {
    await issued(ctx, row, result);
    await mailInvoice(ctx, row.id);
    return 'done';
  }
  if (result.status === EinvoiceStatus.failed || result.status === EinvoiceStatus.signFailed) {
    await failed(ctx, row, result);
    return 'done';
  }
  return 'pending';
};

export const INVOICE_SWEEP_QUEUE = 'invoice-sweep';

/**
 * The invoices a lost poll would leave behind (a process that died between a poll and sending the next): still
 * issuing (11), or issued and not yet mailed. The sweep polls each again; pollInvoice is idempotent.
 */
export const sweepInvoices = async (ctx: AppContext) => {
  const stranded = await ctx.db
    .select({ id: invoice.id })
    .from(invoice)
    .where(
      or(
        eq(invoice.status, InvoiceStatus.issuing),
        and(eq(invoice.status, InvoiceStatus.issued), isNull(invoice.mailedTime)),
      ),
    )
    .limit(200);
  for (const { id } of stranded) await pollInvoice(ctx, id).catch(() => undefined);
  return stranded.length;
};

/** Registers the poll queue's worker (a pending invoice is polled again a few seconds later) and the sweep. */
export const registerInvoiceWorker = async (ctx: AppContext) => {
  await ctx.jobs.createQueue(INVOICE_SWEEP_QUEUE, { retryLimit: 0 });
  await ctx.jobs.work(INVOICE_SWEEP_QUEUE, async () => sweepInvoices(ctx));
  await ctx.jobs.schedule(INVOICE_SWEEP_QUEUE, '*/5 * * * *');
  await ctx.jobs.createQueue(INVOICE_POLL_QUEUE, { retryLimit: 20, retryDelay: 10, retryBackoff: true });
  await ctx.jobs.work<{ invoiceId: string }>(INVOICE_POLL_QUEUE, async (job) => {
    const id = job.data?.invoiceId;
    if (!id) return;
    if ((await pollInvoice(ctx, id)) === 'pending') await schedulePoll(ctx, id);
  });
};

/**
 * Issues an invoice at once, for tests and the demo seed: bills it if applied (as the system), lets the
 * e-invoice sandbox finish its moves, then polls until final. Answers the invoice's status.
 */
export const issueInvoiceNow = async (ctx: AppContext, invoiceId: string) => {
  let row = await invoiceById(ctx.db, invoiceId);
  if (!row) throw refuse.missing();
  if (row.status === InvoiceStatus.applied) await bill(ctx, row, InvoiceStatus.applied, null);
  row = (await invoiceById(ctx.db, invoiceId))!;
  if (row.serialNo) await ctx.einvoiceSandbox.finish(row.serialNo);
  for (let i = 0; i < 5 && (await pollInvoice(ctx, invoiceId)) === 'pending'; i += 1) {
    if (row.serialNo) await ctx.einvoiceSandbox.finish(row.serialNo);
  }
  return (await invoiceById(ctx.db, invoiceId))!.status;
};
