import type { Config } from '../platform/config';
import type { AppContext } from '../platform/context';
import type { Db } from '../platform/db/client';
import type { Jobs } from '../platform/jobs/jobs';
import { createSandboxBank } from './bank/sandbox';
import { createSandboxEinvoice } from './einvoice/sandbox';
import type { EsignEnterprises } from './esign/port';
import { createSandboxEsign } from './esign/sandbox';
import { createSandboxIdentity } from './identity/sandbox';
import { createMail } from './mail/mail';
import { createSandboxMiniProgram, type SessionNames } from './mini-program/sandbox';
import { type Adapters, absentSandbox, assertPartiesCovered, PARTIES, type Party } from './parties';
import { createSandboxPayment } from './payment/sandbox';
import { createSandboxRecognition } from './recognition/sandbox';
import { createSandboxWms } from './wms/sandbox';

/** The parties' ports and the sandbox console's handles, as the app context holds them. */
export type Providers = Pick<
  AppContext,
  | 'sandboxed'
  | 'recognition'
  | 'esign'
  | 'esignSandbox'
  | 'miniProgram'
  | 'miniProgramSandbox'
  | 'einvoice'
  | 'einvoiceSandbox'
  | 'mail'
  | 'mailOutbox'
  | 'payment'
  | 'paymentSandbox'
  | 'wms'
  | 'wmsSandbox'
  | 'bank'
  | 'bankSandbox'
  | 'identity'
  | 'identitySandbox'
> & {
  /** The sandboxes' delivery queues (payment notifications, WMS pushes, bank callbacks); none without sandboxes. */
  registerJobs: () => Promise<void>;
};

/** A notification, push or callback a sandbox posts to the product, and the product's answer. */
export type DeliverToProduct = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;

export type ProviderDeps = {
  db: Db;
  jobs: Jobs;
  /** Real adapters of outside parties; a party without one is played by its sandbox (SANDBOXES). */
  given: Partial<Adapters>;
  /** How the sandboxes reach this app's own notify routes. */
  deliver: DeliverToProduct;
  /** The product's enterprises and users as the e-sign and mini-program sandboxes need them (wired by app.ts). */
  esignEnterprises: EsignEnterprises;
  names: SessionNames;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
};

/**
 * Each outside party played by its real adapter when one is given, else by its sandbox when SANDBOXES is on; a party
 * with neither refuses the start (parties.ts, README "Configuration"), so production never runs a sandbox unasked.
 */
export const createProviders = (config: Config, deps: ProviderDeps): Providers => {
  const { db, jobs, given, deliver, log } = deps;
  assertPartiesCovered({ ...given, mail: given.mail ?? config.smtpUrl }, config.sandboxes);
  const sandboxFor = <T>(party: Party, make: () => T): T | undefined =>
    given[party] || !config.sandboxes ? undefined : make();
  const esignSandbox = sandboxFor('esign', () =>
    createSandboxEsign({
      db,
      enterprises: deps.esignEnterprises,
      defaultStepMs: config.esignSandboxStepMs,
      onError: (err) => log.error({ err }, '电子签章沙箱出错'),
    }),
  );
  const miniProgramSandbox = sandboxFor('miniProgram', () => createSandboxMiniProgram({ db, names: deps.names }));
  const einvoiceSandbox = sandboxFor('einvoice', () =>
    createSandboxEinvoice({ db, stepMs: config.einvoiceSandboxStepMs }),
  );
  // With SMTP_URL the mail port delivers for real; the outbox console is the sandbox's part of it.
  const mail =
    given.mail || !(config.smtpUrl || config.sandboxes)
      ? undefined
      : createMail({ db, smtpUrl: config.smtpUrl, from: config.mailFrom });
  // The payment sandbox posts its notifications to this app's own notify routes (PROVIDERS.md §1, §2).
  const paymentSandbox = sandboxFor('payment', () =>
    createSandboxPayment({ db, jobs, deliver, onError: (err) => log.warn({ err }, '支付沙箱通知投递失败') }),
  );
  // The WMS sandbox pushes its changes, signed, to this app's own notify route (providers/wms/README.md).
  const wmsSandbox = sandboxFor('wms', () =>
    createSandboxWms({ db, jobs, deliver, onError: (err) => log.warn({ err }, 'WMS沙箱推送投递失败') }),
  );
  // The bank sandbox answers each step with a signed callback to this app's own notify route (providers/bank/README.md).
  const bankSandbox = sandboxFor('bank', () =>
    createSandboxBank({ db, jobs, deliver, onError: (err: unknown) => log.warn({ err }, '银行沙箱回调投递失败') }),
  );
  const recognitionSandbox = sandboxFor('recognition', createSandboxRecognition);
  // The identity sandbox posts its decisions, signed, to this app's own notify route (providers/identity/README.md).
  const identitySandbox = sandboxFor('identity', () =>
    createSandboxIdentity({ db, deliver, onError: (err) => log.warn({ err }, '实名认证沙箱回调投递失败') }),
  );
  return {
    sandboxed: (Object.keys(PARTIES) as Party[]).filter((party) => !given[party] && config.sandboxes),
    recognition: given.recognition ?? recognitionSandbox!,
    esign: given.esign ?? esignSandbox!,
    esignSandbox: esignSandbox ?? absentSandbox('esign'),
    miniProgram: given.miniProgram ?? miniProgramSandbox!,
    miniProgramSandbox: miniProgramSandbox ?? absentSandbox('miniProgram'),
    einvoice: given.einvoice ?? einvoiceSandbox!,
    einvoiceSandbox: einvoiceSandbox ?? absentSandbox('einvoice'),
    mail: given.mail ?? mail!,
    mailOutbox: config.sandboxes && mail ? mail : absentSandbox('mail'),
    payment: given.payment ?? paymentSandbox!,
    paymentSandbox: paymentSandbox ?? absentSandbox('payment'),
    wms: given.wms ?? wmsSandbox!,
    wmsSandbox: wmsSandbox ?? absentSandbox('wms'),
    bank: given.bank ?? bankSandbox!,
    bankSandbox: bankSandbox ?? absentSandbox('bank'),
    identity: given.identity ?? identitySandbox!.port,
    identitySandbox: identitySandbox ?? absentSandbox('identity'),
    registerJobs: async () => {
      await paymentSandbox?.registerJobs();
      await wmsSandbox?.registerJobs();
      await bankSandbox?.registerJobs();
    },
  };
};
