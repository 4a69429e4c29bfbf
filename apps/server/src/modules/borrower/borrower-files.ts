import {
  borrowerMessages,
  ID_PHOTO_MIMES,
  MATERIAL_MIMES,
  borrowerRefusals as refuse,
} from '@kc/domain/borrower/borrower';
import {
  BORROWER_ID_PHOTO_MAX_BYTES,
  COBORROWER_ID_PHOTO_MAX_BYTES,
  MATERIAL_FILE_MAX_BYTES,
} from '@kc/domain/borrower/status';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { attachToOwner } from '../../platform/files/attachment.service';

/** Owner types in kc_attach: the borrower's and the co-borrower's ID photos, the borrower's materials. */
export const BORROWER_FILE_OWNER = 'borrower';
export const COBORROWER_FILE_OWNER = 'coborrower';
export const MATERIAL_FILE_OWNER = 'borrower-material';

/** What a file must be, by where it goes (spec 1 §5, §9). */
export const FILE_RULES = {
  /** borrower ID photo: jpg, jpeg or png under 4 MB */
  borrowerPhoto: {
    owner: BORROWER_FILE_OWNER,
    mimes: ID_PHOTO_MIMES as readonly string[],
    maxBytes: BORROWER_ID_PHOTO_MAX_BYTES,
    type: () => refuse.idPhotoType(),
    size: () => refuse.idPhotoSize(borrowerMessages.idPhotoSize4),
  },
  /**
   * co-borrower ID photo: the rule says 5 MB ('上传大小不能超过5MB!'), the form's hint says 3 MB. Both readings
   * exist (spec 1 §5); the server enforces the rule's 5 MB, the form shows the hint's words.
   */
  coborrowerPhoto: {
    owner: COBORROWER_FILE_OWNER,
    mimes: ID_PHOTO_MIMES as readonly string[],
    maxBytes: COBORROWER_ID_PHOTO_MAX_BYTES,
    type: () => refuse.idPhotoType(),
    size: () => refuse.idPhotoSize(borrowerMessages.idPhotoSize5),
  },
  /** materials: jpg jpeg png bmp webp svg doc docx pdf, 5 MB per file */
  material: {
    owner: MATERIAL_FILE_OWNER,
    mimes: MATERIAL_MIMES as readonly string[],
    maxBytes: MATERIAL_FILE_MAX_BYTES,
    type: () => refuse.materialType(),
    size: () => refuse.materialSize(),
  },
} as const;
export type FileRule = (typeof FILE_RULES)[keyof typeof FILE_RULES];

/**
 * The files a caller names are checked server side: each an attachment of this tenant the caller (or its
 * enterprise) uploaded and no record holds yet, or already held by this record; of an accepted type (sniffed
 * mime) and size. Outside the transaction: the attachment service reads with the pool.
 */
export const checkFiles = async (
  ctx: AppContext,
  p: Principal,
  ids: readonly (string | null | undefined)[],
  rule: FileRule,
  recordId?: string,
) => {
  for (const id of new Set(ids.filter((i): i is string => i != null))) {
    const file = await ctx.files.find(id);
    const heldHere = file?.ownerType === rule.owner && recordId != null && file.ownerId === recordId;
    const uploadedByCaller =
      file != null && (file.uploaderId === p.userId || (p.postId != null && file.uploaderEnterpriseId === p.postId));
    if (!file || file.tenantId !== p.tenantId || !(heldHere || (uploadedByCaller && file.ownerId == null)))
      throw refuse.fileMissing();
    if (!rule.mimes.includes(file.mime)) throw rule.type();
    if (file.size > rule.maxBytes) throw rule.size();
  }
};

/** The checked files become the record's (its resolver decides who sees them); in the caller's transaction. */
export const attachFiles = async (
  tx: DbOrTx,
  p: Principal,
  ids: readonly (string | null | undefined)[],
  rule: FileRule,
  recordId: string,
) => {
  const unique = [...new Set(ids.filter((i): i is string => i != null))];
  const attached = await attachToOwner(tx, unique, rule.owner, recordId, p);
  if (attached.length !== unique.length) throw refuse.fileMissing();
};
