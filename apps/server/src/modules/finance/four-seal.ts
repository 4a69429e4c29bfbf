import { formatDate } from '@kc/domain';
import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { isSealReady } from '@kc/domain/enterprise/status';
import { financeRefusals as refuse } from '@kc/domain/finance/finance';
import { measureText } from '@kc/domain/shared/measure';
import { and, asc, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import type { Actor } from '../../platform/state/transition';
import { type EnterpriseSummary, enterpriseOf, liveEnterprises } from '../enterprise';
import { enterpriseCard, receiptsByIds, unitLabels } from '../receipt';
import { financingGoodsOf } from './apply-parties';
import { financeApplyBill, financeSign } from './finance.table';
import type { FinanceApplyRow } from './finance-access';
import {
  FOUR_SEALS,
  type FourAgreementSpec,
  type FourSealRole,
  fourSealPlacement,
  renderFourAgreement,
} from './four-pdf';

/** The owner type of the agreement's files (attachments). */
export const FINANCE_FOUR_OWNER = 'finance-four';

type PartyRow = EnterpriseSummary;

const partyById = (db: DbOrTx, id: string) => enterpriseOf(db, id);

/** The platform's enterprise: the tenant's oldest approved, live operator enterprise (type 7), as receipts use. */
export const platformParty = async (db: DbOrTx, tenantId: string): Promise<PartyRow | undefined> =>
  (
    await liveEnterprises(
      db,
      tenantId,
      { type: EnterpriseType.platform, approved: true },
      { order: 'oldest', limit: 1 },
    )
  )[0];

/** The enterprise whose seal a role stamps on this application's agreement. */
const partyOf = (db: DbOrTx, row: FinanceApplyRow, role: FourSealRole) =>
  role === 'platform'
    ? platformParty(db, row.tenantId)
    : partyById(db, role === 'shipper' ? row.shipperId : role === 'warehouse' ? row.warehouseId : row.bankId);

/** The role's seal ready to stamp (approved, e-sign account opened), else 409 seal_not_ready naming the party. */
export const readyFourSealer = async (db: DbOrTx, row: FinanceApplyRow, role: FourSealRole) => {
  const party = await partyOf(db, row, role);
  if (!party?.esignAccountId || !isSealReady(party)) throw refuse.sealNotReady(party?.name ?? '平台运营方');
  return { id: party.id, name: party.name, esignAccountId: party.esignAccountId };
};

const fourParty = async (db: DbOrTx, tenantId: string, party: PartyRow | undefined) => ({
  name: party?.name ?? '',
  creditCode: party?.creditCode ?? null,
  address: party ? ((await enterpriseCard(db, tenantId, party.id))?.address ?? '') : '',
});

/** Everything the agreement prints, from the application, its live receipts and the four parties. */
export const fourSpecOf = async (db: DbOrTx, row: FinanceApplyRow): Promise<FourAgreementSpec> => {
  const lines = await db
    .select()
    .from(financeApplyBill)
    .where(and(eq(financeApplyBill.applyId, row.id), eq(financeApplyBill.active, 1)))
    .orderBy(asc(financeApplyBill.sort), asc(financeApplyBill.id));
  const [bills, units, goods, shipper, bank, warehouse, platform] = await Promise.all([
    receiptsByIds(
      db,
      lines.map((l) => l.billId),
    ),
    unitLabels(db, row.tenantId),
    financingGoodsOf(db, row.tenantId, row.bankId, row.financingGoodsId),
    partyById(db, row.shipperId),
    partyById(db, row.bankId),
    partyById(db, row.warehouseId),
    platformParty(db, row.tenantId),
  ]);
  return {
    code: row.code,
    date: formatDate(row.submitTime ?? new Date())!,
    shipper: await fourParty(db, row.tenantId, shipper),
    bank: await fourParty(db, row.tenantId, bank),
    warehouse: await fourParty(db, row.tenantId, warehouse),
    platform: await fourParty(db, row.tenantId, platform),
    goodsName: goods[0]?.name ?? '',
    applyMoney: row.applyMoney,
    pledgeAmount: row.pledgeAmount,
    bills: lines.map((l) => {
      const b = bills.get(l.billId);
      return {
        code: l.billCode,
        materialName: b?.materialName ?? '',
        weight: measureText(l.totalWeight, units.weight.get(b?.weightUnit ?? '')),
        priceUnit: l.priceUnit,
        cltPlgRate: l.cltPlgRate,
        pledgeAmount: l.pledgeAmount,
      };
    }),
  };
};

export type PreparedFourSeal = {
  role: FourSealRole;
  signer: { id: string; name: string };
  pdf: Uint8Array;
  sha256: string;
};

/**
 * A party's seal on the agreement, stamped outside any transaction (the provider is slow): the supplier seals a
 * fresh rendering at submit (`fresh`), the platform and the warehouse the current file at their pass.
 */
export const prepareFourSeal = async (
  ctx: AppContext,
  row: FinanceApplyRow,
  role: FourSealRole,
  opts: { fresh: boolean },
): Promise<PreparedFourSeal> => {
  const signer = await readyFourSealer(ctx.db, row, role);
  const current = opts.fresh
    ? await renderFourAgreement(await fourSpecOf(ctx.db, { ...row, submitTime: row.submitTime ?? new Date() }))
    : row.fourFileId
      ? await ctx.files.read(row.fourFileId)
      : undefined;
  if (!current) throw refuse.fourPdfMissing();
  const pdf = new Uint8Array(current);
  const signed = await ctx.signing.signDocument({
    accountId: signer.esignAccountId,
    pdf,
    placements: await fourSealPlacement(pdf, role),
    reason: FOUR_SEALS[role].reason,
  });
  return { role, signer: { id: signer.id, name: signer.name }, pdf: signed.pdf, sha256: signed.sha256 };
};

/**
 * Stores a prepared seal in the mover's transaction: the file (owner 'finance-four'), the seal row (one per kind:
 * a second seal of the same kind loses, 409). A fresh agreement (submit) voids the earlier seals of the rejected
 * version first. Answers the columns the application takes.
 */
export const storeFourSeal = async (
  ctx: AppContext,
  tx: DbOrTx,
  row: FinanceApplyRow,
  seal: PreparedFourSeal,
  actor: Actor,
  opts: { fresh: boolean },
) => {
  if (opts.fresh)
    await tx
      .delete(financeSign)
      .where(and(eq(financeSign.applyId, row.id), eq(financeSign.applyBillId, '0'), like(financeSign.kind, 'four-%')));
  const file = await ctx.files.store(
    actor,
    { originalName: `${row.code}.pdf`, bytes: Buffer.from(seal.pdf), kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
    tx,
    { ownerType: FINANCE_FOUR_OWNER, ownerId: row.id },
  );
  const [inserted] = await tx
    .insert(financeSign)
    .values({
      applyId: row.id,
      applyBillId: '0',
      kind: FOUR_SEALS[seal.role].kind,
      enterpriseId: seal.signer.id,
      fileId: file.id,
      sha256: seal.sha256,
      actorId: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: financeSign.id });
  if (!inserted) throw refuse.statusChanged();
  return { fourFileId: file.id, fourSha256: seal.sha256 };
};
