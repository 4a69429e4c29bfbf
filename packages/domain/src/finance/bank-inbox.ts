import { z } from 'zod';
import { idString } from '../shared/envelope';

/**
 * The bank's callbacks as the platform reviews them (README "The bank's callbacks"): every verified callback kept
 * once with what became of it. A refused one (a disbursement beyond the application, a repayment beyond what is
 * outstanding, a status that cannot take it, another currency, …) stays here with its reason for a person to read;
 * the bank was answered REFUSED and does not send it again.
 */

/** kc_bank_inbox.status */
export const BankInboxStatus = { received: 0, applied: 1, duplicate: 2, refused: 3 } as const;
export const bankInboxStatusLabels: Record<number, string> = {
  0: '待处理',
  1: '已应用',
  2: '重复',
  3: '已拒收',
};

/** One callback of an application (GET kc-finance/application/bankCallbacks, the platform only). */
export const bankInboxRow = z.object({
  id: idString,
  eventId: z.string(),
  type: z.string(),
  typeName: z.string(),
  status: z.number(),
  statusName: z.string(),
  /** why it was refused, or why it still waits */
  reason: z.string().nullable(),
  /** the amount of a disbursement or a repayment, as the bank sent it */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  /** the bank's number of the disbursement, repayment, registration or instruction */
  bankRef: z.string().nullable(),
  receivedTime: z.string().nullable(),
  processedTime: z.string().nullable(),
});
export type BankInboxRow = z.infer<typeof bankInboxRow>;
