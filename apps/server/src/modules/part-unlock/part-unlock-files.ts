import type { PartUnlockFile } from '@kc/domain/part-unlock/answers';
import { PART_UNLOCK_IMAGE_MIMES, partUnlockRefusals as refuse } from '@kc/domain/part-unlock/part-unlock';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { attachToOwner } from '../../platform/files/attachment.service';

/** The owner type of a record's images in kc_attach (owner id: the kc_part_unlock row). */
export const PART_UNLOCK_FILE_OWNER = 'part-unlock';

/**
 * spec 3 §5, §9: the images a caller names (applyFile, noticeFile, confirmFile) are checked server side: each an
 * attachment of this tenant the caller (or its enterprise) uploaded, held by nothing yet or already by this record
 * (else 400 fileMissing), and a jpg/jpeg/png by its sniffed type (else 400 '上传文件只能是 jpg、jpeg、png!').
 * Outside the transaction: the attachment service reads with the pool.
 */
export const checkImages = async (ctx: AppContext, p: Principal, ids: readonly string[], recordId?: string) => {
  for (const id of new Set(ids)) {
    const file = await ctx.files.find(id);
    const heldHere = file?.ownerType === PART_UNLOCK_FILE_OWNER && recordId != null && file.ownerId === recordId;
    const uploadedByCaller =
      file != null && (file.uploaderId === p.userId || (p.postId != null && file.uploaderEnterpriseId === p.postId));
    if (!file || file.tenantId !== p.tenantId || !(heldHere || (uploadedByCaller && file.ownerId == null)))
      throw refuse.fileMissing();
    if (!PART_UNLOCK_IMAGE_MIMES.includes(file.mime)) throw refuse.fileType();
  }
};

/** The checked images become the record's (its resolver decides who sees them); in the caller's transaction. */
export const attachImages = async (tx: DbOrTx, p: Principal, ids: readonly string[], recordId: string) => {
  const unique = [...new Set(ids)];
  const attached = await attachToOwner(tx, unique, PART_UNLOCK_FILE_OWNER, recordId, p);
  if (attached.length !== unique.length) throw refuse.fileMissing();
};

/** The images of a group with their names and the caller's signed links. */
export const filesOf = async (ctx: AppContext, p: Principal, ids: readonly string[]): Promise<PartUnlockFile[]> => {
  if (ids.length === 0) return [];
  const links = await ctx.files.linksFor(p, ids);
  const out: PartUnlockFile[] = [];
  for (const id of ids) {
    const row = await ctx.files.find(id);
    out.push({ id, name: row?.originalName ?? '', url: links.get(id) ?? null });
  }
  return out;
};
