import { formatDateTime, offsetOf, type PageQuery, parseDateTime, toPage } from '@kc/domain';
import type { ContractDetail, ContractListQuery, ContractRecord } from '@kc/domain/contract/contract';
import {
  allowedActions,
  type ContractParty,
  contractProgress,
  contractStatusLabel,
  contractSteps,
  partyOf,
} from '@kc/domain/contract/status';
import { TradePayStatus } from '@kc/domain/payment/payment';
import { transferFinished } from '@kc/domain/transfer/transfer';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { isPlatformOperator } from '../../platform/access/party';
import type { Principal } from '../../platform/auth/principal';
import type { DbOrTx } from '../../platform/db/client';
import { escapeLike } from '../../platform/db/like';
import { enterpriseNames, enterprisesNamedSql } from '../enterprise';
import { contract, contractDetail } from './contract.table';
import { type ContractRow, type VisibleContract, visibleContracts } from './contract-access';

/** The public verification page of a contract (the document's QR code opens it). */
export const contractVerifyPath = (token: string) => `/contract/verify/${token}`;

const DAY_MS = 86_400_000;

/**
 * A party's offline voucher waits for the platform's confirmation (spec 3 §4 trade pay 20): the platform's queue.
 * Written as kc_contract_offline_pending_idx's predicate, constants inline, so the planner reads that index.
 */
const offlineVoucherWaiting = sql`(${contract.shipperTradePayStatus} = ${sql.raw(String(TradePayStatus.paidOffline))} or ${contract.buyerTradePayStatus} = ${sql.raw(String(TradePayStatus.paidOffline))})`;

/**
 * The filters of contract/page and contract/list on top of the visibility scope: code contains; the counterparty's
 * name contains (for the platform either party's); status; createTime from startDate to endDate inclusive
 * (Shanghai dates); offlinePending 1, a voucher waiting for the platform (within the caller's scope: a party sees
 * only its own contracts so filtered).
 */
export const contractListWhere = (p: Principal, q: Omit<ContractListQuery, keyof PageQuery>): SQL => {
  const named = q.enterpriseName ? enterprisesNamedSql(p.tenantId, q.enterpriseName) : undefined;
  let byName: SQL | undefined;
  if (named) {
    const postId = p.postId;
    if (isPlatformOperator(p))
      byName = or(sql`${contract.shipperId} in ${named}`, sql`${contract.buyerId} in ${named}`);
    else if (postId)
      byName = or(
        and(eq(contract.shipperId, postId), sql`${contract.buyerId} in ${named}`),
        and(eq(contract.buyerId, postId), sql`${contract.shipperId} in ${named}`),
      );
    else byName = sql`false`;
  }
  const start = q.startDate ? parseDateTime(q.startDate) : null;
  const end = q.endDate ? parseDateTime(q.endDate) : null;
  return and(
    visibleContracts(p),
    q.code ? ilike(contract.code, `%${escapeLike(q.code)}%`) : undefined,
    q.status != null ? eq(contract.status, q.status) : undefined,
    byName,
    q.offlinePending === 1 ? offlineVoucherWaiting : undefined,
    start ? gte(contract.createTime, start) : undefined,
    end ? lt(contract.createTime, new Date(end.getTime() + DAY_MS)) : undefined,
  )!;
};

/** The columns a list row needs (not the form: a list never reads contractInfo). */
const recordColumns = {
  id: contract.id,
  code: contract.code,
  status: contract.status,
  companyType: contract.companyType,
  productForm: contract.productForm,
  materialId: contract.materialId,
  materialName: contract.materialName,
  pricingMode: contract.pricingMode,
  templateId: contract.templateId,
  templateName: contract.templateName,
  shipperId: contract.shipperId,
  buyerId: contract.buyerId,
  totalAmount: contract.totalAmount,
  platformServiceAmount: contract.platformServiceAmount,
  shipperServiceAmount: contract.shipperServiceAmount,
  buyerServiceAmount: contract.buyerServiceAmount,
  shipperServiceStatus: contract.shipperServiceStatus,
  buyerServiceStatus: contract.buyerServiceStatus,
  shipperTradePayStatus: contract.shipperTradePayStatus,
  buyerTradePayStatus: contract.buyerTradePayStatus,
  goodsMoneyStatus: contract.goodsMoneyStatus,
  invoiceStatus: contract.invoiceStatus,
  auditStatus: contract.auditStatus,
  transferStatus: contract.transferStatus,
  signingDate: contract.signingDate,
  signingAddress: contract.signingAddress,
  effectiveTime: contract.effectiveTime,
  createTime: contract.createTime,
  updateTime: contract.updateTime,
};
type RecordRow = Pick<ContractRow, keyof typeof recordColumns>;

/** A list row as the API answers it, with the caller's side and what the caller may do now. */
export const toContractRecord = (
  r: RecordRow,
  names: Map<string, string>,
  party: ContractParty | null,
): ContractRecord => {
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    statusName: contractStatusLabel(r.status),
    companyType: r.companyType,
    productForm: r.productForm,
    materialId: r.materialId,
    materialName: r.materialName,
    pricingMode: r.pricingMode,
    templateId: r.templateId,
    templateName: r.templateName,
    shipperId: r.shipperId,
    shipperName: nameOf(r.shipperId),
    buyerId: r.buyerId,
    buyerName: nameOf(r.buyerId),
    totalAmount: r.totalAmount,
    platformServiceAmount: r.platformServiceAmount,
    shipperServiceAmount: r.shipperServiceAmount,
    buyerServiceAmount: r.buyerServiceAmount,
    shipperServiceStatus: r.shipperServiceStatus,
    buyerServiceStatus: r.buyerServiceStatus,
    shipperTradePayStatus: r.shipperTradePayStatus,
    buyerTradePayStatus: r.buyerTradePayStatus,
    goodsMoneyStatus: r.goodsMoneyStatus,
    invoiceStatus: r.invoiceStatus,
    auditStatus: r.auditStatus,
    transferStatus: r.transferStatus,
    signingDate: formatDateTime(r.signingDate),
    signingAddress: r.signingAddress,
    effectiveTime: formatDateTime(r.effectiveTime),
    createTime: formatDateTime(r.createTime),
    updateTime: formatDateTime(r.updateTime),
    myParty: party,
    actions: allowedActions(r.status, party),
  };
};

/**
 * spec 2 §2 contract lists: newest first. Reads kc_contract alone (the parties' names come after, for the page's
 * rows only); index-backed (contract.test.ts reads the plans, the benchmark times it over 10,000 contracts).
 */
export const contractsQuery = (db: DbOrTx, where: SQL, page: PageQuery) =>
  db
    .select(recordColumns)
    .from(contract)
    .where(where)
    .orderBy(desc(contract.createTime), desc(contract.id))
    .limit(page.size)
    .offset(offsetOf(page));

/** The unpaged list stops here: a screen that needs more pages through contract/page. */
export const CONTRACT_LIST_LIMIT = 1000;

const toRecords = async (db: DbOrTx, p: Principal, rows: RecordRow[]) => {
  const names = await partyNames(
    db,
    rows.flatMap((r) => [r.shipperId, r.buyerId]),
  );
  return rows.map((r) => toContractRecord(r, names, partyOf(r, p.postId)));
};

export const pageContracts = async (db: DbOrTx, p: Principal, q: ContractListQuery) => {
  const where = contractListWhere(p, q);
  const [rows, [total]] = await Promise.all([
    contractsQuery(db, where, q),
    db.select({ n: count() }).from(contract).where(where),
  ]);
  return toPage(await toRecords(db, p, rows), total?.n ?? 0, q.current, q.size);
};

export const listContracts = async (db: DbOrTx, p: Principal, q: Omit<ContractListQuery, keyof PageQuery>) =>
  toRecords(db, p, await contractsQuery(db, contractListWhere(p, q), { current: 1, size: CONTRACT_LIST_LIMIT }));

export const contractRows = (db: DbOrTx, contractId: string) =>
  db
    .select()
    .from(contractDetail)
    .where(eq(contractDetail.contractId, contractId))
    .orderBy(asc(contractDetail.sort), asc(contractDetail.id));

const partyNames = (db: DbOrTx, ids: (string | null)[]) => enterpriseNames(db, ids);

/** spec 2 §2 Contract detail: the record, the whole form, the rows, the document and the progress. */
export const contractDetailOf = async (
  db: DbOrTx,
  v: VisibleContract,
  fileLink: (fileId: string | null) => Promise<string | null>,
): Promise<ContractDetail> => {
  const r = v.row;
  const [rows, names, link] = await Promise.all([
    contractRows(db, r.id),
    partyNames(db, [r.shipperId, r.buyerId]),
    fileLink(r.fileId),
  ]);
  const record = toContractRecord(r, names, v.party);
  return {
    ...record,
    warehouseUnitId: r.warehouseUnitId,
    platformProportion: r.platformProportion,
    contractInfo: JSON.stringify(r.contractInfo),
    contractDetails: rows.map((d) => ({
      id: d.id,
      billId: d.billId,
      billCode: d.billCode,
      goodsId: d.goodsId,
      name: d.name,
      totalQuantity: d.totalQuantity,
      price: d.price,
      totalAmount: d.totalAmount,
      goodsInfo: JSON.stringify(d.goodsInfo),
    })),
    contractFile: link,
    fileSha256: r.fileSha256,
    verifyPath: contractVerifyPath(r.verifyToken),
    shipperSignTime: formatDateTime(r.shipperSignTime),
    buyerSignTime: formatDateTime(r.buyerSignTime),
    // Step 4 once the platform passed the transfer, step 5 once it is complete (transferStatus 1, spec 2 §4).
    progress: contractProgress({
      status: r.status,
      productForm: r.productForm,
      auditStatus: r.auditStatus,
      hasTransferRecords: transferFinished(r.transferStatus),
    }),
    steps: contractSteps(r.productForm),
  };
};
