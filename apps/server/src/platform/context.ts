import type { BankPort } from '../providers/bank/port';
import type { BankSandbox } from '../providers/bank/sandbox';
import type { EinvoicePort } from '../providers/einvoice/port';
import type { EinvoiceSandboxConsole } from '../providers/einvoice/sandbox';
import type { EsignPort } from '../providers/esign/port';
import type { SandboxConsole } from '../providers/esign/sandbox';
import type { IdentityPort } from '../providers/identity/port';
import type { IdentitySandbox } from '../providers/identity/sandbox';
import type { MailOutbox } from '../providers/mail/mail';
import type { MailPort } from '../providers/mail/port';
import type { MiniProgramPort } from '../providers/mini-program/port';
import type { MiniProgramSandbox } from '../providers/mini-program/sandbox';
import type { Party } from '../providers/parties';
import type { PaymentPort } from '../providers/payment/port';
import type { PaymentSandbox } from '../providers/payment/sandbox';
import type { RecognitionPort } from '../providers/recognition/port';
import type { WmsPort } from '../providers/wms/port';
import type { WmsSandbox } from '../providers/wms/sandbox';
import type { Acl } from './access/acl';
import type { RegisteredRoute } from './access/guard';
import type { AuthService } from './auth/auth.service';
import type { PrincipalStore } from './auth/principal';
import type { SigningKeys } from './auth/signing-keys';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Bus } from './events/bus';
import type { Events } from './events/events.service';
import type { AttachmentService } from './files/attachment.service';
import type { Jobs } from './jobs/jobs';
import type { SigningService } from './signing/signing.service';
import type { StartupWork } from './startup/startup-work';

/** What every module plugin receives: the platform's mechanisms, created once in buildApp. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  bus: Bus;
  tokens: TokenService;
  principals: PrincipalStore;
  acl: Acl;
  auth: AuthService;
  /** Every /api route with its declared access (the route-walking test reads it). */
  routes: RegisteredRoute[];
  /**
   * The parties a sandbox plays (none unless SANDBOXES is on; a party given a real adapter is not among them).
   * A `…Sandbox` handle below works only for these: for any other party its use throws.
   */
  sandboxed: readonly Party[];
  /** The secrets that sign tokens, tickets and links (current first). */
  signingKeys: SigningKeys;
  /** Attachments: store, authorise downloads and sign links for those who may see them, owner resolvers. */
  files: AttachmentService;
  recognition: RecognitionPort;
  /** The e-signature provider (accounts, seals, PDF signatures); the sandbox plays it. */
  esign: EsignPort;
  /** The sandbox console's handle on the e-sign sandbox (outcomes, steps, SMS codes). */
  esignSandbox: SandboxConsole;
  /** The WeChat mini-program (QR codes of sign sessions, the phone's scan/confirm/cancel); the sandbox plays it. */
  miniProgram: MiniProgramPort;
  /** The sandbox console's handle on the mini-program sandbox (sessions, confirm or cancel as the phone). */
  miniProgramSandbox: MiniProgramSandbox;
  /** The e-invoice platform (Nuonuo): billing, results, the issued PDF; the sandbox plays it. */
  einvoice: EinvoicePort;
  /** The sandbox console's handle on the e-invoice sandbox (requests, next outcome, moves). */
  einvoiceSandbox: EinvoiceSandboxConsole;
  /** Outgoing mail (SMTP when SMTP_URL is set, else kept in the outbox). */
  mail: MailPort;
  /** Every message sent, with its attachments (the sandbox console's outbox). */
  mailOutbox: MailOutbox;
  /** WeChat Pay (Native) and Alipay (precreate): orders, queries, notifications; the sandbox plays both. */
  payment: PaymentPort;
  /** The sandbox console's and phone page's handle on the payment sandbox (pay, fail, close, deliveries, modes). */
  paymentSandbox: PaymentSandbox;
  /** The external WMS platforms (containers, goods, trays, alarms; push and pull; locks); the sandbox plays them. */
  wms: WmsPort;
  /** The sandbox console's handle on the WMS sandbox (stock, tray moves, weights, devices, tags, alarms, pushes). */
  wmsSandbox: WmsSandbox;
  /** The bank of pledge financing (agreement, pledge, release feedback; callbacks to /api/kc-bank/notify); the sandbox plays it. */
  bank: BankPort;
  /** The sandbox console's handle on the bank sandbox (admit, refuse, register, disburse, repay, release, deliveries). */
  bankSandbox: BankSandbox;
  /** Real-name verification of persons (borrowers, co-borrowers); the sandbox plays the provider. */
  identity: IdentityPort;
  /** The sandbox console's handle on the identity sandbox (pending requests: pass, reject, keep). */
  identitySandbox: IdentitySandbox;
  /** The one service that seals any document (ARCHITECTURE "Signing"). */
  signing: SigningService;
  /** Background jobs (pg-boss); handlers must be idempotent. Started by main.ts. */
  jobs: Jobs;
  /** Live events to users' open pages (SSE), fanned out over the bus. */
  events: Events;
  /** Work a start left running once the server answers (the demo data); readiness waits for it. */
  startup: StartupWork;
};
