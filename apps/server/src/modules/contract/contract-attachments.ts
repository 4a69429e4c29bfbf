import { formatDateTime } from '@kc/domain';
import { contractRefusals as refuse } from '@kc/domain/contract/contract';
import { CompanyType, type ContractParty } from '@kc/domain/contract/status';
import { asc, eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { attachToOwner } from '../../platform/files/attachment.service';
import { attachment } from '../../platform/files/attachment.table';
import { contractAttach } from './contract.table';
import {
  CONTRACT_ATTACH_OWNER,
  findContract,
  loadVisibleContract,
  requireParty,
  visibilityOf,
} from './contract-access';
import { announceContract } from './contract-events';

/** `side` of kc_contract_attach: the party's companyType (0 supplier, 1 demander). */
const sideOf = (party: ContractParty) => CompanyType[party];
const partyOfSide = (side: number): ContractParty => (side === CompanyType.buyer ? 'buyer' : 'shipper');

/** spec 2 §5 Attachments: a contract attachment is an image (jpg, jpeg, png) or a PDF, by its sniffed type. */
const ATTACH_MIMES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

type AttachmentView = { id: string; attachId: string; link: string; originalName: string; createTime: string | null };

const attachmentsOf = async (ctx: AppContext, p: Principal, contractId: string) => {
  const rows = await ctx.db
    .select({
      id: contractAttach.id,
      attachId: contractAttach.attachId,
      side: contractAttach.side,
      originalName: attachment.originalName,
      createTime: contractAttach.createTime,
    })
    .from(contractAttach)
    .innerJoin(attachment, eq(attachment.id, contractAttach.attachId))
    .where(eq(contractAttach.contractId, contractId))
    .orderBy(asc(contractAttach.createTime), asc(contractAttach.id));
  const links = await ctx.files.linksFor(
    p,
    rows.map((r) => r.attachId),
  );
  const lists: Record<ContractParty, AttachmentView[]> = { shipper: [], buyer: [] };
  for (const r of rows) {
    const link = links.get(r.attachId);
    if (!link) continue;
    lists[partyOfSide(r.side)].push({
      id: r.id,
      attachId: r.attachId,
      link,
      originalName: r.originalName,
      createTime: formatDateTime(r.createTime),
    });
  }
  return lists;
};

/** spec 2 §7 fullAttachListByContractId: both parties' attachments of a contract the caller sees. */
export const fullAttachList = async (ctx: AppContext, p: Principal, contractId: string) => {
  await loadVisibleContract(ctx.db, p, contractId);
  return attachmentsOf(ctx, p, contractId);
};

/** spec 2 §7 attachListByContractId: the caller's own side's attachments (none for the platform, no side). */
export const ownAttachList = async (ctx: AppContext, p: Principal, contractId: string) => {
  const v = await loadVisibleContract(ctx.db, p, contractId);
  if (!v.party) return [];
  return (await attachmentsOf(ctx, p, contractId))[v.party];
};

/**
 * spec 2 §6 insert: a party adds an attachment to its own side. The file must be one the caller (or the caller's
 * enterprise) uploaded and no record holds yet, and a jpg, png or pdf by its content; it becomes held by the
 * attachment row, so the contract's parties and the platform see it. Audited as 'attach-add'.
 */
export const insertContractAttach = async (
  ctx: AppContext,
  p: Principal,
  input: { contractId: string; attachId: string },
) => {
  const { row, party } = requireParty(await loadVisibleContract(ctx.db, p, input.contractId));
  const file = await ctx.files.find(input.attachId);
  const uploadedByCaller =
    file != null && (file.uploaderId === p.userId || (p.postId != null && file.uploaderEnterpriseId === p.postId));
  if (!file || !uploadedByCaller || file.tenantId !== p.tenantId || file.ownerId != null) throw refuse.attachNotFound();
  if (!ATTACH_MIMES.has(file.mime)) throw refuse.attachKind();
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(contractAttach)
      .values({
        contractId: row.id,
        attachId: file.id,
        side: sideOf(party),
        enterpriseId: p.postId!,
        createUser: p.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw refuse.attachNotFound();
    const attached = await attachToOwner(tx, [file.id], CONTRACT_ATTACH_OWNER, created.id, p);
    if (attached.length !== 1) throw refuse.attachNotFound();
    await appendAuditEvent(tx, {
      tenantId: row.tenantId,
      objectType: 'contract',
      objectId: row.id,
      action: 'attach-add',
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { attachId: file.id, originalName: file.originalName, side: party },
    });
    return created.id;
  });
  await announceContract(ctx, row.id);
  return id;
};

/** spec 2 §6 delete: a party removes one of its own side's attachments (the other side's: 403). Audited. */
export const deleteContractAttach = async (ctx: AppContext, p: Principal, id: string) => {
  const [found] = await ctx.db.select().from(contractAttach).where(eq(contractAttach.id, id)).limit(1);
  if (!found) throw refuse.attachNotFound();
  const row = await findContract(ctx.db, found.contractId);
  const v = row ? visibilityOf(p, row) : null;
  if (!v) throw refuse.attachNotFound();
  const { party } = requireParty(v);
  if (partyOfSide(found.side) !== party) throw refuse.attachNotOwnSide();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(contractAttach).where(eq(contractAttach.id, found.id));
    await appendAuditEvent(tx, {
      tenantId: v.row.tenantId,
      objectType: 'contract',
      objectId: v.row.id,
      action: 'attach-remove',
      actorId: p.userId,
      actorEnterpriseId: p.postId,
      payload: { attachId: found.attachId, side: party },
    });
  });
  await announceContract(ctx, v.row.id);
};

/** The attachment row's contract, for the file owner resolver (the attachment is seen as its contract is). */
export const contractOfAttach = async (db: DbOrTx, attachRowId: string) =>
  (
    await db
      .select({ contractId: contractAttach.contractId })
      .from(contractAttach)
      .where(eq(contractAttach.id, attachRowId))
      .limit(1)
  )[0]?.contractId;
