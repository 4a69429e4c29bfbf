import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import type { BankCallback } from '../../providers/bank/port';
import type { FinanceApplyRow } from './finance-access';

/** The data of one callback type. */
export type Of<T extends BankCallback['type']> = Extract<BankCallback, { type: T }>['data'];

/** What applying a callback did: the application now, the change's name, and work after the commit (if any). */
export type Applied = { row: FinanceApplyRow; what: string; after?: () => Promise<void> };

/** The bank's event on the application's log (a status move writes its own). */
export const bankEvent = (
  tx: DbOrTx,
  row: FinanceApplyRow,
  action: string,
  payload: Record<string, unknown>,
  status?: { from: number; to: number },
) =>
  appendAuditEvent(tx, {
    tenantId: row.tenantId,
    objectType: 'finance',
    objectId: row.id,
    action,
    fromStatus: status?.from ?? row.status,
    toStatus: status?.to ?? row.status,
    actorId: null,
    actorEnterpriseId: row.bankId,
    payload,
  });
