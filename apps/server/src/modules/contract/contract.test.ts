import type { Page } from '@kc/domain';
import {
  type ContractDetail,
  type ContractMoveAnswer,
  type ContractRecord,
  type contractAttachment,
  type contractAttachments,
  type contractOperation,
  contractRefusals,
} from '@kc/domain/contract/contract';
import { ContractStatus, contractStatusLabel } from '@kc/domain/contract/status';
import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { appendAuditEvent } from '../../platform/audit/audit.service';
import type { Principal } from '../../platform/auth/principal';
import type { Db } from '../../platform/db/client';
import { enterpriseOfAccount } from '../../test/fixtures/batch-sign';
import {
  contractPayloadOf,
  customRow,
  ensureLookupTables,
  makeTemplate,
  materialByCode,
  type PayloadInput,
} from '../../test/fixtures/contract';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { file, form, gif, jpeg, pdf, png } from '../../test/uploads';
import { user } from '../user';
import { contractListWhere, contractsQuery } from './contract.repo';
import { contract } from './contract.table';
import { CONTRACT_FILE_OWNER } from './contract-access';
import { contractAudience } from './contract-events';

const BASE = '/api/kc-flrk/contract';
const reasons = contractRefusals.reasons;
/** The demo buyer's own bank fields, which it fills as it confirms (the supplier's form leaves them to it). */
const BUYER_BANK = { bankName: '中国工商银行绍兴越城支行', bankAccount: '1211010109000123456' };

let t: TestApp;
let db: Db;
let tok: Record<'shipper' | 'buyer' | 'warehouse' | 'platform' | 'foreign', string>;
let ids: { shipper: string; buyer: string; warehouse: string; platform: string; foreign: string };
let material: PayloadInput['material'];
let templateId: string;
let buyerCard: { id: string; name: string; code: string };
let shipperCard: { id: string; name: string; code: string };

/** A saved contract's id: stash and submit answer the contract and its new status. */
const savedId = async (res: Parameters<typeof dataOf>[0]) => (await dataOf<ContractMoveAnswer>(res)).id;
const create = async (token: string, over: Partial<PayloadInput> = {}, mode: 'stash' | 'submit' = 'submit') =>
  savedId(
    t.post(
      token,
      `${BASE}/${mode}`,
      contractPayloadOf({ material, templateId, products: [customRow()], counterparty: buyerCard, ...over }),
    ),
  );
const detail = (token: string, id: string) => t.get(token, `${BASE}/detail`, { id });
const detailOf = (token: string, id: string) => dataOf<ContractDetail>(detail(token, id));
type Records = Page<ContractRecord>;
type Operation = z.infer<typeof contractOperation>;
const statusOf = async (id: string) => (await db.select().from(contract).where(eq(contract.id, id)))[0]!.status;
const setStatus = (id: string, status: number) => db.update(contract).set({ status }).where(eq(contract.id, id));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await ensureLookupTables(db);
  const foreignEnterprise = await createEnterprise(db, { name: '外部测试棉业有限公司' });
  const foreign = await t.newUser('foreign-shipper', { roleAliases: ['shipper'], postId: foreignEnterprise });
  tok = {
    shipper: await t.login('shipper'),
    buyer: await t.login('buyer'),
    warehouse: await t.login('warehouse'),
    platform: await t.login('platform'),
    foreign: foreign.token,
  };
  ids = {
    shipper: await enterpriseOfAccount(db, 'shipper'),
    buyer: await enterpriseOfAccount(db, 'buyer'),
    warehouse: await enterpriseOfAccount(db, 'warehouse'),
    platform: await enterpriseOfAccount(db, 'platform'),
    foreign: foreignEnterprise,
  };
  const cotton = await materialByCode(db, 'MH001');
  material = { id: cotton.id, name: cotton.name, pricingMode: cotton.pricingMode };
  templateId = await makeTemplate(db, [cotton.id]);
  buyerCard = { id: ids.buyer, name: '浙江锦华纺织有限公司', code: 'MF0001' };
  shipperCard = { id: ids.shipper, name: '江苏恒丰棉业有限公司', code: 'HZ0001' };
});
afterAll(async () => t?.close());

describe('drafts are their drafter’s alone', () => {
  it('a supplier’s draft (8) is seen by the supplier only: 404 for the buyer, a foreign enterprise, the platform', async () => {
    const id = await create(tok.shipper, {}, 'stash');
    expect(await statusOf(id)).toBe(8);
    const mine = await detailOf(tok.shipper, id);
    expect(mine).toMatchObject({ status: 8, statusName: '供方草稿', myParty: 'shipper', companyType: 0 });
    expect(mine.actions).toEqual(['edit', 'stash', 'submit', 'void']);
    for (const who of ['buyer', 'foreign', 'platform'] as const) {
      expectRefusal(await detail(tok[who], id), 404, reasons.notFound, '合同不存在');
      expectRefusal(await t.get(tok[who], `${BASE}/operationList`, { id }), 404, reasons.notFound);
      expectRefusal(await t.get(tok[who], `${BASE}/getEditStatus`, { id }), 404, reasons.notFound);
    }
    // The warehouse holds no contract screen at all.
    expectRefusal(await detail(tok.warehouse, id), 403, 'access.forbidden');
    const buyerPage = await dataOf<Records>(t.get(tok.buyer, `${BASE}/page`, { size: '200' }));
    expect(buyerPage.records.map((r: { id: string }) => r.id)).not.toContain(id);
    const platformPage = await dataOf<Records>(t.get(tok.platform, `${BASE}/page`, { size: '200' }));
    expect(platformPage.records.map((r: { id: string }) => r.id)).not.toContain(id);
    const shipperPage = await dataOf<Records>(t.get(tok.shipper, `${BASE}/page`, { size: '200' }));
    expect(shipperPage.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('a demander’s draft (9) is the demander’s: the supplier named in it gets 404', async () => {
    const id = await create(
      tok.buyer,
      { companyType: 1, productForm: 2, counterparty: shipperCard, counterpartySide: 'shipper' },
      'stash',
    );
    expect(await statusOf(id)).toBe(9);
    expect(await detailOf(tok.buyer, id)).toMatchObject({ myParty: 'buyer', companyType: 1 });
    expectRefusal(await detail(tok.shipper, id), 404, reasons.notFound);
    // A draft's file follows the same rule (the document owner resolver).
    const p = async (account: string) =>
      (await t.ctx.principals.get((await db.select().from(user).where(eq(user.account, account)))[0]!.id))!;
    const stored = await t.ctx.files.store(
      { tenantId: '000000', userId: '1' },
      { originalName: 'c.pdf', bytes: pdf, kind: 'pdf', ext: 'pdf', mime: 'application/pdf' },
      db,
      { ownerType: CONTRACT_FILE_OWNER, ownerId: id },
    );
    const asPrincipal = async (account: string) => ({ ...(await p(account)), sessionId: 's' }) as Principal;
    expect(await t.ctx.files.canSee(await asPrincipal('buyer'), stored)).toBe(true);
    expect(await t.ctx.files.canSee(await asPrincipal('shipper'), stored)).toBe(false);
    expect(await t.ctx.files.canSee(await asPrincipal('platform'), stored)).toBe(false);
    await dataOf(
      t.post(
        tok.buyer,
        `${BASE}/submit`,
        contractPayloadOf({
          id,
          companyType: 1,
          material,
          templateId,
          products: [customRow()],
          counterparty: shipperCard,
          counterpartySide: 'shipper',
        }),
      ),
    );
    expect(await statusOf(id)).toBe(11);
    expect(await t.ctx.files.canSee(await asPrincipal('shipper'), stored)).toBe(true);
    expect(await t.ctx.files.canSee(await asPrincipal('platform'), stored)).toBe(true);
    expect(await t.ctx.files.canSee(await asPrincipal('warehouse'), stored)).toBe(false);
  });

  it('live events of a draft reach its drafter only; once submitted, both parties and the platform', async () => {
    const usersOf = async (enterpriseId: string) =>
      (await db.select({ id: user.id }).from(user).where(eq(user.postId, enterpriseId))).map((u) => u.id);
    const [shipperUsers, buyerUsers, platformUsers] = [
      await usersOf(ids.shipper),
      await usersOf(ids.buyer),
      await usersOf(ids.platform),
    ];
    const c = { id: '1', code: 'HT1', tenantId: '000000', shipperId: ids.shipper, buyerId: ids.buyer };
    const draft = await contractAudience(t.ctx, { ...c, status: 8 });
    expect(draft).toEqual(expect.arrayContaining(shipperUsers));
    expect(draft.some((u) => buyerUsers.includes(u) || platformUsers.includes(u))).toBe(false);
    const submitted = await contractAudience(t.ctx, { ...c, status: 10 });
    expect(submitted).toEqual(expect.arrayContaining([...shipperUsers, ...buyerUsers, ...platformUsers]));
  });
});

describe('the lifecycle by party (spec 2 §6)', () => {
  it('supplier submits (10), demander confirms (19); wrong party and wrong status are refused', async () => {
    const id = await create(tok.shipper, {}, 'stash');
    // The demander cannot touch the supplier's draft at all.
    expectRefusal(await t.post(tok.buyer, `${BASE}/confirm`, { id }), 404, reasons.notFound);
    await dataOf(
      t.post(
        tok.shipper,
        `${BASE}/submit`,
        contractPayloadOf({ id, material, templateId, products: [customRow()], counterparty: buyerCard }),
      ),
    );
    expect(await statusOf(id)).toBe(10);
    expect((await detailOf(tok.buyer, id)).actions).toEqual(['edit', 'submit', 'confirm', 'void']);
    expect((await detailOf(tok.shipper, id)).actions).toEqual(['void']);
    // The supplier acted; the demander is next.
    expectRefusal(await t.post(tok.shipper, `${BASE}/confirm`, { id }), 409, reasons.cannotConfirm);
    expectRefusal(await t.post(tok.platform, `${BASE}/confirm`, { id }), 403, 'access.forbidden');
    expectRefusal(
      await t.post(
        tok.shipper,
        `${BASE}/stash`,
        contractPayloadOf({ id, material, templateId, products: [customRow()], counterparty: buyerCard }),
      ),
      409,
      reasons.cannotEdit,
    );
    expectRefusal(
      await t.post(
        tok.shipper,
        `${BASE}/submit`,
        contractPayloadOf({ id, material, templateId, products: [customRow()], counterparty: buyerCard }),
      ),
      409,
      reasons.cannotEdit,
    );
    // spec 2 §5: the demander confirms only with its own bank fields, which the supplier's form left empty.
    expectRefusal(
      await t.post(tok.buyer, `${BASE}/confirm`, { id }),
      400,
      reasons.ownBankMissing,
      '请先填写本方开户行和账号，再确认合同',
    );
    expectRefusal(
      await t.post(tok.buyer, `${BASE}/confirm`, { id, bankName: '建行', bankAccount: ' ' }),
      400,
      reasons.ownBankMissing,
    );
    expect(await statusOf(id)).toBe(10);
    // The confirmation answers the contract's new status: waiting for the seals (every move answers it).
    expect(await dataOf(t.post(tok.buyer, `${BASE}/confirm`, { id, ...BUYER_BANK, deputy: '李晓梅' }))).toEqual({
      id,
      status: 19,
      statusName: contractStatusLabel(19),
    });
    expect(await statusOf(id)).toBe(19);
    // Written to the demander's own side only; the supplier's stay as the supplier wrote them.
    const terms = JSON.parse((await detailOf(tok.shipper, id)).contractInfo).detailForm;
    expect(terms).toMatchObject({
      buyerBankName: BUYER_BANK.bankName,
      buyerBankAccount: BUYER_BANK.bankAccount,
      buyerDeputy: '李晓梅',
      shipperBankName: '供方银行',
      shipperBankAccount: '111',
    });
    expectRefusal(await t.post(tok.buyer, `${BASE}/confirm`, { id }), 409, reasons.cannotConfirm);
    expectRefusal(await t.post(tok.shipper, `${BASE}/submitSign`, { id }), 409, reasons.cannotConfirm);
    const d = await detailOf(tok.shipper, id);
    expect(d).toMatchObject({ status: 19, progress: 1, steps: ['发起合同', '确认条款', '合同生效', '交易完成'] });
    expect(d.actions).toEqual(['edit', 'submit', 'sign', 'void']);
  });

  it('demander changes the terms at 10 (→ 11) and the supplier confirms with submitSign (→ 19)', async () => {
    const id = await create(tok.shipper);
    expect(await statusOf(id)).toBe(10);
    // The demander edits at 10: the contract goes back to the supplier (11), the demander's side and parties stay.
    const edited = await savedId(
      t.post(
        tok.buyer,
        `${BASE}/submit`,
        contractPayloadOf({
          id,
          material,
          templateId,
          products: [customRow({ price: '16000' })],
          counterparty: shipperCard,
          counterpartySide: 'shipper',
          form: { signingAddress: '上海市浦东新区' },
        }),
      ),
    );
    expect(edited).toBe(id);
    const row = (await db.select().from(contract).where(eq(contract.id, id)))[0]!;
    expect(row).toMatchObject({
      status: 11,
      shipperId: ids.shipper,
      buyerId: ids.buyer,
      companyType: 0,
      totalAmount: '408000.00',
    });
    expectRefusal(await t.post(tok.buyer, `${BASE}/confirm`, { id }), 409, reasons.cannotConfirm);
    expect(await dataOf(t.post(tok.shipper, `${BASE}/submitSign`, { id }))).toMatchObject({ id, status: 19 });
    expect(await statusOf(id)).toBe(19);
    // At 19 either side may still change the terms: a change sends them to the other side again.
    await dataOf(
      t.post(
        tok.shipper,
        `${BASE}/submit`,
        contractPayloadOf({ id, material, templateId, products: [customRow()], counterparty: buyerCard }),
      ),
    );
    expect(await statusOf(id)).toBe(10);
  });

  it('a contract found at 12 or 13 (the one-source statuses) is confirmed as at 10 or 11', async () => {
    const a = await create(tok.shipper);
    await setStatus(a, 12);
    expectRefusal(await t.post(tok.shipper, `${BASE}/confirm`, { id: a }), 409, reasons.cannotConfirm);
    await dataOf(t.post(tok.buyer, `${BASE}/confirm`, { id: a, ...BUYER_BANK }));
    expect(await statusOf(a)).toBe(19);
    const b = await create(tok.shipper);
    await setStatus(b, 13);
    expectRefusal(await t.post(tok.buyer, `${BASE}/confirm`, { id: b }), 409, reasons.cannotConfirm);
    await dataOf(t.post(tok.shipper, `${BASE}/confirm`, { id: b }));
    expect(await statusOf(b)).toBe(19);
  });

  it('getEditStatus answers 200 only to whom may edit now', async () => {
    const id = await create(tok.shipper, {}, 'stash');
    const edit = (who: keyof typeof tok) => t.get(tok[who], `${BASE}/getEditStatus`, { id });
    expect((await edit('shipper')).json()).toMatchObject({ code: 200, data: true });
    expectRefusal(await edit('buyer'), 404, reasons.notFound);
    await setStatus(id, 10);
    expectRefusal(await edit('shipper'), 409, reasons.cannotEdit, '合同当前状态不允许编辑');
    expect((await edit('buyer')).statusCode).toBe(200);
    expectRefusal(await edit('platform'), 409, reasons.cannotEdit);
    await setStatus(id, 11);
    expect((await edit('shipper')).statusCode).toBe(200);
    expectRefusal(await edit('buyer'), 409, reasons.cannotEdit);
    await setStatus(id, 19);
    expect((await edit('shipper')).statusCode).toBe(200);
    expect((await edit('buyer')).statusCode).toBe(200);
    for (const s of [20, 21, 1, 0]) {
      await setStatus(id, s);
      expectRefusal(await edit('shipper'), 409, reasons.cannotEdit);
      expectRefusal(await edit('buyer'), 409, reasons.cannotEdit);
    }
  });

  it('voids what each party may void, all or nothing', async () => {
    const draft = await create(tok.shipper, {}, 'stash');
    const submitted = await create(tok.shipper);
    const inForce = await create(tok.shipper);
    await setStatus(inForce, 1);
    // The demander cannot void (or see) the supplier's draft; a contract in force is never voided.
    expectRefusal(await t.post(tok.buyer, `${BASE}/remove`, { ids: `${submitted},${draft}` }), 404, reasons.notFound);
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/remove`, { ids: `${submitted},${inForce}` }),
      409,
      reasons.cannotVoid,
      '合同当前状态不允许作废',
    );
    expect(await statusOf(submitted)).toBe(10);
    expectRefusal(await t.post(tok.platform, `${BASE}/remove`, { ids: submitted }), 403, 'access.forbidden');
    // Each voided contract answers with its new status.
    const voided = await dataOf<ContractMoveAnswer[]>(
      t.post(tok.shipper, `${BASE}/remove`, { ids: `${draft},${submitted}` }),
    );
    expect(voided.map((v) => v.id).sort()).toEqual([draft, submitted].sort());
    expect(voided.every((v) => v.status === ContractStatus.voided)).toBe(true);
    expect([await statusOf(draft), await statusOf(submitted)]).toEqual([0, 0]);
    expectRefusal(await t.post(tok.shipper, `${BASE}/remove`, { ids: draft }), 409, reasons.cannotVoid);
    // The demander voids at 19, 20, 21 too.
    const sealing = await create(tok.shipper);
    await setStatus(sealing, 20);
    await dataOf(t.post(tok.buyer, `${BASE}/remove`, { ids: sealing }));
    expect(await statusOf(sealing)).toBe(0);
    expectRefusal(await t.post(tok.shipper, `${BASE}/remove`, {}), 400, 'request.select_at_least_one');
  });

  it('the platform sees and oversees submitted contracts, but is no party (403 notParty)', async () => {
    const id = await create(tok.shipper);
    const d = await detailOf(tok.platform, id);
    expect(d).toMatchObject({
      myParty: null,
      actions: [],
      status: 10,
      shipperName: '江苏恒丰棉业有限公司',
      buyerName: '浙江锦华纺织有限公司',
    });
    // A user holding both screens (the administrator) reaches the party-only move, and is refused as no party.
    const admin = await t.login('admin');
    expectRefusal(await t.post(admin, `${BASE}/confirm`, { id }), 403, reasons.notParty);
    expectRefusal(await t.post(admin, `${BASE}/remove`, { ids: id }), 403, reasons.notParty);
    expectRefusal(await detail(tok.foreign, id), 404, reasons.notFound);
  });
});

describe('the process log (operationList)', () => {
  it('lists the audit trail oldest first with who acted and where the contract went', async () => {
    const id = await create(tok.shipper, {}, 'stash');
    await dataOf(
      t.post(
        tok.shipper,
        `${BASE}/submit`,
        contractPayloadOf({ id, material, templateId, products: [customRow()], counterparty: buyerCard }),
      ),
    );
    await dataOf(t.post(tok.buyer, `${BASE}/confirm`, { id, ...BUYER_BANK }));
    const [platformUser] = await db.select({ id: user.id }).from(user).where(eq(user.account, 'platform'));
    await appendAuditEvent(db, {
      tenantId: '000000',
      objectType: 'contract',
      objectId: id,
      action: 'review',
      actorId: platformUser!.id,
      actorEnterpriseId: ids.platform,
    });
    await appendAuditEvent(db, {
      tenantId: '000000',
      objectType: 'contract',
      objectId: id,
      action: 'void',
      fromStatus: 19,
      toStatus: 0,
    });
    const log = await dataOf<Operation[]>(t.get(tok.buyer, `${BASE}/operationList`, { id }));
    expect(log.map((e: Record<string, unknown>) => [e.operatorType, e.operateType, e.operateDest])).toEqual([
      [10, '创建合同', '供方草稿'],
      [10, '提交合同', '供方已提交，待需方确认'],
      [20, '确认合同条款', '双方已确认，待签章'],
      [30, 'review', ''],
      [50, '作废合同', '已作废'],
    ]);
    expect(log[0]).toMatchObject({ operatorTypeName: '供方', operatorName: '张建国' });
    expect(log[2]).toMatchObject({ operatorTypeName: '需方', operatorName: '李晓梅' });
    const times = log.map((e) => e.createTime ?? '');
    expect([...times].sort()).toEqual(times);
  });
});

describe('lists (page, list)', () => {
  it('filter by code, counterparty, status and dates; newest first; the records carry side and actions', async () => {
    const a = await create(tok.shipper);
    const b = await create(tok.shipper, {}, 'stash');
    const codeOf = async (id: string) => (await db.select().from(contract).where(eq(contract.id, id)))[0]!.code;
    const [codeA, codeB] = [await codeOf(a), await codeOf(b)];
    expect(codeA).toMatch(/^HT\d{8}\d{6}$/);
    expect(Number(codeB.slice(-6))).toBe(Number(codeA.slice(-6)) + 1);

    const page = (token: string, q: Record<string, string>) =>
      dataOf<Records>(t.get(token, `${BASE}/page`, { size: '200', ...q }));
    const mine = await page(tok.shipper, {});
    const order = mine.records.map((r: { id: string }) => r.id);
    expect(order.indexOf(b)).toBeLessThan(order.indexOf(a));
    expect(mine.records.find((r: { id: string }) => r.id === a)).toMatchObject({
      myParty: 'shipper',
      actions: ['void'],
      buyerName: '浙江锦华纺织有限公司',
    });
    expect((await page(tok.shipper, { code: codeA.slice(-8) })).records.map((r: { id: string }) => r.id)).toEqual([a]);
    expect((await page(tok.shipper, { status: '8' })).records.every((r: { status: number }) => r.status === 8)).toBe(
      true,
    );
    expect((await page(tok.shipper, { enterpriseName: '锦华' })).total).toBeGreaterThanOrEqual(2);
    // The counterparty's name, not one's own.
    expect((await page(tok.shipper, { enterpriseName: '恒丰' })).total).toBe(0);
    expect((await page(tok.buyer, { enterpriseName: '恒丰' })).records.map((r: { id: string }) => r.id)).toContain(a);
    // The platform matches either party.
    expect((await page(tok.platform, { enterpriseName: '恒丰' })).records.map((r: { id: string }) => r.id)).toContain(
      a,
    );
    expect((await page(tok.platform, { enterpriseName: '锦华' })).records.map((r: { id: string }) => r.id)).toContain(
      a,
    );
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(
      (await page(tok.shipper, { startDate: today, endDate: today })).records.map((r: { id: string }) => r.id),
    ).toContain(a);
    expect((await page(tok.shipper, { startDate: '2000-01-01', endDate: '2000-01-02' })).total).toBe(0);
    const list = await dataOf<ContractRecord[]>(t.get(tok.buyer, `${BASE}/list`, { code: codeA }));
    expect(list.map((r: { id: string }) => r.id)).toEqual([a]);
    expect(list[0]).toMatchObject({ myParty: 'buyer', actions: ['edit', 'submit', 'confirm', 'void'] });
    expectRefusal(
      await t.get(tok.shipper, `${BASE}/page`, { startDate: '2020/01/01' }),
      400,
      'contract.start_date_invalid',
      '开始日期格式错误',
    );
  });

  it('read indexes only (the list of a party, of the platform, filtered)', async () => {
    const plan = async (query: SQLWrapper) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const res = await tx.execute(sql`explain ${query}`);
        return (res as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const principal = (over: Partial<Principal>): Principal => ({
      userId: '1',
      tenantId: '000000',
      account: 'x',
      userName: 'x',
      realName: null,
      userType: 3,
      postId: null,
      deptId: null,
      roleIds: [],
      roleAliases: [],
      roleNames: [],
      tokenVersion: 0,
      sessionId: 's',
      ...over,
    });
    const page = { current: 1, size: 10 };
    const party = principal({ postId: ids.shipper, roleAliases: ['shipper'] });
    const partyPlan = await plan(contractsQuery(db, contractListWhere(party, {}), page));
    expect(partyPlan).not.toMatch(/Seq Scan on kc_contract/);
    expect(partyPlan).toMatch(/kc_contract_(list_idx|shipper_idx|buyer_idx)/);
    // Read in the lists' order: no sort of every visible contract before the page is cut.
    expect(partyPlan).not.toMatch(/Sort/);
    const platform = principal({ postId: ids.platform, roleAliases: ['platform'] });
    const allPlan = await plan(
      contractsQuery(db, contractListWhere(platform, { enterpriseName: '锦华', status: 10 }), page),
    );
    expect(allPlan).not.toMatch(/Seq Scan on kc_contract /);
    expect(allPlan).toMatch(/kc_contract_list_idx/);
    expect(allPlan).not.toMatch(/Sort/);
  });
});

describe('attachments (spec 2 §7)', () => {
  const upload = async (token: string, name: string, bytes: Buffer) => {
    const body = form(file(name, bytes));
    const res = await t.as(token, { method: 'POST', url: '/api/kc-resource/oss/endpoint/put-file-attach', ...body });
    return (await dataOf<{ attachId: string }>(res)).attachId;
  };

  it('each party adds to and removes from its own side only; jpg, png and pdf only', async () => {
    const id = await create(tok.shipper);
    const shipperFile = await upload(tok.shipper, '质检报告.pdf', pdf);
    const buyerFile = await upload(tok.buyer, '付款凭证.png', png(3));
    const shipperRow = await dataOf<string>(
      t.post(tok.shipper, `${BASE}/insertAttach`, { contractId: id, attachId: shipperFile }),
    );
    await dataOf(t.post(tok.buyer, `${BASE}/insertAttach`, { contractId: id, attachId: buyerFile }));
    // Somebody else's upload, or one already held, cannot be attached.
    const other = await upload(tok.shipper, '照片.jpg', jpeg('x'));
    expectRefusal(
      await t.post(tok.buyer, `${BASE}/insertAttach`, { contractId: id, attachId: other }),
      404,
      reasons.attachNotFound,
    );
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/insertAttach`, { contractId: id, attachId: shipperFile }),
      404,
      reasons.attachNotFound,
    );
    const gifFile = await upload(tok.shipper, '动图.gif', gif);
    expectRefusal(
      await t.post(tok.shipper, `${BASE}/insertAttach`, { contractId: id, attachId: gifFile }),
      400,
      reasons.attachKind,
      '合同附件只能是 jpg、jpeg、png 或 pdf 文件',
    );
    expectRefusal(
      await t.post(tok.platform, `${BASE}/insertAttach`, { contractId: id, attachId: other }),
      403,
      'access.forbidden',
    );
    expectRefusal(
      await t.post(tok.foreign, `${BASE}/insertAttach`, { contractId: id, attachId: other }),
      404,
      reasons.notFound,
    );

    const own = await dataOf<z.infer<typeof contractAttachment>[]>(
      t.get(tok.shipper, `${BASE}/attachListByContractId`, { contractId: id }),
    );
    expect(own.map((a: { originalName: string }) => a.originalName)).toEqual(['质检报告.pdf']);
    const full = await dataOf<z.infer<typeof contractAttachments>>(
      t.get(tok.platform, `${BASE}/fullAttachListByContractId`, { contractId: id }),
    );
    expect(full.shipper.map((a: { attachId: string }) => a.attachId)).toEqual([shipperFile]);
    expect(full.buyer.map((a: { attachId: string }) => a.attachId)).toEqual([buyerFile]);
    expect(await dataOf(t.get(tok.platform, `${BASE}/attachListByContractId`, { contractId: id }))).toEqual([]);
    // The signed link opens the file for anyone who may see the contract.
    const link = full.buyer[0]!.link;
    expect((await t.as(undefined, { method: 'GET', url: link })).statusCode).toBe(200);

    expectRefusal(await t.post(tok.buyer, `${BASE}/deleteAttach`, { id: shipperRow }), 403, reasons.attachNotOwnSide);
    expectRefusal(await t.post(tok.foreign, `${BASE}/deleteAttach`, { id: shipperRow }), 404, reasons.attachNotFound);
    await dataOf(t.post(tok.shipper, `${BASE}/deleteAttach`, { id: shipperRow }));
    expect(
      (
        await dataOf<z.infer<typeof contractAttachments>>(
          t.get(tok.buyer, `${BASE}/fullAttachListByContractId`, { contractId: id }),
        )
      ).shipper,
    ).toEqual([]);
    const log = await dataOf<Operation[]>(t.get(tok.shipper, `${BASE}/operationList`, { id }));
    expect(log.map((e: { operateType: string }) => e.operateType)).toEqual(
      expect.arrayContaining(['上传附件', '删除附件']),
    );
  });
});
