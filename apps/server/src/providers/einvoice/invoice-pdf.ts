import { invoicePdfText as T } from '@kc/domain/payment/invoice';
import { measureText } from '@kc/domain/shared/measure';
import { formatAmount } from '@kc/domain/shared/money';
import Decimal from 'decimal.js';
import { type Block, renderDocument } from '../../platform/pdf/document';
import type { BillingOrder } from './port';

/** The seller as printed when the order carries no name (the sandbox's own registry entry). */
export const SANDBOX_SELLER_NAME = '中原仓单服务平台有限公司';

export type InvoicePdfData = {
  invoiceNo: string;
  invoiceTime: Date;
  order: BillingOrder;
};

const dateOf = (d: Date) => {
  // The invoice date in China Standard Time, as the tax bureau prints it.
  const cst = new Date(d.getTime() + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${cst.getUTCFullYear()}年${pad(cst.getUTCMonth() + 1)}月${pad(cst.getUTCDate())}日`;
};

/** Points: the item name takes what is left (about 230 on A4), enough for SERVICE_GOODS_NAME on one line. */
const COLUMN_WIDTHS: (number | '*')[] = ['*', 24, 26, 58, 58, 44, 52];

const rateOf = (rate: string) => `${new Decimal(rate).times(100).toDecimalPlaces(2).toString()}%`;

/**
 * The 电子发票（普通发票） the sandbox issues (PROVIDERS §6 "Sandbox must" 5): number and date, the buyer and the
 * seller (name, tax number, address and phone, bank and account), the lines (name, unit, quantity, net price, net
 * amount, rate, tax) with their totals, the tax-included total in figures and in uppercase, the remarks.
 */
export const renderInvoicePdf = async (data: InvoicePdfData): Promise<Uint8Array> => {
  const { order } = data;
  const lines = order.invoiceDetail;
  const net = lines.reduce((s, l) => s.plus(l.taxExcludedAmount), new Decimal(0));
  const tax = lines.reduce((s, l) => s.plus(l.tax), new Decimal(0));
  const gross = lines.reduce((s, l) => s.plus(l.taxIncludedAmount), new Decimal(0));
  const party = (name: string, taxNo: string, addressPhone: string, bank: string): Block => ({
    kind: 'fields',
    rows: [
      { label: T.name, value: name },
      { label: T.taxNo, value: taxNo },
      { label: T.addressPhone, value: addressPhone },
      { label: T.bankAccount, value: bank },
    ],
  });
  const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join(' ');
  const { pdf } = await renderDocument({
    title: `${T.title} ${data.invoiceNo}`,
    subject: T.title,
    footer: T.footer,
    blocks: [
      { kind: 'title', text: T.title },
      {
        kind: 'fields',
        plain: true,
        columns: 2,
        rows: [
          { label: T.invoiceNo, value: data.invoiceNo },
          { label: T.invoiceDate, value: dateOf(data.invoiceTime) },
        ],
      },
      { kind: 'line' },
      // Buyer above seller, each a full-width grid: long names, tax numbers and accounts stay on one line.
      { kind: 'heading', text: T.buyer },
      party(order.buyerName, order.buyerTaxNum, joined(order.buyerAddress, order.buyerTel), order.buyerAccount),
      { kind: 'heading', text: T.seller },
      party(
        order.salerName || SANDBOX_SELLER_NAME,
        order.salerTaxNum,
        joined(order.salerAddress, order.salerTel),
        order.salerAccount,
      ),
      {
        kind: 'table',
        columns: T.columns.map((title, i) => ({
          title,
          width: COLUMN_WIDTHS[i] ?? ('*' as const),
          align: i >= 2 ? ('right' as const) : ('left' as const),
        })),
        rows: lines.map((l) => [
          l.specType ? `${l.goodsName} ${l.specType}` : l.goodsName,
          l.unit,
          measureText(l.num),
          formatAmount(l.price),
          formatAmount(l.taxExcludedAmount),
          rateOf(l.taxRate),
          formatAmount(l.tax),
        ]),
        summary: [T.total, '', '', '', `¥${formatAmount(net)}`, '', `¥${formatAmount(tax)}`],
      },
      { kind: 'amount', label: '价税合计', value: gross },
      {
        kind: 'fields',
        rows: [
          { label: T.remarks, value: order.remark ?? '' },
          { label: T.clerk, value: order.clerk },
        ],
      },
    ],
  });
  return pdf;
};
