import { randomInt } from 'node:crypto';
import { formatDateTime, offsetOf, type Page, type PageQuery, toPage } from '@kc/domain';
import {
  EINVOICE_OUTCOMES,
  type EinvoiceOutcome,
  EinvoiceStatus,
  einvoiceStatusLabels,
} from '@kc/domain/payment/invoice';
import Decimal from 'decimal.js';
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { renderInvoicePdf } from './invoice-pdf';
import {
  type BillingOrder,
  createNuonuoClient,
  type EinvoicePort,
  type InvoiceResult,
  type NuonuoAnswer,
  NuonuoCode,
  type NuonuoCredentials,
  NuonuoMethod,
  type NuonuoRequest,
  nuonuoSign,
} from './port';
import { sandboxEinvoice, sandboxEinvoiceSetting } from './sandbox.table';

/** The credentials the sandbox hands out (a real deployment has its own appKey, appSecret and token). */
export const SANDBOX_NUONUO: NuonuoCredentials = {
  appKey: 'KCSandboxAppKey',
  appSecret: 'KCSandboxAppSecret0123456789',
  accessToken: 'kc-sandbox-access-token',
  userTax: '91410100MA9KCPLAT1',
};

/** reInvoice is refused after this many retries of one serial in a day (PROVIDERS §6). */
export const MAX_REINVOICE_PER_DAY = 20;

export const FAIL_CAUSES = {
  fail22: '购买方名称与纳税人识别号不一致（沙箱模拟开票失败）',
  fail24: '发票签章服务异常（沙箱模拟签章失败）',
} as const;

type Row = typeof sandboxEinvoice.$inferSelect;

export type EinvoiceSandboxRow = {
  id: string;
  serialNo: string;
  orderNo: string;
  buyerName: string;
  buyerTaxNum: string;
  amount: string;
  status: number;
  statusMsg: string;
  failCause: string | null;
  outcome: string;
  invoiceNo: string | null;
  invoiceTime: number | null;
  retries: number;
  createTime: string | null;
  updateTime: string | null;
};

export type EinvoiceSandboxConsole = {
  listOrders: (q: PageQuery) => Promise<Page<EinvoiceSandboxRow>>;
  settings: () => Promise<{ nextOutcome: EinvoiceOutcome }>;
  /** What the next billing or re-billing ends in (used once, then back to 'ok'). */
  setNextOutcome: (outcome: EinvoiceOutcome) => Promise<{ nextOutcome: EinvoiceOutcome }>;
  /** One move now, whatever the step time (the console's button); the row after it, or undefined. */
  advance: (serialNo: string) => Promise<Row | undefined>;
  /** Every move until a final status (2, 22 or 24). */
  finish: (serialNo: string) => Promise<Row | undefined>;
  /** The signed-request endpoint (POST /open/v1/services), for the port and for tests of the signature. */
  services: (request: NuonuoRequest) => Promise<NuonuoAnswer<unknown>>;
};

export type SandboxEinvoice = EinvoicePort & EinvoiceSandboxConsole;

const answer = <T>(code: string, describe: string, result?: T): NuonuoAnswer<T> => ({ code, describe, result });
const okAnswer = <T>(result: T) => answer(NuonuoCode.ok, '调用成功', result);
const FINAL: number[] = [EinvoiceStatus.issued, EinvoiceStatus.failed, EinvoiceStatus.signFailed];

/** The day in China Standard Time (the provider's "per day"). */
const cstDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** yyMMddHHmmss (CST) + 8 random digits: 20 characters, like the provider's serials. */
const newSerial = (at: Date) =>
  `${new Date(at.getTime() + 8 * 3600_000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(2, 14)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A 20-digit 数电 number: year (2), region 41 (河南), channel 2, five zeros, a 10-digit sequence of the row. */
const invoiceNumberOf = (row: Row, at: Date) =>
  `${cstDay(at).slice(2, 4)}412${'00000'}${row.id.padStart(10, '0').slice(-10)}`;

const money = /^-?\d+(\.\d{1,8})?$/;

/** PROVIDERS §6 "Sandbox must" 3: the order's fields and its lines' arithmetic. */
export const orderProblem = (o: BillingOrder | undefined): string | undefined => {
  if (!o || typeof o !== 'object') return '缺少 order';
  if (!o.orderNo?.trim() || o.orderNo.length > 64) return '订单编号不能为空且不超过64位';
  if (!o.buyerName?.trim()) return '购方名称不能为空';
  if (o.invoiceLine === 'bs' && !o.buyerTaxNum?.trim()) return '数电专票购方税号不能为空';
  if (((o.buyerTel ?? '') + (o.buyerAddress ?? '')).length > 100) return '购方地址和电话合计不能超过100个字符';
  if (!o.salerTaxNum?.trim()) return '销方税号不能为空';
  if (!Array.isArray(o.invoiceDetail) || o.invoiceDetail.length === 0) return '发票明细不能为空';
  for (const [i, l] of o.invoiceDetail.entries()) {
    const n = i + 1;
    if (!l.goodsName?.trim()) return `第${n}行商品名称不能为空`;
    for (const f of ['taxRate', 'taxExcludedAmount', 'tax', 'taxIncludedAmount'] as const) {
      if (!money.test(String(l[f] ?? ''))) return `第${n}行${f}格式错误`;
    }
    const net = new Decimal(l.taxExcludedAmount);
    const tax = new Decimal(l.tax);
    if (!net.plus(tax).eq(l.taxIncludedAmount)) return `第${n}行不含税金额与税额之和不等于含税金额`;
    if (net.times(l.taxRate).minus(tax).abs().gt('0.06')) return `第${n}行税额与不含税金额×税率的误差超过0.06`;
    if (l.invoiceLineProperty === '1' && o.invoiceDetail[i - 1]?.invoiceLineProperty !== '2') {
      return `第${n}行折扣行必须紧跟被折扣行`;
    }
  }
  return undefined;
};

/**
 * The e-invoice sandbox: plays Nuonuo in process (README.md). Requests are signed as for the real platform and
 * verified here; the moves 20 → 21 → 2 (or 22 / 24, as the console chose) happen when a query comes after the
 * step time, or from the console; the books survive a restart (sandbox_einvoice).
 */
export const createSandboxEinvoice = (deps: {
  db: Db;
  /** pause before a query may move a serial on; 0 moves it at every query */
  stepMs: number;
  now?: () => Date;
  credentials?: NuonuoCredentials;
}): SandboxEinvoice => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const creds = deps.credentials ?? SANDBOX_NUONUO;

  const settings = async () => {
    const [row] = await db.select().from(sandboxEinvoiceSetting).where(eq(sandboxEinvoiceSetting.key, 'nextOutcome'));
    const value = (EINVOICE_OUTCOMES as readonly string[]).includes(row?.value ?? '') ? row!.value : 'ok';
    return { nextOutcome: value as EinvoiceOutcome };
  };
  const setNextOutcome = async (outcome: EinvoiceOutcome) => {
    await db
      .insert(sandboxEinvoiceSetting)
      .values({ key: 'nextOutcome', value: outcome })
      .onConflictDoUpdate({ target: sandboxEinvoiceSetting.key, set: { value: outcome } });
    return { nextOutcome: outcome };
  };
  /** The console's choice, used once. */
  const takeOutcome = async (): Promise<EinvoiceOutcome> => {
    const { nextOutcome } = await settings();
    if (nextOutcome !== 'ok') await setNextOutcome('ok');
    return nextOutcome;
  };

  const findBy = async (where: ReturnType<typeof eq>) => (await db.select().from(sandboxEinvoice).where(where))[0];
  const bySerial = (serialNo: string) => findBy(eq(sandboxEinvoice.serialNo, serialNo));

  /** One move of a serial, guarded on the status it was read at (two queries at once move it once). */
  const step = async (row: Row): Promise<Row> => {
    const at = now();
    let set: Partial<Row>;
    let note: string;
    if (row.status === EinvoiceStatus.issuing) {
      if (row.outcome === 'fail22') {
        set = { status: EinvoiceStatus.failed, failCause: FAIL_CAUSES.fail22, nextStepAt: null };
        note = FAIL_CAUSES.fail22;
      } else {
        set = { status: EinvoiceStatus.signing, nextStepAt: new Date(at.getTime() + deps.stepMs) };
        note = '开票成功，签章中';
      }
    } else if (row.status === EinvoiceStatus.signing) {
      if (row.outcome === 'fail24') {
        set = { status: EinvoiceStatus.signFailed, failCause: FAIL_CAUSES.fail24, nextStepAt: null };
        note = FAIL_CAUSES.fail24;
      } else {
        const invoiceNo = invoiceNumberOf(row, at);
        const pdf = await renderInvoicePdf({ invoiceNo, invoiceTime: at, order: row.order });
        set = {
          status: EinvoiceStatus.issued,
          invoiceNo,
          invoiceTime: at,
          pdf: Buffer.from(pdf).toString('base64'),
          nextStepAt: null,
        };
        note = `开票完成 ${invoiceNo}`;
      }
    } else {
      return row;
    }
    const [moved] = await db
      .update(sandboxEinvoice)
      .set({ ...set, updateTime: at, history: [...row.history, { at: at.toISOString(), status: set.status!, note }] })
      .where(and(eq(sandboxEinvoice.id, row.id), eq(sandboxEinvoice.status, row.status)))
      .returning();
    return moved ?? (await bySerial(row.serialNo)) ?? row;
  };

  const due = (row: Row) => row.nextStepAt != null && row.nextStepAt.getTime() <= now().getTime();

  const resultOf = (r: Row): InvoiceResult => {
    const lines = r.order.invoiceDetail ?? [];
    const sum = (f: 'taxExcludedAmount' | 'tax') => lines.reduce((s, l) => s.plus(l[f]), new Decimal(0)).toFixed(2);
    return {
      serialNo: r.serialNo,
      orderNo: r.orderNo,
      status: r.status,
      statusMsg: einvoiceStatusLabels[r.status] ?? '',
      failCause: r.failCause ?? '',
      allElectronicInvoiceNumber: r.invoiceNo ?? '',
      invoiceNo: r.invoiceNo ?? '',
      invoiceTime: r.invoiceTime?.getTime() ?? 0,
      pdfUrl: r.status === EinvoiceStatus.issued ? `sandbox-einvoice://pdf/${r.serialNo}` : '',
      exTaxAmount: sum('taxExcludedAmount'),
      taxAmount: sum('tax'),
      payerName: r.order.buyerName,
    };
  };

  const requestBilling = async (userTax: string, order: BillingOrder) => {
    const problem = orderProblem(order);
    if (problem) return answer(NuonuoCode.badRequest, problem);
    const existing = await findBy(
      and(eq(sandboxEinvoice.userTax, userTax), eq(sandboxEinvoice.orderNo, order.orderNo))!,
    );
    if (existing) return answer(NuonuoCode.duplicateOrder, '订单编号不能重复');
    const at = now();
    const outcome = await takeOutcome();
    const serialNo = newSerial(at);
    const inserted = await db
      .insert(sandboxEinvoice)
      .values({
        serialNo,
        orderNo: order.orderNo,
        userTax,
        order,
        status: EinvoiceStatus.issuing,
        outcome,
        nextStepAt: new Date(at.getTime() + deps.stepMs),
        history: [{ at: at.toISOString(), status: EinvoiceStatus.issuing, note: `受理开票（${outcome}）` }],
        createTime: at,
        updateTime: at,
      })
      .onConflictDoNothing()
      .returning({ serialNo: sandboxEinvoice.serialNo });
    if (inserted.length === 0) return answer(NuonuoCode.duplicateOrder, '订单编号不能重复');
    return okAnswer({ invoiceSerialNum: serialNo });
  };

  const query = async (userTax: string, q: { serialNos?: string[]; orderNos?: string[] }) => {
    const serials = (q.serialNos ?? []).filter(Boolean).slice(0, 50);
    const orders = (q.orderNos ?? []).filter(Boolean).slice(0, 50);
    if (serials.length + orders.length === 0) return answer(NuonuoCode.badRequest, '流水号和订单编号不能同时为空');
    const conditions = [
      ...(serials.length ? [inArray(sandboxEinvoice.serialNo, serials)] : []),
      ...(orders.length ? [and(eq(sandboxEinvoice.userTax, userTax), inArray(sandboxEinvoice.orderNo, orders))!] : []),
    ];
    const rows = await db
      .select()
      .from(sandboxEinvoice)
      .where(or(...conditions));
    if (rows.length === 0) return answer(NuonuoCode.notFound, '发票不存在');
    const out: InvoiceResult[] = [];
    for (const r of rows) out.push(resultOf(due(r) ? await step(r) : r));
    return okAnswer(out);
  };

  const reInvoice = async (q: { fpqqlsh?: string; orderno?: string }) => {
    const row = q.fpqqlsh ? await bySerial(q.fpqqlsh) : undefined;
    if (!row || (q.orderno && row.orderNo !== q.orderno)) return answer(NuonuoCode.notFound, '发票不存在');
    if (row.status === EinvoiceStatus.issued) return answer('E9108', '发票已生成，无需重新开具');
    if (row.status === EinvoiceStatus.issuing || row.status === EinvoiceStatus.signing) {
      return answer('E9109', '发票开具中，请稍后查询结果');
    }
    const at = now();
    const day = cstDay(at);
    const todays = row.retryDay === day ? row.retryCount : 0;
    if (todays >= MAX_REINVOICE_PER_DAY) return answer(NuonuoCode.retryLimit, '同一流水号当天重试已超过20次');
    const outcome = await takeOutcome();
    const [moved] = await db
      .update(sandboxEinvoice)
      .set({
        status: EinvoiceStatus.issuing,
        failCause: null,
        outcome,
        nextStepAt: new Date(at.getTime() + deps.stepMs),
        retryDay: day,
        retryCount: todays + 1,
        retries: row.retries + 1,
        updateTime: at,
        history: [
          ...row.history,
          { at: at.toISOString(), status: EinvoiceStatus.issuing, note: `重新开票（${outcome}）` },
        ],
      })
      .where(and(eq(sandboxEinvoice.id, row.id), eq(sandboxEinvoice.status, row.status)))
      .returning({ id: sandboxEinvoice.id });
    if (!moved) return answer('E9109', '发票开具中，请稍后查询结果');
    return okAnswer(null);
  };

  /** PROVIDERS §6 "Sandbox must" 1 and 2: the signature over the exact body, then the method. */
  const services = async (request: NuonuoRequest): Promise<NuonuoAnswer<unknown>> => {
    const { headers: h, query: qs, body } = request;
    if (qs.appkey !== creds.appKey) return answer('070101', 'appKey 无效');
    if (
      !/^[0-9a-zA-Z]{32}$/.test(qs.senid ?? '') ||
      !/^\d{8}$/.test(qs.nonce ?? '') ||
      !/^\d+$/.test(qs.timestamp ?? '')
    ) {
      return answer('070301', 'senid、nonce 或 timestamp 格式错误');
    }
    if (!h.accessToken || h.accessToken !== creds.accessToken) return answer('070305', 'accessToken 无效');
    if (!h.userTax) return answer('070304', '缺少 userTax');
    const expected = nuonuoSign(creds.appSecret, {
      appKey: qs.appkey,
      senid: qs.senid,
      nonce: qs.nonce,
      timestamp: qs.timestamp,
      body,
    });
    if (h['X-Nuonuo-Sign'] !== expected) return answer('070302', '签名验证失败');
    let content: Record<string, unknown>;
    try {
      content = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return answer(NuonuoCode.badRequest, '请求内容不是合法的 JSON');
    }
    switch (h.method) {
      case NuonuoMethod.requestBilling:
        return requestBilling(h.userTax, content.order as BillingOrder);
      case NuonuoMethod.queryInvoiceResult:
        return query(h.userTax, content as { serialNos?: string[]; orderNos?: string[] });
      case NuonuoMethod.reInvoice:
        return reInvoice(content as { fpqqlsh?: string; orderno?: string });
      default:
        return answer('070307', `不支持的方法 ${h.method}`);
    }
  };

  const pdf = async (serialNo: string) => {
    const row = await bySerial(serialNo);
    return row?.status === EinvoiceStatus.issued && row.pdf
      ? new Uint8Array(Buffer.from(row.pdf, 'base64'))
      : undefined;
  };

  const listOrders = async (q: PageQuery): Promise<Page<EinvoiceSandboxRow>> => {
    const [total] = await db.select({ n: count() }).from(sandboxEinvoice);
    const rows = await db
      .select()
      .from(sandboxEinvoice)
      .orderBy(desc(sandboxEinvoice.createTime), desc(sandboxEinvoice.id))
      .limit(q.size)
      .offset(offsetOf(q));
    const records = rows.map((r) => ({
      id: r.id,
      serialNo: r.serialNo,
      orderNo: r.orderNo,
      buyerName: r.order.buyerName ?? '',
      buyerTaxNum: r.order.buyerTaxNum ?? '',
      amount: (r.order.invoiceDetail ?? []).reduce((s, l) => s.plus(l.taxIncludedAmount), new Decimal(0)).toFixed(2),
      status: r.status,
      statusMsg: einvoiceStatusLabels[r.status] ?? '',
      failCause: r.failCause,
      outcome: r.outcome,
      invoiceNo: r.invoiceNo,
      invoiceTime: r.invoiceTime?.getTime() ?? null,
      retries: r.retries,
      createTime: formatDateTime(r.createTime),
      updateTime: formatDateTime(r.updateTime),
    }));
    return toPage(records, total?.n ?? 0, q.current, q.size);
  };

  const advance = async (serialNo: string) => {
    const row = await bySerial(serialNo);
    return row ? step(row) : undefined;
  };
  const finish = async (serialNo: string) => {
    let row = await bySerial(serialNo);
    while (row && !FINAL.includes(row.status)) row = await step(row);
    return row;
  };

  const client = createNuonuoClient(creds, services, pdf);
  return { ...client, services, listOrders, settings, setNextOutcome, advance, finish };
};
