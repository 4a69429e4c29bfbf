import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { BussType, bussTypeLabels, ReceiptStatus, signSteps } from '@kc/domain/receipt/status';
import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { effectiveState, type QrSession } from '../../providers/mini-program/qr-session';
import { enterpriseOf } from '../enterprise';
import { financeApplyBill } from '../finance';
import { receipt } from '../receipt';
import { ccbReleaseBill } from '../release';
import { user } from '../user';

const isId = (v: string) => /^\d{1,19}$/.test(v);

/** The receipts of a business (batchBusiness in @kc/domain/receipt/status, read backwards); undefined: none. */
const businessCondition = (bussType: number, bussId: string): SQL | undefined | false => {
  if (bussType === BussType.byApplyId) return isId(bussId) && eq(receipt.inputId, bussId);
  if (bussType === BussType.disassemble) return isId(bussId) && eq(receipt.disassembleId, bussId);
  if (bussType === BussType.billApplication) {
    const [kind, id] = [bussId.slice(0, 1), bussId.slice(1)];
    if (!isId(id)) return false;
    if (kind === 'g') return eq(receipt.goodsId, id);
    if (kind === 'c') return eq(receipt.contractId, id);
    // 'r': a partial release's successors (the release's batch-sign page).
    if (kind === 'r') return eq(receipt.releaseId, id);
    // 'e': every receipt of the signer's own party (the party condition below does the work).
    if (kind === 'e') return undefined;
  }
  // Pledge notices (40, 50) are counted by countWaitingPledgeNotices.
  return false;
};

/**
 * Pledge notices waiting for the signer's seal (spec 2 §4 Batch signing of pledge receipts): bussId is the
 * application (batch) or one receipt row (the single QR dialog); the owner seals rows at 50, the warehouse at 60.
 */
const countWaitingPledgeNotices = async (db: DbOrTx, s: Pick<QrSession, 'bussType' | 'bussId'>) => {
  if (!isId(s.bussId)) return 0;
  const step = s.bussType === BussType.pledgeOwner ? 50 : 60;
  const [row] = await db
    .select({ n: count() })
    .from(financeApplyBill)
    .where(
      and(
        eq(financeApplyBill.active, 1),
        eq(financeApplyBill.dgeCcbStatus, step),
        or(eq(financeApplyBill.applyId, s.bussId), eq(financeApplyBill.id, s.bussId)),
      ),
    );
  return row?.n ?? 0;
};

/** Release confirmations waiting for the signer's seal (70 owner at 101, 80 warehouse at 111): a release or a row. */
const countWaitingReleaseRows = async (db: DbOrTx, s: Pick<QrSession, 'bussType' | 'bussId'>) => {
  if (!isId(s.bussId)) return 0;
  const step = s.bussType === BussType.releaseOwner ? 101 : 111;
  const [row] = await db
    .select({ n: count() })
    .from(ccbReleaseBill)
    .where(
      and(
        eq(ccbReleaseBill.live, 1),
        eq(ccbReleaseBill.dgeCcbStatus, step),
        or(eq(ccbReleaseBill.releaseId, s.bussId), eq(ccbReleaseBill.id, s.bussId)),
      ),
    );
  return row?.n ?? 0;
};

/**
 * How many receipts of the business wait for the signer's seal: the status the signer's party signs from
 * (10 warehouse, 20 shipper, 30 platform) and, for a warehouse or shipper, its own receipts only. A signer
 * without a known party counts every receipt of the business awaiting any signature.
 */
export const countWaitingReceipts = async (
  db: DbOrTx,
  s: Pick<QrSession, 'tenantId' | 'bussType' | 'bussId'>,
  party: { enterpriseId: string | null; enterpriseType: string | null },
) => {
  const business = businessCondition(s.bussType, s.bussId);
  if (business === false) return 0;
  const where: (SQL | undefined)[] = [eq(receipt.tenantId, s.tenantId), eq(receipt.isDeleted, 0), business];
  const { enterpriseId, enterpriseType } = party;
  if (enterpriseType === EnterpriseType.warehouse && enterpriseId) {
    where.push(eq(receipt.warehouseId, enterpriseId), eq(receipt.status, signSteps.warehouse.from));
  } else if (enterpriseType === EnterpriseType.owner && enterpriseId) {
    where.push(eq(receipt.cargoOwnerId, enterpriseId), eq(receipt.status, signSteps.shipper.from));
  } else if (enterpriseType === EnterpriseType.platform) {
    where.push(eq(receipt.status, signSteps.platform.from));
  } else {
    where.push(
      inArray(receipt.status, [ReceiptStatus.generated, ReceiptStatus.warehouseSigned, ReceiptStatus.shipperSigned]),
    );
  }
  const [row] = await db
    .select({ n: count() })
    .from(receipt)
    .where(and(...where));
  return row?.n ?? 0;
};

/** What the phone page shows: what is being signed, by whom, how many receipts; nothing else. */
export const scanView = async (db: DbOrTx, s: QrSession) => {
  const [who] = await db
    .select({ realName: user.realName, account: user.account })
    .from(user)
    .where(eq(user.id, s.userId))
    .limit(1);
  const party = s.enterpriseId ? await enterpriseOf(db, s.enterpriseId) : undefined;
  return {
    ...effectiveState(s),
    bussType: s.bussType,
    bussTypeName: bussTypeLabels[s.bussType] ?? '',
    enterpriseName: party?.name ?? '',
    userName: who?.realName || who?.account || '',
    // A contract's seal is one document (spec 2 §4); the others count the receipts waiting for the signer.
    count:
      s.bussType === BussType.contract
        ? 1
        : s.bussType === BussType.pledgeOwner || s.bussType === BussType.pledgeWarehouse
          ? await countWaitingPledgeNotices(db, s)
          : s.bussType === BussType.releaseOwner || s.bussType === BussType.releaseWarehouse
            ? await countWaitingReleaseRows(db, s)
            : await countWaitingReceipts(db, s, {
                enterpriseId: s.enterpriseId,
                enterpriseType: party?.type ?? null,
              }),
    expireTime: s.expiresAt.getTime(),
  };
};
