import { SERVICE_GOODS_NAME, SERVICE_TAX_RATE, splitTax } from '@kc/domain/payment/invoice';
import { amountInWords, formatAmount } from '@kc/domain/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { compact, pageTexts } from '../../platform/pdf/pdf-inspect';
import { openTestDatabase } from '../../test/harness';
import { type BillingOrder, NuonuoMethod, signedRequest } from './port';
import {
  createSandboxEinvoice,
  FAIL_CAUSES,
  MAX_REINVOICE_PER_DAY,
  SANDBOX_NUONUO,
  type SandboxEinvoice,
} from './sandbox';

let database: Database;
let sandbox: SandboxEinvoice;
let clock = new Date('2026-03-01T08:00:00.000Z');
const now = () => clock;
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let seq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = createSandboxEinvoice({ db: database.db, stepMs: 1000, now });
});
afterAll(async () => database?.close());

const order = (gross = '1836.00', over: Partial<BillingOrder> = {}): BillingOrder => {
  const m = splitTax(gross);
  return {
    orderNo: `T-ORDER-${++seq}`,
    invoiceDate: '2026-03-01 16:00:00',
    buyerName: '浙江锦华纺织有限公司',
    buyerTaxNum: '91330100MA2B3C4D5E',
    buyerTel: '0571-88886666',
    buyerAddress: '浙江省杭州市西湖区文三路 100 号',
    buyerAccount: '中国工商银行杭州分行 6222000011112222',
    salerTaxNum: SANDBOX_NUONUO.userTax,
    salerTel: '',
    salerAddress: '',
    salerAccount: '中国建设银行股份有限公司郑州金水支行 41050188000000001234',
    salerName: '中原仓单服务平台有限公司',
    invoiceType: '1',
    invoiceLine: 'pc',
    clerk: '平台财务',
    pushMode: '-1',
    remark: '合同编号：HT20260301000001',
    invoiceDetail: [
      {
        goodsName: SERVICE_GOODS_NAME,
        unit: '次',
        num: '1',
        price: m.net,
        withTaxFlag: '0',
        taxRate: SERVICE_TAX_RATE.toFixed(2),
        taxExcludedAmount: m.net,
        tax: m.tax,
        taxIncludedAmount: m.gross,
      },
    ],
    ...over,
  };
};

const query = async (serialNo: string) => {
  const a = await sandbox.queryInvoiceResult({ serialNos: [serialNo] });
  expect(a.code).toBe('E0000');
  return a.result![0]!;
};

describe(`e-invoice sandbox on ${process.env.TEST_DB}`, () => {
  it('bills, then moves 20 → 21 → 2 one step per query after the step time, with a 20-digit number and a PDF', async () => {
    const o = order();
    const billed = await sandbox.requestBilling(o);
    expect(billed.code).toBe('E0000');
    const serial = billed.result!.invoiceSerialNum;
    expect(serial).toMatch(/^\d{20}$/);

    expect((await query(serial)).status).toBe(20); // step time not yet passed
    expect(await sandbox.pdf(serial)).toBeUndefined();
    tick(1000);
    expect((await query(serial)).status).toBe(21);
    expect((await query(serial)).status).toBe(21);
    tick(1000);
    const done = await query(serial);
    expect(done).toMatchObject({ status: 2, statusMsg: '开票完成', failCause: '', orderNo: o.orderNo });
    expect(done.allElectronicInvoiceNumber).toMatch(/^\d{20}$/);
    expect(done.invoiceTime).toBe(clock.getTime());
    expect(done).toMatchObject({ exTaxAmount: '1732.08', taxAmount: '103.92' });
    expect(done.pdfUrl).toContain(serial);
    // by order number too
    const byOrder = await sandbox.queryInvoiceResult({ orderNos: [o.orderNo] });
    expect(byOrder.result![0]!.serialNo).toBe(serial);

    const pdf = (await sandbox.pdf(serial))!;
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = compact((await pageTexts(pdf)).join(''));
    expect(text).toContain('电子发票（普通发票）');
    expect(text).toContain(done.allElectronicInvoiceNumber);
    expect(text).toContain('2026年03月01日');
    expect(text).toContain('浙江锦华纺织有限公司');
    expect(text).toContain('91330100MA2B3C4D5E');
    expect(text).toContain(compact('中国工商银行杭州分行 6222000011112222'));
    expect(text).toContain('中原仓单服务平台有限公司');
    expect(text).toContain(SANDBOX_NUONUO.userTax);
    expect(text).toContain(compact(SERVICE_GOODS_NAME));
    expect(text).toContain('6%');
    expect(text).toContain(formatAmount('1732.08'));
    expect(text).toContain(formatAmount('103.92'));
    expect(text).toContain(`¥${formatAmount('1836.00')}`);
    expect(text).toContain(amountInWords('1836.00'));
    expect(text).toContain('HT20260301000001');
  });

  it('refuses a repeated order number (E9106), an unknown serial (E9500) and bad line arithmetic', async () => {
    const o = order('100.00');
    expect((await sandbox.requestBilling(o)).code).toBe('E0000');
    expect(await sandbox.requestBilling(o)).toMatchObject({ code: 'E9106' });
    expect((await sandbox.queryInvoiceResult({ serialNos: ['00000000000000000000'] })).code).toBe('E9500');
    expect((await sandbox.reInvoice({ fpqqlsh: '00000000000000000000', orderno: 'x' })).code).toBe('E9500');

    const bad = order('100.00');
    bad.invoiceDetail[0]!.tax = '5.67'; // net + tax ≠ gross
    const refused = await sandbox.requestBilling(bad);
    expect(refused.code).not.toBe('E0000');
    expect(refused.describe).toContain('含税金额');
    const badRate = order('100.00');
    badRate.invoiceDetail[0] = { ...badRate.invoiceDetail[0]!, taxExcludedAmount: '90.00', tax: '10.00' };
    expect((await sandbox.requestBilling(badRate)).describe).toContain('0.06');
    expect((await sandbox.requestBilling(order('100.00', { invoiceLine: 'bs', buyerTaxNum: '' }))).code).not.toBe(
      'E0000',
    );
  });

  it('fails with 22 or 24 as the console chose (used once), and reInvoice moves a failure back to 20', async () => {
    await sandbox.setNextOutcome('fail22');
    const a = (await sandbox.requestBilling(order('50.00'))).result!.invoiceSerialNum;
    expect((await sandbox.settings()).nextOutcome).toBe('ok');
    const failed = await sandbox.finish(a);
    expect(failed).toMatchObject({ status: 22, failCause: FAIL_CAUSES.fail22 });
    expect(await query(a)).toMatchObject({ status: 22, failCause: FAIL_CAUSES.fail22 });

    await sandbox.setNextOutcome('fail24');
    const b = (await sandbox.requestBilling(order('60.00'))).result!.invoiceSerialNum;
    expect((await sandbox.advance(b))!.status).toBe(21);
    expect(await sandbox.advance(b)).toMatchObject({ status: 24, failCause: FAIL_CAUSES.fail24 });

    // reInvoice: 22 → 20 → … → 2 under the same serial
    const again = await sandbox.reInvoice({ fpqqlsh: a, orderno: (await query(a)).orderNo });
    expect(again.code).toBe('E0000');
    expect((await query(a)).status).toBe(20);
    expect((await sandbox.reInvoice({ fpqqlsh: a })).code).toBe('E9109'); // in progress
    expect((await sandbox.finish(a))!.status).toBe(2);
    expect((await sandbox.reInvoice({ fpqqlsh: a })).code).toBe('E9108'); // already issued
    expect(await sandbox.pdf(a)).toBeInstanceOf(Uint8Array);
  });

  it('allows 20 re-billings of one serial a day, then E9613 until the next day', async () => {
    await sandbox.setNextOutcome('fail22');
    const s = (await sandbox.requestBilling(order('70.00'))).result!.invoiceSerialNum;
    await sandbox.finish(s);
    for (let i = 0; i < MAX_REINVOICE_PER_DAY; i += 1) {
      await sandbox.setNextOutcome('fail22');
      expect((await sandbox.reInvoice({ fpqqlsh: s })).code).toBe('E0000');
      expect((await sandbox.finish(s))!.status).toBe(22);
    }
    expect(await sandbox.reInvoice({ fpqqlsh: s })).toMatchObject({ code: 'E9613' });
    tick(24 * 3600_000);
    expect((await sandbox.reInvoice({ fpqqlsh: s })).code).toBe('E0000');
    const page = await sandbox.listOrders({ current: 1, size: 50 });
    expect(page.records.find((r) => r.serialNo === s)).toMatchObject({ retries: 21, status: 20 });
  });

  it('verifies the X-Nuonuo-Sign over the exact body and the request parameters', async () => {
    const request = signedRequest(SANDBOX_NUONUO, NuonuoMethod.queryInvoiceResult, { serialNos: ['1'] });
    expect((await sandbox.services(request)).code).toBe('E9500');
    expect((await sandbox.services({ ...request, body: `${request.body} ` })).code).toBe('070302');
    expect((await sandbox.services({ ...request, query: { ...request.query, nonce: '123' } })).code).toBe('070301');
    expect((await sandbox.services({ ...request, headers: { ...request.headers, accessToken: 'wrong' } })).code).toBe(
      '070305',
    );
    const foreign = signedRequest({ ...SANDBOX_NUONUO, appSecret: 'another-secret' }, NuonuoMethod.reInvoice, {});
    expect((await sandbox.services(foreign)).code).toBe('070302');
  });

  it('keeps its books across a restart (a new sandbox over the same tables)', async () => {
    const s = (await sandbox.requestBilling(order('80.00'))).result!.invoiceSerialNum;
    const again = createSandboxEinvoice({ db: database.db, stepMs: 0, now });
    tick(1000);
    expect((await again.queryInvoiceResult({ serialNos: [s] })).result![0]!.status).toBe(21);
  });
});
