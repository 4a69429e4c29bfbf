import {
  type ContractInfo,
  contractPdfText,
  hasOwnBank,
  contractRefusals as refuse,
} from '@kc/domain/contract/contract';
import {
  type ContractParty,
  ContractStatus,
  contractMachine,
  contractMoveOf,
  signedStatusOf,
} from '@kc/domain/contract/status';
import { isSealReady } from '@kc/domain/enterprise/status';
import { and, eq } from 'drizzle-orm';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import { type Actor, transition } from '../../platform/state/transition';
import { liveEnterprise } from '../enterprise';
import { contract, contractSign } from './contract.table';
import { CONTRACT_FILE_OWNER, type ContractRow } from './contract-access';
import { renderContractDocument } from './contract-document';
import { publishContractStatus } from './contract-events';
import { restampContractStatus } from './contract-pdf';

export type ContractSigner = { id: string; name: string; esignAccountId: string };

/** The party's enterprise with a seal ready (approved, e-sign status 1, an account), else undefined. */
export const readySealOf = async (db: DbOrTx, tenantId: string, enterpriseId: string | null) => {
  if (!enterpriseId) return undefined;
  const row = await liveEnterprise(db, tenantId, enterpriseId);
  if (!row?.esignAccountId || !isSealReady(row)) return undefined;
  return { id: row.id, name: row.name, esignAccountId: row.esignAccountId } satisfies ContractSigner;
};

/**
 * spec 2 §5 bank fields: a party seals only a document that prints its own bank and account. Checked while the
 * document can still change (19, where either side may edit the terms); once the other side has sealed (20, 21)
 * the document is frozen and a refusal could only strand the contract.
 */
export const assertOwnBankToSeal = (c: Pick<ContractRow, 'status' | 'contractInfo'>, party: ContractParty) => {
  if (c.status !== ContractStatus.bothConfirmed) return;
  if (!hasOwnBank((c.contractInfo as ContractInfo | null)?.detailForm, party)) throw refuse.ownBankMissing('签署');
};

export type SignContractInput = { contractId: string; party: ContractParty; actor: Actor };

/**
 * One party's seal on the contract (spec 2 §4, §6: anyone at 19, the supplier at 20, the demander at 21; the
 * second seal puts the contract in force). The seal is stamped on the current file outside the transaction (the
 * provider is slow and, on the embedded database, must not wait inside one); the transaction then locks the row
 * and stores the result only if the contract still stands where the seal started — same status, same file — so of
 * two seals started from one file only the first commits and the other gets 409 (its file is never referenced).
 * The file first prints the status the seal brings; file, seal row, move and audit events commit together.
 */
export const signContract = async (ctx: AppContext, input: SignContractInput) => {
  const { contractId, party, actor } = input;
  const read = async () => {
    const [row] = await ctx.db
      .select()
      .from(contract)
      .where(and(eq(contract.id, contractId), eq(contract.tenantId, actor.tenantId), eq(contract.isDeleted, 0)));
    if (!row) throw refuse.notFound();
    return row;
  };
  const first = await read();
  // The render after the last confirmation did not complete: the document both parties seal is drawn now.
  if (!first.fileId) await renderContractDocument(ctx, first.id, actor);
  const c = first.fileId ? first : await read();
  const to = signedStatusOf(c.status, party);
  if (to === null) throw refuse.cannotSign();
  assertOwnBankToSeal(c, party);
  const signer = await readySealOf(ctx.db, actor.tenantId, party === 'shipper' ? c.shipperId : c.buyerId);
  if (!signer) throw refuse.sealNotReady();
  const document = c.fileId ? await ctx.files.read(c.fileId) : undefined;
  if (!document) throw refuse.notFound();

  const restamped = await restampContractStatus(new Uint8Array(document), to);
  const place = (await sealPlacesOf(restamped))[party];
  const signed = await ctx.signing.signDocument({
    accountId: signer.esignAccountId,
    pdf: restamped,
    placements: place ? [place] : [],
    reason: contractPdfText.signReason[party],
  });

  const moved = await ctx.db.transaction(async (tx) => {
    const [now] = await tx
      .select({ status: contract.status, fileId: contract.fileId })
      .from(contract)
      .where(eq(contract.id, c.id))
      .for('update');
    if (!now || now.status !== c.status || now.fileId !== c.fileId) throw refuse.cannotSign();
    const file = await ctx.files.store(
      actor,
      {
        originalName: `${c.code}.pdf`,
        bytes: Buffer.from(signed.pdf),
        kind: 'pdf',
        ext: 'pdf',
        mime: 'application/pdf',
      },
      tx,
      { ownerType: CONTRACT_FILE_OWNER, ownerId: c.id },
    );
    const [seal] = await tx
      .insert(contractSign)
      .values({
        contractId: c.id,
        kind: party,
        enterpriseId: signer.id,
        enterpriseName: signer.name,
        fileId: file.id,
        sha256: signed.sha256,
        toStatus: to,
        actorId: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: contractSign.id });
    if (!seal) throw refuse.cannotSign();
    const at = new Date();
    const row = await transition(tx, {
      table: contract,
      id: c.id,
      machine: contractMachine,
      move: contractMoveOf('sign', party),
      action: `sign-${party}`,
      from: c.status,
      to,
      actor,
      payload: { enterpriseId: signer.id, sha256: signed.sha256 },
      set: {
        fileId: file.id,
        fileSha256: signed.sha256,
        ...(party === 'shipper' ? { shipperSignTime: at } : { buyerSignTime: at }),
        ...(to === ContractStatus.inForce ? { effectiveTime: at } : {}),
      },
      message: refuse.cannotSign().message,
    });
    if (to === ContractStatus.inForce) {
      await appendAuditEvent(tx, {
        tenantId: c.tenantId,
        objectType: 'contract',
        objectId: c.id,
        action: 'effective',
        fromStatus: to,
        toStatus: to,
        // The system puts the contract in force (operator type 50), the second seal having completed it.
        actorId: null,
        actorEnterpriseId: null,
        payload: { sha256: signed.sha256 },
      });
    }
    return row;
  });
  await publishContractStatus(ctx, moved).catch(() => {});
  return moved;
};
