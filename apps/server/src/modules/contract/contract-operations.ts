import {
  contractOperationLabels,
  contractStatusLabel,
  OperatorType,
  operatorTypeLabels,
} from '@kc/domain/contract/status';
import { listAuditEvents } from '../../platform/audit/audit.service';
import type { DbOrTx } from '../../platform/db/client';
import { userNames } from '../user';
import type { ContractRow } from './contract-access';

/**
 * Who acted, as the process log names it (spec 2 §3 Contract history): the supplier (10) or the demander (20) when
 * the actor acted for that party's enterprise, the warehouse (40) for the receipts' warehouse, the platform (30) for any other user (only the platform acts on a
 * contract it is no party to), the system (50) when no user acted.
 */
export const operatorTypeOf = (
  row: Pick<ContractRow, 'shipperId' | 'buyerId'> & { warehouseUnitId?: string | null },
  e: { actorId: string | null; actorEnterpriseId: string | null },
) => {
  if (!e.actorId) return OperatorType.system;
  if (e.actorEnterpriseId && e.actorEnterpriseId === row.shipperId) return OperatorType.shipper;
  if (e.actorEnterpriseId && e.actorEnterpriseId === row.buyerId) return OperatorType.buyer;
  // The receipts' warehouse acts in the receipt transfer (spec 2 §3 operator type 40).
  if (e.actorEnterpriseId && e.actorEnterpriseId === row.warehouseUnitId) return OperatorType.warehouse;
  return OperatorType.platform;
};

/** spec 2 §7 operation history: the contract's audit trail as its process log, oldest first. */
export const contractOperations = async (db: DbOrTx, row: ContractRow) => {
  const events = await listAuditEvents(db, 'contract', row.id);
  const names = await userNames(
    db,
    events.map((e) => e.actorId).filter((id): id is string => id != null),
  );
  return events.map((e) => {
    const operatorType = operatorTypeOf(row, e);
    return {
      id: e.id,
      createTime: e.createTime,
      operatorType,
      operatorTypeName: operatorTypeLabels[operatorType] ?? '',
      operatorName: e.actorId ? (names.get(e.actorId) ?? null) : null,
      operateType: contractOperationLabels[e.action] ?? e.action,
      // The status the event left the contract at; an event of no status (an attachment) names none.
      operateDest: e.toStatus == null ? '' : contractStatusLabel(Number(e.toStatus)),
    };
  });
};
