import { createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * The Nuonuo (诺诺) e-invoice open platform (PROVIDERS §6; README.md). The product issues the platform's
 * service-fee invoices through it: requestBilling answers a serial (发票流水号), queryInvoiceResult moves
 * 20 → (21 →) 2 issued, or 22 / 24 failed with a failCause, reInvoice retries a failed serial. Every answer is
 * the provider's `{code, describe, result}` with E0000 for success; the port does not throw on a business code.
 */
export const NUONUO_OK = 'E0000';
export const NuonuoCode = {
  ok: NUONUO_OK,
  duplicateOrder: 'E9106',
  notFound: 'E9500',
  retryLimit: 'E9613',
  badSign: '070101',
  badRequest: 'E9999',
} as const;

export type NuonuoAnswer<T> = { code: string; describe: string; result?: T };

/** One line of invoiceDetail (tax-included amounts; tax ≈ net × rate within 0.06). */
export type InvoiceDetailLine = {
  goodsName: string;
  goodsCode?: string;
  specType?: string;
  unit: string;
  num: string;
  /** the unit price, tax excluded when withTaxFlag is '0' */
  price: string;
  withTaxFlag: '0' | '1';
  taxRate: string;
  taxExcludedAmount: string;
  tax: string;
  taxIncludedAmount: string;
  /** 0 normal, 1 discount line, 2 discounted line */
  invoiceLineProperty?: '0' | '1' | '2';
};

/** The `order` of requestBillingNew (the fields the product sends; PROVIDERS §6). */
export type BillingOrder = {
  orderNo: string;
  /** yyyy-MM-dd HH:mm:ss */
  invoiceDate: string;
  buyerName: string;
  buyerTaxNum: string;
  buyerTel: string;
  buyerAddress: string;
  /** bank name and account, one string */
  buyerAccount: string;
  salerTaxNum: string;
  salerTel: string;
  salerAddress: string;
  salerAccount: string;
  /**
   * The seller's name is the one the tax bureau registered for salerTaxNum; Nuonuo does not take it. The
   * sandbox, which has no registry, prints this (or its own seller data when absent).
   */
  salerName?: string;
  /** 1 blue, 2 red */
  invoiceType: '1' | '2';
  /** pc 数电普票, bs 数电专票 */
  invoiceLine: 'pc' | 'bs';
  clerk: string;
  /** -1 none, 0 e-mail, 1 phone, 2 both */
  pushMode: '-1' | '0' | '1' | '2';
  email?: string;
  remark?: string;
  invoiceDetail: InvoiceDetailLine[];
};

/** One row of queryInvoiceResult's result. */
export type InvoiceResult = {
  serialNo: string;
  orderNo: string;
  status: number;
  statusMsg: string;
  failCause: string;
  allElectronicInvoiceNumber: string;
  invoiceNo: string;
  /** epoch ms, 0 before issue */
  invoiceTime: number;
  pdfUrl: string;
  exTaxAmount: string;
  taxAmount: string;
  payerName: string;
};

export type EinvoicePort = {
  /** The platform's tax number (userTax): the seller on every invoice. */
  sellerTaxNum: string;
  requestBilling: (order: BillingOrder) => Promise<NuonuoAnswer<{ invoiceSerialNum: string }>>;
  queryInvoiceResult: (q: { serialNos?: string[]; orderNos?: string[] }) => Promise<NuonuoAnswer<InvoiceResult[]>>;
  reInvoice: (q: { fpqqlsh: string; orderno?: string }) => Promise<NuonuoAnswer<null>>;
  /** The issued invoice's PDF (what pdfUrl serves); undefined before status 2 or for an unknown serial. */
  pdf: (serialNo: string) => Promise<Uint8Array | undefined>;
};

/** The API method names (the `method` header). */
export const NuonuoMethod = {
  requestBilling: 'nuonuo.OpeMplatform.requestBillingNew',
  queryInvoiceResult: 'nuonuo.OpeMplatform.queryInvoiceResult',
  reInvoice: 'nuonuo.OpeMplatform.reInvoice',
} as const;

/** A request as it goes over the wire to POST /open/v1/services. */
export type NuonuoRequest = {
  headers: { 'X-Nuonuo-Sign': string; accessToken: string; method: string; userTax: string };
  query: { senid: string; nonce: string; timestamp: string; appkey: string };
  /** the exact body that was signed */
  body: string;
};

export type NuonuoCredentials = { appKey: string; appSecret: string; accessToken: string; userTax: string };

/** Base64(HMAC-SHA1(appSecret, "a=services&l=v1&p=open&k={appKey}&i={senid}&n={nonce}&t={timestamp}&f={body}")). */
export const nuonuoSign = (
  appSecret: string,
  p: { appKey: string; senid: string; nonce: string; timestamp: string; body: string },
) =>
  createHmac('sha1', appSecret)
    .update(`a=services&l=v1&p=open&k=${p.appKey}&i=${p.senid}&n=${p.nonce}&t=${p.timestamp}&f=${p.body}`)
    .digest('base64');

/** Builds a signed request as the official SDK does (senid 32 characters, nonce 8 digits, timestamp in seconds). */
export const signedRequest = (
  c: NuonuoCredentials,
  method: string,
  content: unknown,
  nowMs = Date.now(),
): NuonuoRequest => {
  const body = JSON.stringify(content);
  const senid = randomBytes(16).toString('hex');
  const nonce = String(randomInt(10_000_000, 100_000_000));
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    headers: {
      'X-Nuonuo-Sign': nuonuoSign(c.appSecret, { appKey: c.appKey, senid, nonce, timestamp, body }),
      accessToken: c.accessToken,
      method,
      userTax: c.userTax,
    },
    query: { senid, nonce, timestamp, appkey: c.appKey },
    body,
  };
};

/** Something that answers signed requests: the sandbox in process, or an HTTP client of the real endpoint. */
export type NuonuoTransport = (request: NuonuoRequest) => Promise<NuonuoAnswer<unknown>>;

/** The port over a transport: every call signed, every answer passed on as the provider gave it. */
export const createNuonuoClient = (
  c: NuonuoCredentials,
  transport: NuonuoTransport,
  pdf: (serialNo: string) => Promise<Uint8Array | undefined>,
): EinvoicePort => ({
  sellerTaxNum: c.userTax,
  requestBilling: async (order) =>
    (await transport(signedRequest(c, NuonuoMethod.requestBilling, { order }))) as NuonuoAnswer<{
      invoiceSerialNum: string;
    }>,
  queryInvoiceResult: async (q) =>
    (await transport(
      signedRequest(c, NuonuoMethod.queryInvoiceResult, { ...q, isOfferInvoiceDetail: '0' }),
    )) as NuonuoAnswer<InvoiceResult[]>,
  reInvoice: async (q) => (await transport(signedRequest(c, NuonuoMethod.reInvoice, q))) as NuonuoAnswer<null>,
  pdf,
});
