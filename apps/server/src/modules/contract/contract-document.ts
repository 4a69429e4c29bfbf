import { formatDate } from '@kc/domain';
import { type ContractInfo, signingDateTime } from '@kc/domain/contract/contract';
import type { ContractDocumentGoodsRow, ContractDocumentInput } from '@kc/domain/contract/document';
import { moneyText, plainFigure } from '@kc/domain/contract/fees';
import { ContractStatus, contractStatusLabel, isDocumentFrozen } from '@kc/domain/contract/status';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { afterCommit } from '../../platform/db/after-commit';
import type { DbOrTx } from '../../platform/db/client';
import { serverOrigin } from '../../platform/http/origin';
import type { Actor } from '../../platform/state/transition';
import { findContractTemplate } from '../contract-template';
import { enterprisesOf } from '../enterprise';
import { unitLabels } from '../receipt';
import { contract, contractDetail, proportionConfig } from './contract.table';
import { CONTRACT_FILE_OWNER } from './contract-access';
import { renderContractPdf } from './contract-pdf';

export type ContractRow = typeof contract.$inferSelect;

/** The public verification page the contract's QR code opens. */
export const contractVerifyUrl = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/contract/verify/${encodeURIComponent(token)}`;

/** The platform fee configuration the contract was computed with, else the one in force. */
const remittanceOf = async (db: DbOrTx, c: ContractRow) => {
  const snap = c.proportionConfig as { enterprise?: { name?: string }; bankName?: string; account?: string } | null;
  if (snap?.bankName && snap.account) {
    return { accountName: snap.enterprise?.name ?? '', bankName: snap.bankName, account: snap.account };
  }
  const [row] = await db
    .select()
    .from(proportionConfig)
    .where(
      and(eq(proportionConfig.tenantId, c.tenantId), eq(proportionConfig.status, 1), eq(proportionConfig.isDeleted, 0)),
    )
    .orderBy(desc(proportionConfig.createTime))
    .limit(1);
  return { accountName: row?.enterpriseName ?? '', bankName: row?.bankName ?? '', account: row?.account ?? '' };
};

/** Everything the document prints, from the stored contract, its rows, template and parties. */
export const contractDocumentInput = async (db: DbOrTx, c: ContractRow): Promise<ContractDocumentInput> => {
  const info = c.contractInfo as ContractInfo;
  const form = info.detailForm;
  const [rows, template, parties, units, remittance] = await Promise.all([
    db.select().from(contractDetail).where(eq(contractDetail.contractId, c.id)).orderBy(asc(contractDetail.sort)),
    c.templateId ? findContractTemplate(db, c.tenantId, c.templateId, { includeRemoved: true }) : undefined,
    enterprisesOf(db, [c.shipperId, c.buyerId]),
    unitLabels(db, c.tenantId),
    remittanceOf(db, c),
  ]);
  const goods: ContractDocumentGoodsRow[] = rows.map((r) => {
    const g = r.goodsInfo as Partial<ContractInfo['products'][number]>;
    return {
      name: r.name || g.name || c.materialName,
      billCode: r.billCode,
      attrs: (g.attrs ?? []).map((a) => ({ label: a.attrName, value: a.value })),
      price: moneyText(r.price),
      weight: g.total_weight ?? null,
      weightUnit: g.weight_unit ? (units.weight.get(g.weight_unit) ?? g.weight_unit) : null,
      quantity: g.total_quantity ?? null,
      numberUnit: g.number_unit ? (units.number.get(g.number_unit) ?? g.number_unit) : null,
      totalPrice: moneyText(r.totalAmount),
    };
  });
  const shipper = parties.get(c.shipperId ?? '');
  const buyer = parties.get(c.buyerId ?? '');
  return {
    code: c.code,
    templateName: c.templateName ?? template?.name ?? '',
    shipper: { name: shipper?.name ?? form.shipperEnterprise?.name ?? '', code: shipper?.code ?? null },
    buyer: { name: buyer?.name ?? form.buyerEnterprise?.name ?? '', code: buyer?.code ?? null },
    shipperDeputy: form.shipperDeputy,
    buyerDeputy: form.buyerDeputy,
    signingAddress: c.signingAddress ?? form.signingAddress,
    signingDate: formatDate(c.signingDate) ?? signingDateTime(form.signingDate).slice(0, 10),
    pricingMode: c.pricingMode === 1 ? 1 : 0,
    rows: goods,
    totalAmount: moneyText(c.totalAmount),
    payType: form.payType,
    // The down payment and the balance are derived from the stored total and this rate when printed (clause 二),
    // so no figure of the client's form reaches the document.
    downpaymentRate: form.downpaymentRate,
    fee: {
      proportionType:
        ([0, 1, 2] as const).find(
          (t) => t === Number((c.proportionConfig as { proportionType?: number } | null)?.proportionType ?? 0),
        ) ?? 0,
      platformServiceAmount: moneyText(c.platformServiceAmount),
      shipperProportionRate: plainFigure(c.shipperProportionRate),
      shipperServiceAmount: moneyText(c.shipperServiceAmount),
      buyerProportionRate: plainFigure(c.buyerProportionRate),
      buyerServiceAmount: moneyText(c.buyerServiceAmount),
      proportionInfo: form.proportionInfo,
    },
    shipperBankName: form.shipperBankName,
    shipperBankAccount: form.shipperBankAccount,
    buyerBankName: form.buyerBankName,
    buyerBankAccount: form.buyerBankAccount,
    remittance,
    freeAgreement: form.freeAgreement,
    otherDesc: form.otherDesc,
    clauses: template?.listDetail ?? [],
  };
};

/** The stored document follows the terms until sealing begins (the render at 19 is the one both parties seal). */
const followsTerms = (status: number) => !isDocumentFrozen(status) || status === ContractStatus.bothConfirmed;

/**
 * Inside the transaction that changed the terms or the status: the stored document no longer shows them, so it is
 * let go (fileId empty) and rendered after the commit by renderContractDocument. The render (fonts, layout, a QR
 * code: the slowest part of a save) thus never runs while the contract row is locked.
 */
export const letGoContractDocument = async (tx: DbOrTx, c: Pick<ContractRow, 'id' | 'status'>): Promise<void> => {
  if (!followsTerms(c.status)) return;
  await tx.update(contract).set({ fileId: null, fileSha256: null }).where(eq(contract.id, c.id));
};

/** Another change came between the read and the store: its own render follows, this one is dropped. */
class Overtaken extends Error {}

/**
 * Renders the contract's document when it has none (after a change of terms, or a contract stored before its first
 * render) and stores it (owner 'contract'), setting fileId and fileSha256. The PDF is drawn outside any
 * transaction; the file and the contract's reference to it are written in one short transaction that holds only if
 * the contract is still the version that was drawn, so a failure or a concurrent change leaves no file behind.
 */
export const renderContractDocument = async (ctx: AppContext, contractId: string, actor: Actor): Promise<void> => {
  const [c] = await ctx.db.select().from(contract).where(eq(contract.id, contractId)).limit(1);
  if (!c || c.fileId || !followsTerms(c.status)) return;
  const input = await contractDocumentInput(ctx.db, c);
  const { pdf } = await renderContractPdf({
    ...input,
    statusName: contractStatusLabel(c.status),
    verifyUrl: contractVerifyUrl(serverOrigin(ctx.config), c.verifyToken),
  });
  try {
    await ctx.db.transaction(async (tx) => {
      const file = await ctx.files.store(
        actor,
        { originalName: `${c.code}.pdf`, bytes: Buffer.from(pdf), kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
        tx,
        { ownerType: CONTRACT_FILE_OWNER, ownerId: c.id },
      );
      const stored = await tx
        .update(contract)
        .set({ fileId: file.id, fileSha256: file.sha256 })
        .where(and(eq(contract.id, c.id), eq(contract.version, c.version), isNull(contract.fileId)))
        .returning({ id: contract.id });
      if (stored.length === 0) throw new Overtaken();
    });
  } catch (err) {
    if (!(err instanceof Overtaken)) throw err;
  }
};

/**
 * After a committed save or confirmation. A render that fails here does not undo the change the user made: the
 * contract keeps no document, and the preview and the seal (which need it) render it again and show the error there.
 */
export const renderAfterCommit = (ctx: AppContext, contractId: string, actor: Actor): Promise<void> =>
  afterCommit(ctx.db, () => renderContractDocument(ctx, contractId, actor));
