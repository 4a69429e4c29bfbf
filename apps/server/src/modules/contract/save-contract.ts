import { formatDate, inputRefusal, parseDateTime } from '@kc/domain';
import {
  type ContractInfo,
  type contractPayload,
  type DetailForm,
  hasOwnBank,
  isSigningDateAllowed,
  productRowsProblem,
  contractRefusals as refuse,
  signingDateTime,
} from '@kc/domain/contract/contract';
import {
  contractFees,
  contractPayment,
  isTotalWithinLimit,
  ProportionType,
  rowBasis,
  sameFigure,
  samePayment,
} from '@kc/domain/contract/fees';
import {
  CompanyType,
  type ContractParty,
  canAct,
  contractMachine,
  contractMoveOf,
  draftOwner,
  draftStatusOf,
  otherParty,
  ProductForm,
  partyOfCompanyType,
} from '@kc/domain/contract/status';
import { MaterialStatus } from '@kc/domain/goods/base-material';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { createdBy } from '../../platform/db/stamps';
import { type Actor, transition } from '../../platform/state/transition';
import { assertOwnEnterpriseApproved } from '../enterprise';
import { findMaterial } from '../goods';
import { holdReceipts } from '../receipt';
import { contract, contractDetail } from './contract.table';
import { type ContractRow, loadVisibleContract, requireParty } from './contract-access';
import { newContractVerifyToken, nextContractCode } from './contract-code';
import { letGoContractDocument, renderAfterCommit } from './contract-document';
import { normalizeRows, parseContractInfo } from './contract-form';
import { type EnterpriseCard, findEnterpriseByCode, findEnterpriseCard } from './contract-lookups';
import { proportionConfigInForce } from './contract-proportion';
import { findContractTemplate, templateServes } from './contract-template-lookup';

export type SaveMode = 'stash' | 'submit';
/** The payload as the route's schema parsed it (spec 2 §3 Submit payload). */
export type SavePayload = z.infer<typeof contractPayload>;

const idOf = (party: ContractParty) => (party === 'shipper' ? 'shipperId' : 'buyerId');
const enterpriseKey = (party: ContractParty) => (party === 'shipper' ? 'shipperEnterprise' : 'buyerEnterprise');

/**
 * spec 2 §5 Contract terms form: the counterparty is required, must exist, must not be the user's own enterprise
 * and must be approved. Once the contract has been submitted its parties are fixed: the stored counterparty stands.
 */
const resolveCounterparty = async (
  db: DbOrTx,
  p: Principal,
  form: DetailForm,
  side: ContractParty,
  existing: ContractRow | undefined,
): Promise<EnterpriseCard> => {
  const other = otherParty(side);
  const fixedId = existing && draftOwner(existing.status) === null ? existing[idOf(other)] : null;
  const namedId = fixedId ?? form[enterpriseKey(other)]?.id ?? null;
  let found: EnterpriseCard | undefined;
  if (namedId) found = await findEnterpriseCard(db, p.tenantId, namedId);
  else if (form.searchCode) found = await findEnterpriseByCode(db, p.tenantId, form.searchCode);
  else throw refuse.selectEnterprise();
  if (!found) throw refuse.counterpartyNotFound();
  if (found.id === p.postId) throw refuse.sameEnterprise();
  if (!found.approved) throw refuse.counterpartyNotApproved();
  return found;
};

/** What the terms say of the platform's configuration (detailForm.proportionConfig, spec 2 §3). */
const configOfForm = (c: Awaited<ReturnType<typeof proportionConfigInForce>>) => ({
  enterprise: c.enterprise,
  proportionType: c.proportionType,
  saleRate: c.saleRate,
  bankName: c.bankName,
  account: c.account,
  proportionRate: c.proportionRate,
  proportionWeight: c.proportionWeight,
});

/** The rate the fee was computed with: percent of the amount (type 0), per unit (type 1), none (type 2). */
const appliedRate = (c: Awaited<ReturnType<typeof proportionConfigInForce>>) =>
  c.proportionType === ProportionType.byAmount
    ? c.proportionRate
    : c.proportionType === ProportionType.byWeight
      ? c.proportionWeight
      : '0';

/**
 * stash and submit (spec 2 §3 Submit payload, §5, §6): validates the wizard's form with the spec's messages, checks
 * it against the database (the user's approved enterprise and side, the category and its pricing mode, the
 * template, the receipts or listings, the counterparty, the signing date), recomputes every figure and refuses a
 * payload whose figures differ, then creates or updates the contract and moves it:
 * - stash: a new contract is created at the drafter's draft status (8 supplier, 9 demander); a draft is saved
 *   by its drafter only;
 * - submit: a new contract is created and submitted at once; an existing one is submitted from every status the
 *   caller may submit at (its own draft, or 10/11/12/13/19 when the other side changes the terms), to 10 or 11.
 * Receipts are held for the contract inside the same transaction (a receipt in another live process is refused);
 * the document is refreshed in the same transaction too. Answers the row as it stands after the move.
 */
export const saveContract = async (
  ctx: AppContext,
  p: Principal,
  body: SavePayload,
  mode: SaveMode,
): Promise<ContractRow> => {
  if (!p.postId) throw refuse.noEnterprise();
  const postId = p.postId;
  await assertOwnEnterpriseApproved(ctx.db, p);
  const info = parseContractInfo(body.contractInfo);

  // The caller's side: on a new contract the form's companyType (0: the user's company is the supplier); on an
  // existing one its place on the contract, and the initiator's companyType stays as it was.
  let existing: ContractRow | undefined;
  let side: ContractParty;
  if (body.id) {
    const v = requireParty(await loadVisibleContract(ctx.db, p, body.id));
    if (!canAct(mode, v.row.status, v.party)) throw refuse.cannotEdit();
    existing = v.row;
    side = v.party;
  } else {
    side = partyOfCompanyType(info.companyType);
  }
  const companyType = existing ? existing.companyType : info.companyType;
  // spec 2 §5: a contract the demander starts is over custom goods only.
  if (companyType === CompanyType.buyer && info.productForm !== ProductForm.custom) throw refuse.demanderCustomOnly();

  const material = await findMaterial(ctx.db, p.tenantId, info.materialSelect.id);
  if (!material || material.status === MaterialStatus.disabled) throw refuse.categoryUnavailable();
  const pricingMode = material.pricingMode;
  const template = await findContractTemplate(ctx.db, p.tenantId, info.templateSelect.id);
  if (!template || !templateServes(template, material.id)) throw refuse.templateUnavailable();

  const problem = productRowsProblem(info.productForm, pricingMode, info.products);
  if (problem) throw inputRefusal(problem, 'contract', refuse.invalidForm);

  const form = info.detailForm;
  const counterparty = await resolveCounterparty(ctx.db, p, form, side, existing);
  const parties =
    side === 'shipper'
      ? { shipperId: postId, buyerId: counterparty.id }
      : { shipperId: counterparty.id, buyerId: postId };
  const today = formatDate(new Date())!;
  if (!isSigningDateAllowed(form.signingDate, today)) throw refuse.signingDateRange();

  const normalized = await normalizeRows(
    ctx.db,
    {
      tenantId: p.tenantId,
      shipperId: parties.shipperId,
      materialId: material.id,
      productForm: info.productForm,
      pricingMode,
    },
    info.products,
  );

  const config = await proportionConfigInForce(ctx.db, p.tenantId);
  const fees = contractFees({
    rows: normalized.rows,
    pricingMode,
    config,
    shipperProportionRate: form.shipperProportionRate,
    buyerProportionRate: form.buyerProportionRate,
  });
  if (!isTotalWithinLimit(fees.totalAmount)) throw refuse.totalTooLarge();
  if (!sameFigure(body.totalAmount, fees.totalAmount)) throw refuse.amountMismatch();
  if (
    !sameFigure(body.platformServiceAmount, fees.platformServiceAmount) ||
    !sameFigure(body.shipperServiceAmount, fees.shipperServiceAmount) ||
    !sameFigure(body.buyerServiceAmount, fees.buyerServiceAmount)
  ) {
    throw refuse.feeMismatch();
  }
  // spec 2 §3: the down payment and the balance are money of the total, not figures a client chooses.
  const payment = contractPayment(fees.totalAmount, form.downpaymentRate);
  if (!samePayment(form, payment)) throw refuse.paymentMismatch();
  // A side sends its terms to the other with its own bank and account (spec 2 §5), as it confirms them.
  if (mode === 'submit' && !hasOwnBank(form, side)) throw refuse.ownBankMissing('提交');

  // Each side keeps the other side's bank fields and deputy as that side wrote them (spec 2 §5: editable for
  // one's own side only).
  const stored = (existing?.contractInfo as ContractInfo | undefined)?.detailForm;
  const ownFields = (party: ContractParty, from: Partial<DetailForm> | undefined) =>
    party === 'shipper'
      ? {
          shipperBankName: from?.shipperBankName ?? null,
          shipperBankAccount: from?.shipperBankAccount ?? null,
          shipperDeputy: from?.shipperDeputy ?? null,
        }
      : {
          buyerBankName: from?.buyerBankName ?? null,
          buyerBankAccount: from?.buyerBankAccount ?? null,
          buyerDeputy: from?.buyerDeputy ?? null,
        };

  const own = await findEnterpriseCard(ctx.db, p.tenantId, postId);
  const card = (e: EnterpriseCard | undefined) => (e ? { id: e.id, name: e.name, code: e.code } : null);
  const signingDate = signingDateTime(form.signingDate);
  const storedForm = {
    ...form,
    signingDate,
    shipperEnterprise: card(side === 'shipper' ? own : counterparty),
    buyerEnterprise: card(side === 'buyer' ? own : counterparty),
    searchCode: counterparty.code || form.searchCode,
    ...ownFields(side, form),
    ...ownFields(otherParty(side), stored),
    // The figures the server computed (spec 2 §3 detailForm), never the client's.
    downpaymentTotal: payment.downpaymentTotal,
    paymentTotal: payment.paymentTotal,
    proportionConfig: configOfForm(config),
    proportionRate: config.proportionRate,
    proportionTotal: fees.platformServiceAmount,
    shipperProportionTotal: fees.shipperServiceAmount,
    buyerProportionTotal: fees.buyerServiceAmount,
    weightTotal: fees.weightTotal,
  };
  const storedInfo: ContractInfo = {
    ...info,
    companyType: companyType as ContractInfo['companyType'],
    materialSelect: { id: material.id, name: material.name, pricingMode },
    templateSelect: { id: template.id, name: template.name },
    warehouseUnitId: normalized.warehouseIds.length === 1 ? normalized.warehouseIds[0]! : info.warehouseUnitId,
    products: normalized.rows,
    detailForm: storedForm,
  };

  const values = {
    companyType,
    materialId: material.id,
    materialName: material.name,
    pricingMode,
    templateId: template.id,
    templateName: template.name,
    productForm: info.productForm,
    warehouseUnitId: storedInfo.warehouseUnitId ?? null,
    ...parties,
    totalAmount: fees.totalAmount,
    weightTotal: fees.weightTotal,
    proportionConfig: { ...config },
    platformProportion: appliedRate(config),
    platformServiceAmount: fees.platformServiceAmount,
    shipperProportionRate: form.shipperProportionRate,
    buyerProportionRate: form.buyerProportionRate,
    shipperServiceAmount: fees.shipperServiceAmount,
    buyerServiceAmount: fees.buyerServiceAmount,
    shipperServiceStatus: fees.shipperServiceStatus,
    buyerServiceStatus: fees.buyerServiceStatus,
    goodsMoneyStatus: 0,
    signingDate: parseDateTime(signingDate),
    signingAddress: form.signingAddress,
    contractInfo: storedInfo,
  };
  const details = normalized.rows.map((r, i) => ({
    sort: i + 1,
    billId: r.billId,
    billCode: r.billCode,
    goodsId: r.goodsId,
    name: r.name,
    totalQuantity: rowBasis(r, pricingMode).toFixed(),
    price: r.price!,
    totalAmount: r.totalPrice!,
    goodsInfo: r as unknown as Record<string, unknown>,
  }));
  const actor: Actor = { userId: p.userId, postId, tenantId: p.tenantId };

  const saved = await ctx.db.transaction(async (tx) => {
    let row: ContractRow;
    if (!existing) {
      const draft = draftStatusOf(side);
      const [created] = await tx
        .insert(contract)
        .values({
          ...values,
          tenantId: p.tenantId,
          code: await nextContractCode(tx, p.tenantId, new Date()),
          initiatorId: postId,
          status: draft,
          verifyToken: newContractVerifyToken(),
          ...createdBy(p),
        })
        .returning();
      row = created!;
      await appendAuditEvent(tx, {
        tenantId: p.tenantId,
        objectType: 'contract',
        objectId: row.id,
        action: 'create',
        toStatus: draft,
        actorId: p.userId,
        actorEnterpriseId: postId,
        payload: { code: row.code, totalAmount: row.totalAmount },
      });
      if (mode === 'submit') {
        row = await transition(tx, {
          table: contract,
          id: row.id,
          machine: contractMachine,
          move: contractMoveOf('submit', side),
          action: 'submit',
          from: draft,
          actor,
          payload: { code: row.code, totalAmount: row.totalAmount },
        });
      }
    } else {
      row = await transition(tx, {
        table: contract,
        id: existing.id,
        machine: contractMachine,
        move: contractMoveOf(mode, side),
        action: mode,
        from: existing.status,
        actor,
        set: values,
        payload: { code: existing.code, totalAmount: values.totalAmount },
        message: refuse.statusChanged().message,
      });
      await tx.delete(contractDetail).where(eq(contractDetail.contractId, row.id));
    }
    await tx.insert(contractDetail).values(details.map((d) => ({ ...d, contractId: row.id })));
    // ARCHITECTURE §11: the contract holds exactly its receipts (none unless over receipts); the database decides.
    const held = await holdReceipts(tx, {
      tenantId: p.tenantId,
      billIds: normalized.billIds,
      process: 'contract',
      processId: row.id,
    });
    if (held.length) {
      const code = normalized.rows.find((r) => r.billId === held[0]!.billId)?.billCode ?? held[0]!.billId;
      throw refuse.receiptReserved(code);
    }
    await letGoContractDocument(tx, row);
    return row;
  });
  await renderAfterCommit(ctx, saved.id, actor);
  return saved;
};
