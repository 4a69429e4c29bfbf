import { accessRefusals } from '@kc/domain';
import { contractRefusals as refuse } from '@kc/domain/contract/contract';
import { isEnterpriseApproved } from '@kc/domain/enterprise/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNameSql, findEnterprise, liveEnterprises } from '../enterprise';
import { receipt, receiptFree } from '../receipt';

export type EnterpriseCard = { id: string; name: string; code: string; approved: boolean };

/** A live enterprise of the tenant by its code (kc_enterprise.code, index kc_enterprise_code_idx). */
export const findEnterpriseByCode = async (
  db: DbOrTx,
  tenantId: string,
  code: string,
): Promise<EnterpriseCard | undefined> => {
  const rows = await liveEnterprises(db, tenantId, { codes: [code] }, { order: 'id', limit: 5 });
  // Codes are meant to be unique; should two share one, the approved one is the one a contract can name.
  const row = rows.find((r) => isEnterpriseApproved(r)) ?? rows[0];
  return row ? { id: row.id, name: row.name, code: row.code ?? '', approved: isEnterpriseApproved(row) } : undefined;
};

/** A live enterprise of the tenant by id, as a contract names it. */
export const findEnterpriseCard = async (
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<EnterpriseCard | undefined> => {
  const row = await findEnterprise(db, tenantId, id);
  return row ? { id: row.id, name: row.name, code: row.code ?? '', approved: isEnterpriseApproved(row) } : undefined;
};

/** spec 2 §7 find enterprise by code: the counterparty the terms form names (404 unknown, 400 not approved). */
export const counterpartyByCode = async (db: DbOrTx, p: Principal, code: string) => {
  const found = await findEnterpriseByCode(db, p.tenantId, code);
  if (!found) throw refuse.counterpartyNotFound();
  if (!found.approved) throw refuse.counterpartyNotApproved();
  return { id: found.id, name: found.name, code: found.code };
};

/** How many enterprises the counterparty select offers at once: the user narrows the name to find more. */
const COUNTERPARTY_OPTION_LIMIT = 20;

/**
 * spec 2 §5 the counterparty by name, as the user types (the code lookup's companion): approved enterprises of the
 * tenant whose name contains the text, never the caller's own; by name.
 */
export const counterpartiesByName = async (db: DbOrTx, p: Principal, name: string): Promise<EnterpriseCard[]> => {
  const rows = await liveEnterprises(
    db,
    p.tenantId,
    { approved: true, nameContains: name, except: p.postId },
    { order: 'name', limit: COUNTERPARTY_OPTION_LIMIT },
  );
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code ?? '', approved: true }));
};

/** A receipt under a pledge (dgeCcbStatus above 0) is not the holder's to sell. */
const notPledged = or(isNull(receipt.dgeCcbStatus), eq(receipt.dgeCcbStatus, 0))!;
export const isReceiptPledged = (r: { dgeCcbStatus: number | null }) => (r.dgeCcbStatus ?? 0) !== 0;

/** The receipt picker's size: the wizard shows one page of a category's receipts. */
const RECEIPT_OPTION_LIMIT = 200;

/**
 * spec 2 §7 receipts for a contract: the caller's own receipts in effect (status 1, which excludes frozen ones)
 * of the category, not pledged, and held by no process — or, with contractId, held by that contract (the wizard
 * editing a contract still lists the receipts it holds).
 */
export const receiptOptions = async (
  db: DbOrTx,
  p: Principal,
  q: { materialId: string; code?: string; contractId?: string; warehouseUnitId?: string },
) => {
  if (!p.postId) return [];
  const free = receiptFree(q.contractId ? { process: 'contract', processId: q.contractId } : undefined);
  const rows = await db
    .select({
      id: receipt.id,
      code: receipt.code,
      materialId: receipt.materialId,
      materialName: receipt.materialName,
      warehouseId: receipt.warehouseId,
      warehouseName: enterpriseNameSql(receipt.warehouseId),
      totalWeight: receipt.totalWeight,
      weightUnit: receipt.weightUnit,
      totalQuantity: receipt.totalQuantity,
      numberUnit: receipt.numberUnit,
      attrs: receipt.attrs,
    })
    .from(receipt)
    .where(
      and(
        eq(receipt.tenantId, p.tenantId),
        eq(receipt.cargoOwnerId, p.postId),
        eq(receipt.isDeleted, 0),
        eq(receipt.status, ReceiptStatus.inEffect),
        eq(receipt.materialId, q.materialId),
        notPledged,
        q.warehouseUnitId ? eq(receipt.warehouseId, q.warehouseUnitId) : undefined,
        q.code ? ilike(receipt.code, `%${escapeLike(q.code)}%`) : undefined,
        free,
      ),
    )
    .orderBy(desc(receipt.createTime), desc(receipt.id))
    .limit(RECEIPT_OPTION_LIMIT);
  return rows.map((r) => ({
    ...r,
    attrs: r.attrs.map((a) => ({ attrCode: a.attrCode, attrName: a.attrName, value: a.value })),
  }));
};

/** spec 2 §7 default bank info by enterprise id: the caller's own enterprise only (its profile's bank fields). */
export const defaultBankOf = async (db: DbOrTx, p: Principal, enterpriseId: string) => {
  if (!p.postId || p.postId !== enterpriseId) throw accessRefusals.notFound();
  const row = await findEnterprise(db, p.tenantId, enterpriseId);
  if (!row) throw accessRefusals.notFound();
  return { bankName: row.bankName ?? null, account: row.bankAccount ?? null };
};
