/**
 * The bank (建设银行-style `ccb` calls; spec 2 §7 Pledge and financing, PROVIDERS.md §5: no public bank API exists, so
 * every field name here is ours). We call the bank; it answers each step asynchronously with a signed callback to
 * `POST /api/kc-bank/notify/{tenantId}` (headers X-Bank-Timestamp, X-Bank-Nonce, X-Bank-Signature: HMAC-SHA256 of
 * `timestamp\nnonce\nbody\n` with the tenant's shared key, refused after 5 minutes). The receiving side answers
 * 200 `{"code":"SUCCESS"}` or 400 `{"code":"FAIL","message"}`; anything else is retried by the bank.
 */

/** One receipt offered as collateral. */
export type BankCollateral = {
  billId: string;
  billCode: string;
  materialName: string;
  totalWeight: string;
  weightUnit: string;
  priceUnit: string;
  cltPlgRate: string;
  pledgeAmount: string;
};

/** The four-party agreement as pushed to the bank (pushAgreementFour). */
export type AgreementPush = {
  tenantId: string;
  applyId: string;
  applyCode: string;
  bankId: string;
  bankName: string;
  shipper: { id: string; name: string; creditCode: string | null };
  warehouse: { id: string; name: string };
  goodsName: string;
  applyMoney: string;
  /** the agreement PDF's SHA-256 as sealed by supplier, platform and warehouse */
  agreementSha256: string;
  collateral: BankCollateral[];
  /** the borrower (借款人) of an application that has one: the bank admits it only once that person is its customer */
  borrower?: { id: string; name: string } | null;
};

/**
 * A customer to create at the bank (建客, spec 1 §5 customer-creation wizard): the borrower, at most one
 * co-borrower, the branch, and the credit-investigation relation signed for it. Idempotent per (tenant,
 * customerId); a re-push (after a failure) or a rebuild (at 5) sends the same record again.
 */
export type CustomerPush = {
  tenantId: string;
  customerId: string;
  borrower: { id: string; name: string; identityNumber: string; phone: string };
  coborrower: { id: string; name: string; identityNumber: string; phone: string } | null;
  bankId: string;
  bankName: string;
  organId: string | null;
  branchName: string | null;
  relationId: string | null;
  /** 1: the borrower's materials are still missing (the bank waits for them); 2: complete */
  status: 1 | 2;
};

/** The pledge notices sealed by owner and warehouse (ccb/warehouse/pledge). */
export type PledgePush = {
  tenantId: string;
  applyId: string;
  financeAppId: string;
  bills: { billId: string; billCode: string; noticeSha256: string }[];
};

/** Our feedback to a release instruction (the goods released at the warehouse, whole or in part). */
export type ReleaseFeedback = {
  tenantId: string;
  applyId: string;
  financeAppId: string;
  instructionNo: string;
  bills: { billId: string; billCode: string; takeGoodType?: '01' | '02'; weight?: string }[];
  /** the bank's pick-up number, when its instruction gave one */
  thCode?: string | null;
};

/** The shipper asks the bank to disburse (disburseSubmit); `requestId` is our request's id, echoed in loan.disbursed. */
export type DisbursementRequest = {
  tenantId: string;
  applyId: string;
  financeAppId: string;
  requestId: string;
  amount: string;
  remark?: string | null;
};

/** The shipper withdraws a drawdown request not yet disbursed (cancelDisburse). */
export type DisbursementCancel = { tenantId: string; applyId: string; financeAppId: string; requestId: string };

/** The shipper tells the bank it repaid (submitRepayment); only the bank's loan.repaid counts. */
export type RepaymentNotice = {
  tenantId: string;
  applyId: string;
  financeAppId: string;
  amount: string;
  repayDate: string;
};

/** A drawdown request as the sandbox bank keeps it. */
export type SandboxDrawdownRequest = {
  requestId: string;
  amount: string;
  remark: string | null;
  status: 'requested' | 'disbursed' | 'cancelled';
  disburseNo: string | null;
  requestedAt: string;
};
/** A release instruction as the sandbox bank keeps it (the partial ones, and the full one after repayment). */
export type SandboxReleaseInstruction = {
  instructionNo: string;
  bills: ReleaseInstructionBill[];
  thCode: string;
  takeGoodCode: string;
  takeGoodTime: string;
  sentAt: string;
  /** when our feedback arrived */
  fedAt: string | null;
  /** when the bank called it off (撤销解押) */
  voidedAt?: string | null;
};
/** A repayment notice as the sandbox bank keeps it. */
export type SandboxRepaymentNotice = { amount: string; repayDate: string; noticedAt: string };

/** A refusal by the bank's front end (a business error: not retried) vs. a transport failure (retried). */
export class BankRejected extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'BankRejected';
  }
}
export class BankUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BankUnavailable';
  }
}

/** The callbacks the bank sends (type and data). */
export type BankCallback =
  /** the collateral admission per receipt (collateralAccResult 0 accepted, 1 failed with the reason) */
  | {
      type: 'collateral.admission';
      data: { results: { billId: string; collateralAccResult: 0 | 1; reason?: string }[] };
    }
  /** the bank refuses the application (the agreement or the customer) */
  | { type: 'agreement.refused'; data: { reason: string } }
  /** the pledge registered (中登网-style registration number): the owner and the warehouse seal the notices */
  | { type: 'pledge.registered'; data: { registrationNo: string; billIds: string[] } }
  /** a disbursement */
  | {
      type: 'loan.disbursed';
      data: {
        disburseNo: string;
        amount: string;
        currency: string;
        loanDate: string;
        dueDate: string;
        interestRate: string;
        /** our drawdown request this disbursement answers (requestDisbursement), if any */
        requestId?: string;
      };
    }
  /** a repayment (currency: the loan's ccy_cd; a bank that leaves it out means the loan's) */
  | { type: 'loan.repaid'; data: { repayNo: string; amount: string; repayDate: string; currency?: string } }
  /**
   * the bank instructs a release (解押指令): `bills` names each receipt whole (takeGoodType '01') or in part ('02':
   * the weight and the number of trays to release), with the pick-up number (thCode), the pick-up code, its time and
   * the pick-up notice; it may come before the loan is repaid in full. An older sender's `billIds` alone is a full
   * release of those receipts.
   */
  | { type: 'release.instruction'; data: ReleaseInstructionData }
  /**
   * the bank calls a release instruction off (撤销解押) before its pick-up is fed back: the platform voids the release
   * (5/10/11/20/21 → 0) and the receipts go back to the pledge
   */
  | { type: 'release.void'; data: ReleaseVoidData }
  /**
   * customer establishment (建客): the envelope's applyId is the customer record's id. status 2 pending, 3 in
   * progress, 4 created (resultStatus 1), 5 must re-create; a failure keeps the status with resultStatus 0 and the
   * remark.
   */
  | { type: 'customer.status'; data: CustomerStatusData };

export type CustomerStatusData = {
  customerId: string;
  status: 2 | 3 | 4 | 5;
  resultStatus?: 0 | 1 | null;
  remark?: string | null;
};

/** The bank's void of a release instruction: its number and, when it gives one, why. */
export type ReleaseVoidData = { instructionNo: string; reason?: string };

/** One receipt of a release instruction. */
export type ReleaseInstructionBill = {
  billId: string;
  /** '01' the whole receipt, '02' a part of it */
  takeGoodType: '01' | '02';
  /** the weight to release (2 decimals; a part's is required) */
  weight?: string;
  /** the number of trays to release (a part's is required) */
  number?: number;
  quantity?: string;
};

export type ReleaseInstructionData = {
  instructionNo: string;
  /** an older sender: these receipts whole */
  billIds?: string[];
  bills?: ReleaseInstructionBill[];
  /** the bank's pick-up number (提货单号) and the code shown at the warehouse (提货码) */
  thCode?: string;
  takeGoodCode?: string;
  /** yyyy-MM-dd HH:mm:ss, or yyyy-MM-dd */
  takeGoodTime?: string;
  /** the pick-up notice (提货通知书), a small PDF or image */
  takeGoodNotice?: { fileName: string; contentBase64: string };
};

/** The envelope of every callback body. */
export type BankCallbackMessage = BankCallback & {
  eventId: string;
  tenantId: string;
  /** our application id and the bank's number for it */
  applyId: string;
  financeAppId: string | null;
  occurredAt: string;
};

export type BankPort = {
  /** Sends the four-party agreement; answers the bank's application number, or throws BankRejected/BankUnavailable. */
  pushAgreement: (input: AgreementPush) => Promise<{ financeAppId: string }>;
  /** Sends the sealed pledge notices; the bank acknowledges (the registration already happened). */
  pushPledge: (input: PledgePush) => Promise<{ accepted: true }>;
  /** Answers a release instruction once the receipts are released here. */
  sendReleaseFeedback: (input: ReleaseFeedback) => Promise<{ accepted: true }>;
  /** Forwards the shipper's drawdown request; the disbursement itself comes as loan.disbursed naming it. */
  requestDisbursement: (input: DisbursementRequest) => Promise<{ accepted: true }>;
  /** Withdraws a drawdown request the bank has not disbursed (BankRejected when it has). */
  cancelDisbursement: (input: DisbursementCancel) => Promise<{ accepted: true }>;
  /** Forwards the shipper's repayment notice; the repayment itself comes as loan.repaid. */
  notifyRepayment: (input: RepaymentNotice) => Promise<{ accepted: true }>;
  /** Sends a customer to create (建客); the bank answers by customer.status callbacks. */
  pushCustomer: (input: CustomerPush) => Promise<{ accepted: true }>;
  /** Verifies a callback's signature and age; the body as received, byte for byte. */
  verifyCallback: (
    tenantId: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ) => Promise<{ ok: true; message: BankCallbackMessage } | { ok: false; reason: string }>;
};
