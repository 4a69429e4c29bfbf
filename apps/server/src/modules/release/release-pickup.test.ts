import { OutboundStatus } from '@kc/domain/outbound/status';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { pickupMessages, pickupRefusals } from '@kc/domain/release/pickup';
import { releaseRefusals } from '@kc/domain/release/release-record';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { enterprise } from '../enterprise/enterprise.table';
import { financeParties, holdersOf, type Parties } from '../finance/finance.fixtures';
import { outboundOrder } from '../outbound';
import { receipt } from '../receipt';
import { fedWholeRelease, pledgedApplication, RELEASE_BASE, type ReleaseAccount } from './release.fixtures';

const reasons = pickupRefusals.reasons;
let t: TestApp;
let parties: Parties;
let tok: Record<ReleaseAccount, string>;

const pickup = (who: ReleaseAccount, body: Record<string, unknown>) =>
  t.post(tok[who], `${RELEASE_BASE}/generateOutputInfo`, body);

beforeAll(async () => {
  t = await createTestApp();
  parties = await financeParties(t.database.db);
  tok = {
    shipper: await t.login('shipper'),
    warehouse: await t.login('warehouse'),
    warehouse2: await t.login('warehouse2'),
    platform: await t.login('platform'),
    bank: await t.login('bank'),
  };
});
afterAll(async () => {
  await t?.close();
});

describe(`the pick-up of a release (generateOutputInfo) on ${process.env.TEST_DB}`, () => {
  it('the shipper picks up released receipts in effect once fed back: an outbound order at 10 takes them', async () => {
    const a = await pledgedApplication(t, parties, tok, 2);
    const release = await fedWholeRelease(t, tok, a);
    // 40: the bank has no feedback yet — no pick-up
    expectRefusal(
      await pickup('shipper', { pickUpGoodsId: release.id, warehouseBillIds: a.bills[0] }),
      409,
      reasons.notFed,
    );
    await dataOf(t.post(tok.platform, `${RELEASE_BASE}/pickGoodsFeedback`, { id: release.id }));

    // who: the warehouse and the bank have no pick-up key (403); a stranger does not see the release (404)
    expect((await pickup('warehouse', { pickUpGoodsId: release.id, warehouseBillIds: a.bills[0] })).statusCode).toBe(
      403,
    );
    expect((await pickup('bank', { pickUpGoodsId: release.id, warehouseBillIds: a.bills[0] })).statusCode).toBe(403);
    // nothing chosen: the spec's message
    const none = await pickup('shipper', { pickUpGoodsId: release.id, warehouseBillIds: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(pickupMessages.noBills);
    // a receipt that is not among the release's pick-up receipts
    const [other] = await t.database.db
      .select({ id: receipt.id })
      .from(receipt)
      .where(eq(receipt.cargoOwnerId, parties.shipperId))
      .limit(1);
    if (!a.bills.includes(other!.id))
      expectRefusal(
        await pickup('shipper', { pickUpGoodsId: release.id, warehouseBillIds: other!.id }),
        409,
        reasons.notPickable,
      );

    // The first receipt (ids as the spec's screen joins them, with '、'): the order takes it.
    const listed = await dataOf<{ wrInfoId: string; status: number }[]>(
      t.get(tok.shipper, `${RELEASE_BASE}/prePickupBillList`, { id: release.id }),
    );
    expect(listed.map((b) => [b.wrInfoId, b.status])).toEqual(a.bills.map((id) => [id, ReceiptStatus.inEffect]));
    const orderId = await dataOf<string>(
      pickup('shipper', { pickUpGoodsId: release.id, warehouseBillIds: `${a.bills[0]}、`, status: 10 }),
    );
    const [order] = await t.database.db.select().from(outboundOrder).where(eq(outboundOrder.id, orderId));
    expect(order).toMatchObject({
      status: OutboundStatus.awaitingShipperAudit,
      releaseId: release.id,
      shipperId: parties.shipperId,
      warehouseId: parties.warehouseId,
    });
    expect(order!.vrCode).toMatch(/^\w{8}$/);
    const rows = await t.database.db.select().from(receipt).where(inArray(receipt.id, a.bills));
    expect(rows.find((r) => r.id === a.bills[0])!.status).toBe(ReceiptStatus.outbound);
    expect(rows.find((r) => r.id === a.bills[1])!.status).toBe(ReceiptStatus.inEffect);
    expect(await holdersOf(t.database.db, [a.bills[0]!])).toEqual([{ process: 'outbound', processId: orderId }]);
    // The release's detail names its pick-up order (→ /outputs/outputDetails), for each party that sees the release.
    for (const who of ['shipper', 'warehouse', 'bank', 'platform'] as const)
      expect(
        (await dataOf<{ outputs: unknown[] }>(t.get(tok[who], `${RELEASE_BASE}/getById`, { id: release.id }))).outputs,
      ).toEqual([
        { id: orderId, code: order!.code, status: OutboundStatus.awaitingShipperAudit, statusName: '待货主审核' },
      ]);

    // the receipt taken is no longer in effect; the other one waits while the first order is under way
    expectRefusal(
      await pickup('shipper', { pickUpGoodsId: release.id, warehouseBillIds: a.bills[0] }),
      409,
      reasons.notInEffect,
    );
    expectRefusal(
      await pickup('shipper', { pickUpGoodsId: release.id, warehouseBillIds: a.bills[1] }),
      409,
      reasons.alreadyPicking,
    );
    expect((await holdersOf(t.database.db, [a.bills[1]!])).length).toBe(0);
    expect((await pickup('warehouse2', { pickUpGoodsId: release.id, warehouseBillIds: a.bills[1] })).statusCode).toBe(
      403,
    );
  });

  it('a stranger with the pick-up key does not see the release: 404', async () => {
    const a = await pledgedApplication(t, parties, tok, 1);
    const release = await fedWholeRelease(t, tok, a);
    await dataOf(t.post(tok.platform, `${RELEASE_BASE}/pickGoodsFeedback`, { id: release.id }));
    const [foreign] = await t.ctx.db
      .insert(enterprise)
      .values({ name: '另一家货主', type: '3', code: 'T-FOREIGN-PICKUP', status: 1 })
      .returning({ id: enterprise.id });
    await createUser(t.ctx.db, 'shipper_pickup_other', { roleAliases: ['shipper'], postId: foreign!.id, userType: 3 });
    const stranger = await t.login('shipper_pickup_other');
    const res = await t.post(stranger, `${RELEASE_BASE}/generateOutputInfo`, {
      pickUpGoodsId: release.id,
      warehouseBillIds: a.bills[0],
    });
    expectRefusal(res, 404, releaseRefusals.reasons.notFound);
    expect((await t.database.db.select().from(receipt).where(eq(receipt.id, a.bills[0]!)))[0]!.status).toBe(
      ReceiptStatus.inEffect,
    );
  });
});
