import { disassembleRefusals as refuse } from '@kc/domain/disassemble/disassemble';
import { DisassembleStatus } from '@kc/domain/disassemble/status';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator, seesAllParties } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { disassemble } from './disassemble.table';

export type DisassembleRow = typeof disassemble.$inferSelect;

/** The caller's sides on a split: the receipt's holder (shipper review), its warehouse, the platform. */
export const sidesOf = (p: Pick<Principal, 'postId' | 'roleAliases'>, d: DisassembleRow) => ({
  applicant: p.postId != null && d.applicantId === p.postId,
  shipper: p.postId != null && d.cargoOwnerId === p.postId,
  warehouse: p.postId != null && d.warehouseId === p.postId,
  platform: isPlatformOperator(p as Principal),
});

/**
 * Who sees a split: its applicant every one; the receipt's holder and warehouse and the platform (banks: all
 * parties) every one but drafts. Anyone else 404 (API.md), as for one that does not exist.
 */
export const seesDisassemble = (p: Principal, d: DisassembleRow) => {
  if (d.tenantId !== p.tenantId || d.isDeleted !== 0) return false;
  if (p.postId && d.applicantId === p.postId) return true;
  if (d.status === DisassembleStatus.draft) return false;
  return seesAllParties(p) || (p.postId != null && (d.cargoOwnerId === p.postId || d.warehouseId === p.postId));
};

/** The same as a list filter. */
export const visibleDisassemble = (p: Principal): SQL => {
  const base = and(eq(disassemble.tenantId, p.tenantId), eq(disassemble.isDeleted, 0))!;
  const notDraft = ne(disassemble.status, DisassembleStatus.draft);
  const mine = p.postId ? eq(disassemble.applicantId, p.postId) : sql`false`;
  if (seesAllParties(p)) return and(base, or(notDraft, mine))!;
  if (!p.postId) return sql`false`;
  return and(
    base,
    or(mine, and(notDraft, or(eq(disassemble.cargoOwnerId, p.postId), eq(disassemble.warehouseId, p.postId)))),
  )!;
};

/** A split the caller sees (locked for the transaction when asked), else 404. */
export const findVisibleDisassemble = async (db: DbOrTx, p: Principal, id: string, lock = false) => {
  const q = db.select().from(disassemble).where(eq(disassemble.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || !seesDisassemble(p, row)) throw refuse.notFound();
  return row;
};
