import { formatDate } from '@kc/domain';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { escapeXml, renderSvgToPng } from '../../platform/pdf/font';
import { proportionConfigInForce } from '../contract';

type Slip = {
  payerName: string;
  payerAccount: string;
  payee: string;
  payeeAccount: string;
  amount: string;
  memo: string;
};

/** A bank's transfer slip (网上银行电子回单) as a payer would photograph it: the demo's offline voucher. */
const slipSvg = (s: Slip) => {
  const line = (y: number, label: string, value: string) =>
    `<text x="40" y="${y}" font-size="20" fill="#555">${label}</text>` +
    `<text x="200" y="${y}" font-size="20" fill="#111">${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="420" viewBox="0 0 720 420">
  <rect width="720" height="420" fill="#fdfcf7"/>
  <rect x="12" y="12" width="696" height="396" fill="none" stroke="#c0392b" stroke-width="2"/>
  <text x="360" y="64" font-size="30" text-anchor="middle" fill="#c0392b">网上银行电子回单</text>
  ${line(120, '付款人', s.payerName)}
  ${line(160, '付款账号', s.payerAccount)}
  ${line(200, '收款人', s.payee)}
  ${line(240, '收款账号', s.payeeAccount)}
  ${line(280, '金额（元）', s.amount)}
  ${line(320, '用途', s.memo)}
  ${line(360, '交易日期', formatDate(new Date()) ?? '')}
  </svg>`;
};

/**
 * A photo of a party's bank transfer to the platform's remittance account (the fee configuration in force), stored as
 * the payer's own upload: the voucher a party links when it pays a fee offline (spec 2 §4; the payment screens'
 * insertVoucher, the financing fee's insertAttach). Answers the attachment id.
 */
export const storeDemoSlip = async (
  ctx: AppContext,
  payer: Principal,
  slip: { amount: string; memo: string; payerName: string; payerAccount: string },
) => {
  const config = await proportionConfigInForce(ctx.db, payer.tenantId);
  const png = renderSvgToPng(slipSvg({ ...slip, payee: config.enterprise.name, payeeAccount: config.account }));
  const file = await ctx.files.store(payer, {
    originalName: '转账回单.png',
    bytes: Buffer.from(png),
    kind: 'png',
    ext: 'png',
    mime: 'image/png',
  });
  return file.id;
};
