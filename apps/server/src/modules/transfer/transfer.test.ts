import { ContractStatus, ServiceStatus } from '@kc/domain/contract/status';
import { GoodsMoneyStatus, TradePayStatus } from '@kc/domain/payment/payment';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { TransferAuditStatus, TransferStatus, transferMessages, transferRefusals } from '@kc/domain/transfer/transfer';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doublyValidLineages, makeReceiptContract } from '../../test/fixtures/transfer';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { file, form, png } from '../../test/uploads';
import { createUser } from '../../test/users';
import { contract } from '../contract/contract.table';
import { enterprise } from '../enterprise/enterprise.table';
import { holdReceipts, receiptHolders } from '../receipt';
import { receipt } from '../receipt/receipt.table';

const BASE = '/api/kc-flrk/ple/transfer';
const reasons = transferRefusals.reasons;

let t: TestApp;
const tok: Record<string, string> = {};

type Detail = {
  id: string;
  status: number;
  auditStatus: number;
  auditFailDescr: string | null;
  warehouseRejectDescr: string | null;
  goods: { billId: string; billStatus: number; newBillId: string | null; newBillCode: string | null }[];
  logs: { operatorType: number; operateType: string; remark: string | null }[];
  actions: Record<string, boolean>;
  fees: Record<string, string | number>;
};

const apply = (token: string, id: string, extra: object = {}) =>
  t.post(token, '/api/kc-flrk/contract/transfer', {
    id,
    freeAgreement: '仓储费过户后由买方承担',
    otherDesc: '',
    ...extra,
  });
const audit = (token: string, body: object) => t.post(token, `${BASE}/audit`, body);
const detail = (token: string, id: string) => dataOf<Detail>(t.get(token, `${BASE}/detail`, { id }));
const bills = async (ids: string[]) =>
  t.ctx.db.select().from(receipt).where(inArray(receipt.id, ids)).orderBy(receipt.id);
const sign = (token: string, id: string) => t.post(token, '/api/kc-flrk/ple/bill/sign', { id });
const contractRow = async (id: string) => (await t.ctx.db.select().from(contract).where(eq(contract.id, id)))[0]!;
/** ARCHITECTURE §11, after every step: no goods represented by two valid receipts. */
const expectOneValidPerLineage = async () => expect(await doublyValidLineages(t.ctx.db)).toEqual([]);

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['shipper', 'buyer', 'warehouse', 'platform']) tok[a] = await t.login(a);
  const [foreign] = await t.ctx.db
    .insert(enterprise)
    .values({ name: '另一家仓储公司', type: '2', code: 'T-FOREIGN-TRF', status: 1 })
    .returning({ id: enterprise.id });
  await createUser(t.ctx.db, 'wh_transfer_other', { roleAliases: ['warehouse'], postId: foreign!.id, userType: 3 });
  tok.foreign = await t.login('wh_transfer_other');
});
afterAll(async () => {
  await t?.close();
});

describe(`receipt transfer on ${process.env.TEST_DB}`, () => {
  it('only the supplier applies, for a receipt contract in force with the goods money confirmed', async () => {
    const unpaid = await makeReceiptContract(t.ctx, { count: 1, goodsMoney: false });
    expectRefusal(await apply(tok.buyer!, unpaid.contractId), 403, reasons.notSupplier);
    // A warehouse user has no contract menu at all.
    expect((await apply(tok.foreign!, unpaid.contractId)).statusCode).toBe(403);
    expectRefusal(await apply(tok.shipper!, unpaid.contractId), 409, reasons.goodsMoneyNotConfirmed);
    const view = await dataOf<{ canApply: boolean; blockedReason: string }>(
      t.get(tok.shipper, `${BASE}/byContract`, { contractId: unpaid.contractId }),
    );
    expect(view).toMatchObject({ canApply: false, blockedReason: '请先确认收到货款，再申请过户' });
    await t.ctx.db.update(contract).set({ productForm: 2 }).where(eq(contract.id, unpaid.contractId));
    expectRefusal(await apply(tok.shipper!, unpaid.contractId), 409, reasons.notReceiptContract);
    const draft = await makeReceiptContract(t.ctx, { count: 1 });
    await t.ctx.db
      .update(contract)
      .set({ status: ContractStatus.buyerConfirmed })
      .where(eq(contract.id, draft.contractId));
    expectRefusal(await apply(tok.shipper!, draft.contractId), 409, reasons.contractNotInForce);
  });

  it('shows the reviewer both parties’ platform fee payments and the goods money it is asked to check', async () => {
    const c = await makeReceiptContract(t.ctx, { count: 1 });
    // The buyer pays its share offline: the voucher waits for the platform's confirmation.
    const upload = await t.as(tok.buyer, {
      method: 'POST',
      url: '/api/kc-resource/oss/endpoint/put-file-attach',
      ...form(file('回单.png', png(31))),
    });
    const attachId = (await dataOf<{ attachId: string }>(upload)).attachId;
    await dataOf(t.post(tok.buyer, '/api/kc-flrk/contract/insertVoucher', { id: c.contractId, attachId }));
    const applied = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    const row = await contractRow(c.contractId);
    const fees = {
      shipperServiceAmount: row.shipperServiceAmount,
      shipperServiceStatus: ServiceStatus.unpaid,
      shipperTradePayStatus: TradePayStatus.unpaid,
      buyerServiceAmount: row.buyerServiceAmount,
      buyerServiceStatus: ServiceStatus.unpaid,
      buyerTradePayStatus: TradePayStatus.paidOffline,
      goodsMoneyStatus: GoodsMoneyStatus.confirmed,
    };
    expect(Number(row.buyerServiceAmount)).toBeGreaterThan(0);
    expect((await detail(tok.platform!, applied.id)).fees).toEqual(fees);
    // The parties see the same heads.
    expect((await detail(tok.warehouse!, applied.id)).fees).toEqual(fees);
  });

  it('the review asks for a status and a rejection comment; a rejected application is re-applied', async () => {
    const c = await makeReceiptContract(t.ctx, { count: 1 });
    const first = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    expect(first).toMatchObject({ status: TransferStatus.awaitingReview, auditStatus: TransferAuditStatus.waiting });
    expect((await contractRow(c.contractId)).transferStatus).toBe(TransferStatus.awaitingReview);
    // A second application while one is open.
    expectRefusal(await apply(tok.shipper!, c.contractId), 409, reasons.open);
    // spec 3 §5 Transfer audit: the status is required, a rejection needs its comment.
    const noStatus = await audit(tok.platform!, { id: first.id });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().msg).toContain(transferMessages.auditStatus);
    const noReason = await audit(tok.platform!, { id: first.id, auditStatus: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain(transferMessages.rejectReason);
    // Only the platform reviews; a foreign enterprise does not even see it.
    expectRefusal(await audit(tok.warehouse!, { id: first.id, auditStatus: 1 }), 403, reasons.notPlatform);
    expectRefusal(await audit(tok.shipper!, { id: first.id, auditStatus: 1 }), 403, reasons.notPlatform);
    expectRefusal(await audit(tok.foreign!, { id: first.id, auditStatus: 1 }), 404, reasons.notFound);

    const rejected = await dataOf<Detail>(
      audit(tok.platform!, { id: first.id, auditStatus: 2, auditFailDescr: '货款凭证不清晰' }),
    );
    expect(rejected).toMatchObject({
      status: TransferStatus.rejected,
      auditStatus: TransferAuditStatus.rejected,
      auditFailDescr: '货款凭证不清晰',
    });
    // The applicant's dialog shows the audit status and the reason; the receipts stay with the contract, in effect.
    const view = await dataOf<{ canApply: boolean; transfer: Detail }>(
      t.get(tok.shipper, `${BASE}/byContract`, { contractId: c.contractId }),
    );
    expect(view.canApply).toBe(true);
    expect(view.transfer).toMatchObject({
      auditStatus: 2,
      auditFailDescr: '货款凭证不清晰',
      actions: { reapply: true },
    });
    expect((await bills(c.billIds))[0]!.status).toBe(ReceiptStatus.inEffect);
    expect((await receiptHolders(t.ctx.db, c.billIds)).get(c.billIds[0]!)).toMatchObject({ process: 'contract' });
    expectRefusal(await apply(tok.buyer!, c.contractId), 403, reasons.notSupplier);

    const again = await dataOf<Detail>(apply(tok.shipper!, c.contractId, { otherDesc: '已补充清晰凭证' }));
    expect(again).toMatchObject({ id: first.id, status: TransferStatus.awaitingReview, auditFailDescr: null });
    expect(again.logs.map((l) => l.operateType)).toEqual(['申请过户', '平台审核驳回', '重新申请过户']);
    expect(again.logs.map((l) => l.operatorType)).toEqual([10, 30, 10]);
    expect(again.logs[1]!.remark).toBe('货款凭证不清晰');
  });

  it('pass → warehouse → new receipts for the buyer signed by three parties → the old cancelled, the contract complete', async () => {
    const c = await makeReceiptContract(t.ctx, { count: 2 });
    const applied = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    await expectOneValidPerLineage();
    const todoPlatform = await dataOf<{ total: number; records: { id: string; path: string }[] }>(
      t.get(tok.platform, `${BASE}/todo`),
    );
    expect(todoPlatform.records.map((r) => r.id)).toContain(applied.id);
    expect(todoPlatform.records.find((r) => r.id === applied.id)!.path).toBe(
      `/ples/transferDetails?type=1&id=${applied.id}`,
    );

    const passed = await dataOf<Detail>(audit(tok.platform!, { id: applied.id, auditStatus: 1 }));
    expect(passed).toMatchObject({ status: TransferStatus.awaitingWarehouse, auditStatus: TransferAuditStatus.passed });
    expect((await bills(c.billIds)).map((b) => b.status)).toEqual([
      ReceiptStatus.transferring,
      ReceiptStatus.transferring,
    ]);
    expect([...(await receiptHolders(t.ctx.db, c.billIds)).values()].map((h) => h.process)).toEqual([
      'transfer',
      'transfer',
    ]);
    // A receipt in a live transfer cannot enter another process.
    await t.ctx.db
      .transaction(async (tx) => {
        const others = await holdReceipts(tx, {
          process: 'move',
          processId: '1',
          tenantId: '000000',
          billIds: c.billIds,
        });
        expect(others.map((h) => h.process)).toEqual(['transfer', 'transfer']);
        tx.rollback();
      })
      .catch(() => undefined);
    await expectOneValidPerLineage();
    const contractView = await dataOf<{ progress: number }>(
      t.get(tok.shipper, '/api/kc-flrk/contract/detail', { id: c.contractId }),
    );
    expect(contractView.progress).toBe(3);

    expectRefusal(
      await t.post(tok.platform, `${BASE}/warehouseConfirm`, { id: applied.id }),
      403,
      reasons.notWarehouse,
    );
    expectRefusal(await t.post(tok.foreign, `${BASE}/warehouseConfirm`, { id: applied.id }), 404, reasons.notFound);
    const confirmed = await dataOf<Detail>(t.post(tok.warehouse, `${BASE}/warehouseConfirm`, { id: applied.id }));
    expect(confirmed.status).toBe(TransferStatus.signing);
    expect(confirmed.actions.batchSign).toBe(true);
    const newIds = confirmed.goods.map((g) => g.newBillId!);
    expect(newIds.every(Boolean)).toBe(true);
    const issued = await bills(newIds);
    for (const n of issued) {
      expect(n).toMatchObject({
        status: ReceiptStatus.generated,
        cargoOwnerId: c.parties.buyerId,
        warehouseId: c.parties.warehouseId,
        contractId: c.contractId,
        originProcess: 'transfer',
      });
      expect(c.billIds).toContain(n.originBillId);
      expect(n.code).not.toBe((await bills([n.originBillId!]))[0]!.code);
    }
    await expectOneValidPerLineage();
    // A second confirmation finds nothing to do.
    expect((await t.post(tok.warehouse, `${BASE}/warehouseConfirm`, { id: applied.id })).statusCode).toBe(409);

    // The three signatures; the platform's cancels the origin in the same transaction.
    for (const id of newIds) expect((await sign(tok.warehouse!, id)).statusCode).toBe(200);
    for (const id of newIds) expect((await sign(tok.buyer!, id)).statusCode).toBe(200);
    await expectOneValidPerLineage();
    const firstNew = issued[0]!;
    expect((await sign(tok.platform!, firstNew.id)).statusCode).toBe(200);
    await expectOneValidPerLineage();
    const [oldFirst] = await bills([firstNew.originBillId!]);
    expect(oldFirst!.status).toBe(ReceiptStatus.cancelled);
    expect((await detail(tok.shipper!, applied.id)).status).toBe(TransferStatus.signing);
    expect((await sign(tok.platform!, issued[1]!.id)).statusCode).toBe(200);
    await expectOneValidPerLineage();

    const done = await detail(tok.buyer!, applied.id);
    expect(done.status).toBe(TransferStatus.complete);
    expect(done.goods.every((g) => g.billStatus === ReceiptStatus.cancelled)).toBe(true);
    expect((await bills(newIds)).map((b) => b.status)).toEqual([ReceiptStatus.inEffect, ReceiptStatus.inEffect]);
    expect((await receiptHolders(t.ctx.db, [...c.billIds, ...newIds])).size).toBe(0);
    expect(await contractRow(c.contractId)).toMatchObject({ transferStatus: TransferStatus.complete, auditStatus: 1 });
    const after = await dataOf<{ progress: number; steps: string[] }>(
      t.get(tok.buyer, '/api/kc-flrk/contract/detail', { id: c.contractId }),
    );
    expect(after.progress).toBe(after.steps.length - 1);
    expect(done.logs.map((l) => [l.operatorType, l.operateType])).toEqual([
      [10, '申请过户'],
      [30, '平台审核通过'],
      [40, '仓库确认过户，签发新仓单'],
      [30, '新仓单全部生效，过户完成'],
    ]);
    const processLog = await dataOf<{ operateType: string }[]>(
      t.get(tok.shipper, '/api/kc-flrk/contract/applyList', { id: c.contractId }),
    );
    expect(processLog.map((l) => l.operateType)).toEqual(
      expect.arrayContaining(['申请仓单过户', '过户审核通过', '仓库确认过户，签发新仓单', '过户完成，交易完成']),
    );

    // 我的仓单: the buyer holds the new receipts; the shipper's are cancelled and the new ones are not its own.
    const codesOf = async (token: string) =>
      (
        await dataOf<{ records: { id: string; status: number }[] }>(
          t.get(token, '/api/kc-flrk/ple/bill/list', { size: '200' }),
        )
      ).records;
    const buyerList = await codesOf(tok.buyer!);
    expect(buyerList.filter((r) => newIds.includes(r.id)).map((r) => r.status)).toEqual([1, 1]);
    const shipperList = await codesOf(tok.shipper!);
    expect(shipperList.some((r) => newIds.includes(r.id))).toBe(false);
    expect(shipperList.filter((r) => c.billIds.includes(r.id)).every((r) => r.status === 0)).toBe(true);

    // Both chains link: the new receipt names its origin, the old one its successor (id and code, nothing else).
    const newView = await dataOf<{ origin: { code: string; processName: string } }>(
      t.get(tok.buyer, '/api/kc-flrk/ple/bill/detail', { id: firstNew.id }),
    );
    expect(newView.origin).toEqual({
      id: oldFirst!.id,
      code: oldFirst!.code,
      process: 'transfer',
      processName: '过户',
    });
    const oldView = await dataOf<{ replacedBy: { code: string } }>(
      t.get(tok.shipper, '/api/kc-flrk/ple/bill/detail', { id: oldFirst!.id }),
    );
    expect(oldView.replacedBy).toMatchObject({ id: firstNew.id, code: firstNew.code, process: 'transfer' });

    // The old receipt's public page: transferred, its successor's code, nothing confidential.
    const verify = (await t.get(undefined, '/api/kc-flrk/ple/bill/verify', { token: oldFirst!.verifyToken })).json();
    expect(verify.data).toMatchObject({
      status: 0,
      replacedBy: { process: 'transfer', code: firstNew.code, text: `该仓单已过户，现由新仓单 ${firstNew.code} 代替` },
    });
    expect(verify.data.chain.at(-1)).toMatchObject({ kind: 'transfer', kindName: '过户注销', enterpriseName: null });
    expect(JSON.stringify(verify.data)).not.toContain(c.parties.buyerId);
    // The transfer is finished: no second one.
    expectRefusal(await apply(tok.shipper!, c.contractId), 409, reasons.finished);
  });

  it('the warehouse may refuse to issue: the receipts are in effect again, with the contract, and the supplier re-applies', async () => {
    const c = await makeReceiptContract(t.ctx, { count: 1 });
    const applied = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    await audit(tok.platform!, { id: applied.id, auditStatus: 1 });
    const noReason = await t.post(tok.warehouse, `${BASE}/warehouseReject`, { id: applied.id, descr: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toContain(transferMessages.warehouseRejectReason);
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/warehouseReject`, { id: applied.id, descr: '货物不符' }),
      403,
      reasons.notWarehouse,
    );
    const rejected = await dataOf<Detail>(
      t.post(tok.warehouse, `${BASE}/warehouseReject`, { id: applied.id, descr: '库位货物与仓单不符，待核实' }),
    );
    expect(rejected).toMatchObject({
      status: TransferStatus.warehouseRejected,
      auditStatus: TransferAuditStatus.rejected,
      warehouseRejectDescr: '库位货物与仓单不符，待核实',
    });
    expect((await bills(c.billIds))[0]!.status).toBe(ReceiptStatus.inEffect);
    expect((await receiptHolders(t.ctx.db, c.billIds)).get(c.billIds[0]!)).toMatchObject({
      process: 'contract',
      processId: c.contractId,
    });
    await expectOneValidPerLineage();
    const todo = await dataOf<{ records: { id: string; action: string }[] }>(t.get(tok.shipper, `${BASE}/todo`));
    expect(todo.records.find((r) => r.id === applied.id)?.action).toBe('重新申请过户');
    const again = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    expect(again.status).toBe(TransferStatus.awaitingReview);
  });

  it('the database refuses a second valid receipt for the same goods', async () => {
    const c = await makeReceiptContract(t.ctx, { count: 1 });
    const applied = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    await audit(tok.platform!, { id: applied.id, auditStatus: 1 });
    const confirmed = await dataOf<Detail>(t.post(tok.warehouse, `${BASE}/warehouseConfirm`, { id: applied.id }));
    const newId = confirmed.goods[0]!.newBillId!;
    // Forcing the successor into effect while its origin is still transferring breaks the lineage index.
    await expect(t.ctx.db.update(receipt).set({ status: 1 }).where(eq(receipt.id, newId))).rejects.toThrow();
    expect((await bills([newId]))[0]!.status).toBe(ReceiptStatus.generated);
  });

  it('lists: each party sees its own transfers, the warehouse those at its warehouse, the platform all, a stranger none', async () => {
    const ids = async (token: string) =>
      (await dataOf<{ records: { id: string }[] }>(t.get(token, `${BASE}/page`, { size: '200' }))).records.map(
        (r) => r.id,
      );
    const c = await makeReceiptContract(t.ctx, { count: 1 });
    const applied = await dataOf<Detail>(apply(tok.shipper!, c.contractId));
    for (const who of ['shipper', 'buyer', 'warehouse', 'platform']) expect(await ids(tok[who]!)).toContain(applied.id);
    expect(await ids(tok.foreign!)).not.toContain(applied.id);
    expectRefusal(await t.get(tok.foreign, `${BASE}/detail`, { id: applied.id }), 404, reasons.notFound);
    expectRefusal(
      await t.get(tok.foreign, '/api/kc-flrk/contract/transferApplyList', { transferId: applied.id }),
      404,
      reasons.notFound,
    );
  });
});
