import type { BankPort } from './bank/port';
import type { EinvoicePort } from './einvoice/port';
import type { EsignPort } from './esign/port';
import type { IdentityPort } from './identity/port';
import type { MailPort } from './mail/port';
import type { MiniProgramPort } from './mini-program/port';
import type { PaymentPort } from './payment/port';
import type { RecognitionPort } from './recognition/port';
import type { WmsPort } from './wms/port';

/**
 * The outside parties the product talks to, each through its port. A party is played either by a real adapter
 * (given to buildApp) or by its sandbox; the sandboxes run only when SANDBOXES is on (by default outside production).
 */
export type Adapters = {
  esign: EsignPort;
  miniProgram: MiniProgramPort;
  payment: PaymentPort;
  bank: BankPort;
  recognition: RecognitionPort;
  wms: WmsPort;
  einvoice: EinvoicePort;
  mail: MailPort;
  identity: IdentityPort;
};

export type Party = keyof Adapters;

/** Every party, with the names a refused start gives (Chinese, English). */
export const PARTIES: Record<Party, { zh: string; en: string }> = {
  esign: { zh: '电子签章', en: 'e-sign' },
  miniProgram: { zh: '微信小程序', en: 'mini-program' },
  payment: { zh: '微信支付/支付宝', en: 'payment' },
  bank: { zh: '银行', en: 'bank' },
  recognition: { zh: '证照识别', en: 'recognition' },
  wms: { zh: '仓库WMS', en: 'WMS' },
  einvoice: { zh: '电子发票', en: 'e-invoice' },
  mail: { zh: '邮件（SMTP_URL）', en: 'mail (SMTP_URL)' },
  identity: { zh: '实名认证', en: 'identity verification' },
};

/** The parties that would have nobody to play them: without sandboxes, every party lacking a real adapter. */
export const uncoveredParties = (given: Partial<Record<Party, unknown>>, sandboxes: boolean): Party[] =>
  sandboxes ? [] : (Object.keys(PARTIES) as Party[]).filter((p) => !given[p]);

/** Why a start is refused: the parties named, and what to do today (no real adapter exists yet). */
export const uncoveredMessage = (parties: Party[]) => {
  const zh = parties.map((p) => PARTIES[p].zh).join('、');
  const en = parties.map((p) => PARTIES[p].en).join(', ');
  return (
    `拒绝启动：以下外部服务既没有真实接入，也没有启用沙箱：${zh}。` +
    '目前只有沙箱实现，生产环境须显式设置 SANDBOXES=true（仅用于测试站点，页面会显示“沙箱环境”）。\n' +
    `Refusing to start: no real adapter and no sandbox for ${en}. ` +
    'Only sandboxes exist today: set SANDBOXES=true explicitly (staging sites only; every page then shows 沙箱环境).'
  );
};

export class UncoveredPartiesError extends Error {
  readonly parties: Party[];
  constructor(parties: Party[]) {
    super(uncoveredMessage(parties));
    this.parties = parties;
    this.name = 'UncoveredPartiesError';
  }
}

/** Throws when a party has neither a real adapter nor a sandbox (main.ts before it opens the database, and buildApp). */
export const assertPartiesCovered = (given: Partial<Record<Party, unknown>>, sandboxes: boolean) => {
  const missing = uncoveredParties(given, sandboxes);
  if (missing.length) throw new UncoveredPartiesError(missing);
};

/**
 * The console handle of a sandbox that does not run (SANDBOXES off): nothing may reach it — the sandbox module is
 * not registered and demo data is refused — so any use is a programming error, said at once.
 */
export const absentSandbox = <T extends object>(party: Party): T =>
  new Proxy({} as T, {
    get: (_target, key) => {
      // Promise resolution and inspection probe these; answering them keeps `await` and logging harmless.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      throw new Error(`${PARTIES[party].zh}沙箱未启用（SANDBOXES），不能使用 ${String(key)}`);
    },
  });
