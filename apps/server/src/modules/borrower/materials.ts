import type { BorrowerMaterialsAnswer, MaterialFile } from '@kc/domain/borrower/answers';
import type { MaterialsSubmitBody } from '@kc/domain/borrower/borrower';
import { BORROWER_MATERIAL_KINDS, type BorrowerMaterials } from '@kc/domain/borrower/status';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { hidesShipper } from './borrower.repo';
import { borrowerMaterials } from './borrower.table';
import { assertActingShipper, findVisibleBorrower } from './borrower-access';
import { attachFiles, checkFiles, FILE_RULES } from './borrower-files';

/**
 * Borrower materials (影像资料, spec 1 §3, §5): the 18 kinds, each a list of files (5 MB each; jpg jpeg png bmp webp
 * svg doc docx pdf; at most 999). Seen by whoever sees the borrower; kept by the borrower's shipper (fileupload).
 * The files are held by the borrower (owner type 'borrower-material', owner id the borrower's).
 */
const materialsOf = async (ctx: AppContext, borrowerId: string) => {
  const [row] = await ctx.db
    .select()
    .from(borrowerMaterials)
    .where(eq(borrowerMaterials.borrowerId, borrowerId))
    .limit(1);
  return row;
};

const answerOf = async (
  ctx: AppContext,
  p: Principal,
  borrowerId: string,
  shipperId: string,
  materials: BorrowerMaterials,
): Promise<BorrowerMaterialsAnswer> => {
  const all = BORROWER_MATERIAL_KINDS.flatMap(([k]) => materials[k] ?? []);
  const links = await ctx.files.linksFor(p, all);
  const fileOf = async (id: string): Promise<MaterialFile> => {
    const row = await ctx.files.find(id);
    return { id, name: row?.originalName ?? '', size: row?.size ?? 0, url: links.get(id) ?? null };
  };
  return {
    borrowerId,
    ...(hidesShipper(p) ? {} : { shipperId }),
    kinds: await Promise.all(
      BORROWER_MATERIAL_KINDS.map(async ([kind, label]) => ({
        kind,
        label,
        files: await Promise.all((materials[kind] ?? []).map(fileOf)),
      })),
    ),
  };
};

/** GET borrowerMaterialsGetByBorrowerId. */
export const borrowerMaterialsOf = async (ctx: AppContext, p: Principal, borrowerId: string) => {
  const b = await findVisibleBorrower(ctx.db, p, borrowerId);
  const row = await materialsOf(ctx, b.id);
  return answerOf(ctx, p, b.id, b.shipperId, row?.materials ?? {});
};

/** POST borrowerMaterialsSubmit: the kinds given replace their lists; every new file checked (type, size). */
export const submitBorrowerMaterials = async (ctx: AppContext, p: Principal, body: MaterialsSubmitBody) => {
  const b = await findVisibleBorrower(ctx.db, p, body.borrowerId);
  await assertActingShipper(ctx.db, p, b.shipperId);
  const current = (await materialsOf(ctx, b.id))?.materials ?? {};
  const next: BorrowerMaterials = { ...current };
  for (const [kind] of BORROWER_MATERIAL_KINDS) {
    const ids = body[kind];
    if (ids) next[kind] = [...new Set(ids)];
  }
  const all = BORROWER_MATERIAL_KINDS.flatMap(([k]) => next[k] ?? []);
  await checkFiles(ctx, p, all, FILE_RULES.material, b.id);
  await ctx.db.transaction(async (tx) => {
    await attachFiles(tx, p, all, FILE_RULES.material, b.id);
    await tx
      .insert(borrowerMaterials)
      .values({ tenantId: b.tenantId, borrowerId: b.id, shipperId: b.shipperId, materials: next, createUser: p.userId })
      .onConflictDoUpdate({
        target: borrowerMaterials.borrowerId,
        set: { materials: next, updateUser: p.userId, updateTime: new Date() },
      });
  });
  return answerOf(ctx, p, b.id, b.shipperId, next);
};
