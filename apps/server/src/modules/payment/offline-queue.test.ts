import type { Page } from '@kc/domain';
import type { ContractRecord } from '@kc/domain/contract/contract';
import { ContractStatus } from '@kc/domain/contract/status';
import { TradePayStatus } from '@kc/domain/payment/payment';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth/principal';
import { enterpriseIdOfAccount, makeContract } from '../../test/fixtures/contract';
import { createEnterprise, createTestApp, dataOf, type TestApp } from '../../test/harness';
import { file, form, png } from '../../test/uploads';
import { contractListWhere, contractsQuery } from '../contract/contract.repo';
import { contract } from '../contract/contract.table';

/**
 * The platform's queue of offline vouchers (合同监管, contract/page offlinePending=1): the contracts on which a party's
 * voucher waits for the platform's confirmation (trade pay 20) — no others, index-backed — and a party using the same
 * filter sees only its own contracts.
 */

const BASE = '/api/kc-flrk/contract';
let t: TestApp;
let shipperId: string;
let buyerId: string;
const tok: Record<string, string> = {};
const ids: Record<'waiting' | 'confirmed' | 'withdrawn' | 'foreign' | 'untouched', string> = {
  waiting: '',
  confirmed: '',
  withdrawn: '',
  foreign: '',
  untouched: '',
};

const upload = async (token: string, seed: number) => {
  const res = await t.as(token, {
    method: 'POST',
    url: '/api/kc-resource/oss/endpoint/put-file-attach',
    ...form(file('回单.png', png(seed))),
  });
  return (await dataOf<{ attachId: string }>(res)).attachId;
};
const voucher = async (token: string, id: string, seed: number) =>
  dataOf<string>(t.post(token, `${BASE}/insertVoucher`, { id, attachId: await upload(token, seed) }));
const queue = (token: string, query: Record<string, string> = {}) =>
  dataOf<Page<ContractRecord>>(t.get(token, `${BASE}/page`, { offlinePending: '1', size: '100', ...query }));
const idsOf = (page: Page<ContractRecord>) => page.records.map((r) => r.id).sort();

beforeAll(async () => {
  t = await createTestApp();
  shipperId = await enterpriseIdOfAccount(t.ctx.db, 'shipper');
  buyerId = await enterpriseIdOfAccount(t.ctx.db, 'buyer');
  for (const a of ['shipper', 'buyer', 'platform', 'warehouse']) tok[a] = await t.login(a);
  const foreign = await createEnterprise(t.ctx.db, { name: '另一家纺织有限公司', type: '3' });
  tok.foreign = (await t.newUser('queue-foreign', { roleAliases: ['buyer'], postId: foreign, userType: 3 })).token;
  const inForce = (buyer = buyerId) =>
    makeContract(t.ctx, { status: ContractStatus.inForce, shipperId, buyerId: buyer, render: false });
  ids.waiting = (await inForce()).id;
  ids.confirmed = (await inForce()).id;
  ids.withdrawn = (await inForce()).id;
  ids.foreign = (await inForce(foreign)).id;
  ids.untouched = (await inForce()).id;
  // The buyer's voucher waits; another is confirmed by the platform; the shipper's is withdrawn before it is.
  await voucher(tok.buyer!, ids.waiting, 11);
  await voucher(tok.buyer!, ids.confirmed, 12);
  await dataOf(t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: ids.confirmed, companyType: 1 }));
  const withdrawn = await voucher(tok.shipper!, ids.withdrawn, 13);
  await dataOf(t.post(tok.shipper!, `${BASE}/deleteVoucher`, { id: withdrawn }));
  // Another buyer's voucher on its own contract with the demo shipper.
  await voucher(tok.foreign!, ids.foreign, 14);
});
afterAll(async () => t?.close());

describe(`the platform's queue of offline vouchers on ${process.env.TEST_DB}`, () => {
  it('lists exactly the contracts with a voucher waiting, with the count and which side waits', async () => {
    const page = await queue(tok.platform!);
    expect(idsOf(page)).toEqual([ids.waiting, ids.foreign].sort());
    expect(page.total).toBe(2);
    const waiting = page.records.find((r) => r.id === ids.waiting)!;
    expect([waiting.shipperTradePayStatus, waiting.buyerTradePayStatus]).toEqual([
      TradePayStatus.unpaid,
      TradePayStatus.paidOffline,
    ]);
    // Without the filter the platform sees them all, each with its trade payments as the payment module left them.
    const all = await dataOf<Page<ContractRecord>>(t.get(tok.platform, `${BASE}/page`, { size: '100' }));
    const byId = new Map(all.records.map((r) => [r.id, r]));
    expect(byId.get(ids.confirmed)?.buyerTradePayStatus).toBe(TradePayStatus.offlineConfirmed);
    expect(byId.get(ids.withdrawn)?.shipperTradePayStatus).toBe(TradePayStatus.unpaid);
    expect(byId.get(ids.untouched)?.buyerTradePayStatus).toBe(TradePayStatus.unpaid);
    // The other filters still apply; the unpaged list takes the filter too.
    expect(idsOf(await queue(tok.platform!, { enterpriseName: '另一家纺织' }))).toEqual([ids.foreign]);
    const list = await dataOf<ContractRecord[]>(t.get(tok.platform, `${BASE}/list`, { offlinePending: '1' }));
    expect(list.map((r) => r.id).sort()).toEqual([ids.waiting, ids.foreign].sort());
  });

  it('leaves a contract once the platform confirms its voucher', async () => {
    const c = (await makeContract(t.ctx, { status: ContractStatus.inForce, shipperId, buyerId, render: false })).id;
    await voucher(tok.shipper!, c, 15);
    expect(idsOf(await queue(tok.platform!))).toContain(c);
    await dataOf(t.post(tok.platform!, `${BASE}/confirmPayOffline`, { id: c, companyType: 0 }));
    expect(idsOf(await queue(tok.platform!))).not.toContain(c);
  });

  it('shows a party only its own contracts so filtered; a caller without the contract menus gets none', async () => {
    expect(idsOf(await queue(tok.buyer!))).toEqual([ids.waiting]);
    expect(idsOf(await queue(tok.foreign!))).toEqual([ids.foreign]);
    expect(idsOf(await queue(tok.shipper!))).toEqual([ids.waiting, ids.foreign].sort());
    expect((await t.get(tok.warehouse, `${BASE}/page`, { offlinePending: '1' })).statusCode).toBe(403);
    expect((await t.get(tok.platform, `${BASE}/page`, { offlinePending: '2' })).statusCode).toBe(400);
  });

  it('reads the queue through its own index, in the list order', async () => {
    const [row] = await t.ctx.db
      .select({ tenantId: contract.tenantId })
      .from(contract)
      .where(eq(contract.id, ids.waiting));
    const platform: Principal = {
      userId: '1',
      tenantId: row!.tenantId,
      account: 'x',
      userName: 'x',
      realName: null,
      userType: 1,
      postId: null,
      deptId: null,
      roleIds: [],
      roleAliases: ['platform'],
      roleNames: [],
      tokenVersion: 0,
      sessionId: 's',
    };
    const query = contractsQuery(t.ctx.db, contractListWhere(platform, { offlinePending: 1 }), {
      current: 1,
      size: 10,
    });
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(sql`explain ${query as SQLWrapper}`);
      return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/kc_contract_offline_pending_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
