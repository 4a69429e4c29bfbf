import { paymentRefusals as refuse } from '@kc/domain/payment/payment';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { attachToOwner } from '../../platform/files/attachment.service';
import { PAY_VOUCHER_OWNER, voucherFileOf } from './offline';
import { payVoucher } from './payment.table';

/**
 * Offline payment vouchers of a business record other than a contract share (README "Businesses"): the owning
 * module checks who may act and when, and moves its own record in the same transaction; this file keeps the
 * images (kc_pay_voucher rows, kc_attach owned by `pay-voucher`). The image rules are the contract's: the caller's
 * own upload, held by nothing, jpg/jpeg/png by its sniffed type (`voucherFileOf`, before the transaction).
 */

export type BusinessRef = { bussType: number; bussId: string };
export type VoucherView = { id: string; link: string; originalName: string };

/** Links a checked image to the record as a voucher of `enterpriseId`; answers the voucher id. */
export const addBusinessVoucher = async (
  tx: DbOrTx,
  p: Principal,
  v: BusinessRef & { tenantId: string; enterpriseId: string; attachId: string },
) => {
  const [created] = await tx
    .insert(payVoucher)
    .values({
      tenantId: v.tenantId,
      bussType: v.bussType,
      bussId: v.bussId,
      party: 0,
      enterpriseId: v.enterpriseId,
      attachId: v.attachId,
      createUser: p.userId,
    })
    .onConflictDoNothing()
    .returning({ id: payVoucher.id });
  if (!created) throw refuse.noVoucher();
  const attached = await attachToOwner(tx, [v.attachId], PAY_VOUCHER_OWNER, created.id, p);
  if (attached.length !== 1) throw refuse.noVoucher();
  return created.id;
};

/** A voucher of a business record by its id (undefined for a contract's or a missing one). */
export const businessVoucherById = async (db: DbOrTx, id: string) => {
  const [v] = await db.select().from(payVoucher).where(eq(payVoucher.id, id)).limit(1);
  return v && v.bussType !== 1 && v.bussId != null ? { ...v, bussId: v.bussId } : undefined;
};

/** Removes a voucher; answers how many the record has left. */
export const removeBusinessVoucher = async (tx: DbOrTx, ref: BusinessRef, voucherId: string) => {
  await tx
    .delete(payVoucher)
    .where(and(eq(payVoucher.id, voucherId), eq(payVoucher.bussType, ref.bussType), eq(payVoucher.bussId, ref.bussId)));
  const [left] = await tx
    .select({ n: count() })
    .from(payVoucher)
    .where(and(eq(payVoucher.bussType, ref.bussType), eq(payVoucher.bussId, ref.bussId)));
  return left?.n ?? 0;
};

/** The record's vouchers with signed links (the file owner resolver decides who gets a link), oldest first. */
export const businessVouchers = async (ctx: AppContext, p: Principal, ref: BusinessRef): Promise<VoucherView[]> => {
  const rows = await ctx.db
    .select()
    .from(payVoucher)
    .where(and(eq(payVoucher.bussType, ref.bussType), eq(payVoucher.bussId, ref.bussId)))
    .orderBy(asc(payVoucher.createTime), asc(payVoucher.id));
  const files = await Promise.all(rows.map((r) => ctx.files.find(r.attachId)));
  const links = await ctx.files.linksFor(
    p,
    rows.map((r) => r.attachId),
  );
  return rows.flatMap((r, i) => {
    const link = links.get(r.attachId);
    return link ? [{ id: r.id, link, originalName: files[i]?.originalName ?? '' }] : [];
  });
};

export { voucherFileOf };
