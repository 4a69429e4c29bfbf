import type { BankBranch } from '@kc/domain/enterprise/seal';
import type { DbOrTx } from '../../platform/db/client';

/**
 * The e-signature provider (spec 1 §4 E-sign status, §7 Enterprise, §8 seal flow; ARCHITECTURE "Signing").
 * Accounts are opened per enterprise (company or individual); the provider verifies the company, transfers a
 * random amount to its bank account, and once the amount is confirmed holds a seal and a certificate for it.
 * Statuses are the spec's esignStatus values (packages/domain/src/enterprise/status.ts).
 */
export type EsignAccountState = {
  accountId: string;
  flowId: string;
  /** esignStatus, spec 1 §4 */
  status: number;
  /** the provider's explanation, shown as esignMsg */
  message: string;
};

export type CompanyApplication = {
  enterpriseId: string;
  /** enterprise name, credit code, legal person: what the provider verifies */
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  bankName: string;
  bankAccount: string;
  operatorName: string;
  operatorIdNumber: string;
  phone: string;
};

export type PersonApplication = {
  enterpriseId: string;
  name: string;
  idNumber: string;
  mobile: string;
  email?: string;
};

/** Random-amount check: 200 success, 204 wrong amount, 205 re-apply (spec 1 §4). */
export type AmountResult = { code: 200 | 204 | 205; state: EsignAccountState };
/** Branch submit: 200 transfer applied again, 205 the application timed out and restarts. */
export type BranchResult = { code: 200 | 205; state: EsignAccountState };

/** Where a seal goes on a page, in PDF points from the bottom-left corner; page is 0-based. */
export type SealPlacement = { page: number; x: number; y: number; size: number };

export type SignRequest = {
  accountId: string;
  pdf: Uint8Array;
  placements: SealPlacement[];
  /** the reason written into the signature dictionary, e.g. '仓储企业签章' */
  reason: string;
};

/**
 * A person's own signature (个人签名, e.g. a borrower's credit consent): no enterprise account; the provider keeps
 * the person's seal and certificate by ID number after its real-name check and the SMS willingness check the
 * caller did (sendSmsCode / checkSmsCode).
 */
export type PersonSignRequest = {
  person: { name: string; idNumber: string; mobile: string };
  pdf: Uint8Array;
  placements: SealPlacement[];
  reason: string;
};

export type EsignPort = {
  applyCompany: (input: CompanyApplication) => Promise<EsignAccountState>;
  /**
   * The SMS code for a person's application or willingness check ("sent" to the mobile; the sandbox console shows
   * it with its purpose: 'esign' by default, 'credit-sign' for a borrower's credit consent).
   */
  sendSmsCode: (mobile: string, purpose?: 'esign' | 'credit-sign') => Promise<void>;
  /**
   * true when the code is the last one sent to the mobile and still valid. By default a matching code is
   * spent; `{ consume: false }` only checks (validateCode, before the application itself spends it).
   */
  checkSmsCode: (mobile: string, code: string, opts?: { consume?: boolean }) => Promise<boolean>;
  applyPerson: (input: PersonApplication) => Promise<EsignAccountState>;
  /** The current state of an application (the provider may have moved since the last callback). */
  state: (flowId: string) => Promise<EsignAccountState | undefined>;
  searchBranches: (query: { flowId?: string; bankName?: string }) => Promise<BankBranch[]>;
  submitBranch: (input: { flowId: string; bankName: string; bankAccount: string }) => Promise<BranchResult>;
  verifyAmount: (input: { flowId: string; amount: string }) => Promise<AmountResult>;
  /** The account's seal as a PNG; undefined when the provider cannot give it. */
  sealImage: (accountId: string) => Promise<Uint8Array | undefined>;
  /** Replace the account's seal picture (updateSignaturePicture). */
  setSealImage: (accountId: string, png: Uint8Array) => Promise<void>;
  /** Silent-signing authorisation on the provider's side; false when the provider refuses. */
  setAutoSign: (accountId: string, on: boolean) => Promise<boolean>;
  /** Stamp the seal at each placement and apply a PDF signature with the account's certificate. */
  signPdf: (request: SignRequest) => Promise<Uint8Array>;
  /** Stamp a person's square seal at each placement and sign with the person's certificate. */
  signPdfAsPerson: (request: PersonSignRequest) => Promise<Uint8Array>;
  /** The certificate authority that issues account certificates, PEM (downloadable for verification). */
  caCertificatePem: () => Promise<string>;
  /** The provider's callbacks: every change of an application's state. */
  onStateChange: (listener: (state: EsignAccountState & { enterpriseId: string }) => void) => () => void;
};

/** What the sandbox reads of an enterprise to open an account for it at once (the console's provisionAccount). */
export type EsignApplicantFacts = {
  name: string;
  isPerson: boolean;
  creditCode: string | null;
  legalPerson: string | null;
  idNumber: string | null;
  mobile: string | null;
  operatorName: string | null;
  bankName: string | null;
  bankAccount: string | null;
  /** the account (or else the flow) the enterprise holds now */
  accountId: string | null;
};

/**
 * The product's enterprises as the sandbox provider needs them (the enterprise module implements it, app.ts
 * wires it): the facts of an applicant, and pointing an enterprise at the account opened for it.
 */
export type EsignEnterprises = {
  applicant: (db: DbOrTx, enterpriseId: string) => Promise<EsignApplicantFacts | undefined>;
  /** The enterprise now holds a ready account with silent signing on; `newSeal` drops its cached seal picture. */
  accountOpened: (
    db: DbOrTx,
    enterpriseId: string,
    opened: { accountId: string; message: string; newSeal: boolean; at: Date },
  ) => Promise<void>;
};
