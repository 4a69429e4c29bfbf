import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import type { Db, DbOrTx } from '../db/client';
import { attachment } from './attachment.table';
import type { FileLinks } from './link';
import { type FileStorage, newStorageKey } from './storage';
import type { CheckedFile } from './upload';

export type Attachment = typeof attachment.$inferSelect;

/** Who stores a file: a logged-in user, or the actor of a server-side change (e.g. a generated receipt). */
export type Uploader = Pick<Principal, 'tenantId' | 'userId'> & { postId?: string | null };

/**
 * Whether a user may see the record (of one owner type) that holds a file; registered by the module that owns
 * it. It alone decides for every role: no role sees a held file by its role alone (ARCHITECTURE §10).
 */
export type OwnerResolver = (principal: Principal, ownerId: string) => Promise<boolean>;

export const createAttachmentService = (deps: { db: Db; storage: FileStorage; links: FileLinks }) => {
  const { db, storage, links } = deps;
  const resolvers = new Map<string, OwnerResolver>();

  /**
   * Writes the bytes, then the row; a failed insert removes the bytes again (no orphan files). A module that
   * stores a file as part of its own change passes its transaction as `into` (and may name the owner at once):
   * on PGlite's one connection, writing with the pool while a transaction is open would wait for ever. The
   * uploader gets a link through `linkFor` (they see a file no record holds yet).
   */
  const store = async (
    principal: Uploader,
    file: CheckedFile,
    into: DbOrTx = db,
    owner?: { ownerType: string; ownerId: string },
  ) => {
    const storageKey = newStorageKey(file.kind);
    await storage.put(storageKey, file.bytes);
    try {
      const [row] = await into
        .insert(attachment)
        .values({
          ...owner,
          tenantId: principal.tenantId,
          storageKey,
          originalName: file.originalName,
          extension: file.ext,
          mime: file.mime,
          size: file.bytes.length,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          uploaderId: principal.userId,
          uploaderEnterpriseId: principal.postId ?? null,
        })
        .returning();
      return row!;
    } catch (error) {
      await storage.delete(storageKey).catch(() => {});
      throw error;
    }
  };

  const find = async (id: string) => (await db.select().from(attachment).where(eq(attachment.id, id)).limit(1))[0];

  /**
   * A file no record holds yet: its uploader and the uploader's enterprise. A held file: only the owning record's
   * resolver decides (an owner type without one is seen by nobody).
   */
  const canSee = async (p: Principal, row: Attachment) => {
    if (row.tenantId !== p.tenantId) return false;
    if (!row.ownerType || !row.ownerId) {
      return row.uploaderId === p.userId || (p.postId != null && row.uploaderEnterpriseId === p.postId);
    }
    const resolver = resolvers.get(row.ownerType);
    return resolver ? resolver(p, row.ownerId) : false;
  };

  /** Signed links for the files of `ids` this user may see (the others are left out): a link is a credential. */
  const linksFor = async (p: Principal, ids: readonly (string | null | undefined)[]) => {
    const wanted = [...new Set(ids.filter((id): id is string => id != null))];
    const signed = new Map<string, string>();
    if (wanted.length === 0) return signed;
    const rows = await db.select().from(attachment).where(inArray(attachment.id, wanted));
    // One resolver call per owning record, however many of its files are asked for.
    const decided = new Map<string, Promise<boolean>>();
    for (const row of rows) {
      const key = `${row.ownerType ?? ''}:${row.ownerId ?? row.id}`;
      if (!decided.has(key)) decided.set(key, canSee(p, row));
      if (await decided.get(key)) signed.set(row.id, links.sign(row.id, p));
    }
    return signed;
  };

  return {
    verify: links.verify,
    store,
    find,
    canSee,
    linksFor,
    /** The signed link of one file for this user, or null when they may not see it. */
    linkFor: async (p: Principal, id: string | null | undefined) =>
      id ? ((await linksFor(p, [id])).get(id) ?? null) : null,
    open: (row: Attachment) => storage.get(row.storageKey),
    /** The whole file in memory (seal pictures, PDFs to sign); undefined when the row or bytes are gone. */
    read: async (id: string) => {
      const row = await find(id);
      const stream = row ? await storage.get(row.storageKey) : undefined;
      return stream ? buffer(stream) : undefined;
    },
    registerOwnerResolver: (ownerType: string, resolver: OwnerResolver) => {
      if (resolvers.has(ownerType)) throw new Error(`附件归属类型 ${ownerType} 已注册`);
      resolvers.set(ownerType, resolver);
    },
  };
};

export type AttachmentService = ReturnType<typeof createAttachmentService>;

/**
 * Marks attachments as held by a business record, so that record's resolver decides who else may see them.
 * Only files not yet held by another record move; with `by`, only files that user or their enterprise uploaded,
 * whatever the role, so nobody gains a view of someone else's file by naming its id. Returns the ids attached.
 */
export const attachToOwner = async (
  db: DbOrTx,
  attachIds: readonly string[],
  ownerType: string,
  ownerId: string,
  by?: Principal,
): Promise<string[]> => {
  if (attachIds.length === 0) return [];
  const uploader = by
    ? by.postId
      ? or(eq(attachment.uploaderId, by.userId), eq(attachment.uploaderEnterpriseId, by.postId))
      : eq(attachment.uploaderId, by.userId)
    : undefined;
  const rows = await db
    .update(attachment)
    .set({ ownerType, ownerId })
    .where(
      and(
        inArray(attachment.id, [...attachIds]),
        by ? eq(attachment.tenantId, by.tenantId) : undefined,
        uploader,
        or(isNull(attachment.ownerId), and(eq(attachment.ownerType, ownerType), eq(attachment.ownerId, ownerId))),
      ),
    )
    .returning({ id: attachment.id });
  return rows.map((r) => r.id);
};
