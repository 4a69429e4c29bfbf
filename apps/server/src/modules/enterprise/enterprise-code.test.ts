import { contractRefusals } from '@kc/domain/contract/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnterprise, createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { enterprise } from './enterprise.table';

/**
 * 企业编码 (spec 1 §3 Enterprise.code): the platform issues it when it first approves an enterprise — the type's two
 * letters and the tenant's next number, as the demo codes read — unique per tenant even when approvals race; the
 * contract wizard then finds the enterprise by that code and by its name (spec 2 §5, §7), and never one not approved.
 */

const REVIEW = '/api/kc-flrk/enterprise/updateStatus';
const BY_CODE = '/api/kc-flrk/contract/enterpriseByCode';
const BY_NAME = '/api/kc-flrk/contract/enterpriseList';
const reasons = contractRefusals.reasons;

let t: TestApp;
let admin: string;
let shipper: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  shipper = await t.login('shipper');
});
afterAll(async () => t?.close());

/** An enterprise waiting for its first review (status 2), without a code, as a newcomer's submission leaves it. */
const pending = (name: string, type: string) =>
  createEnterprise(t.ctx.db, { name, type, status: 2, approvedTime: null, code: null });
const approve = (id: string) => t.post(admin, REVIEW, { id, status: 1 });
const codeOf = async (id: string) =>
  (await t.ctx.db.select({ code: enterprise.code }).from(enterprise).where(eq(enterprise.id, id)))[0]!.code;
const byName = (name: string, token = shipper) =>
  dataOf<{ id: string; name: string; code: string }[]>(t.get(token, BY_NAME, { name }));

describe('the platform issues the code at the first approval', () => {
  it('gives a newly approved enterprise the next code of its type; the wizard finds it by code and by name', async () => {
    const id = await pending('宁波新纶纺织有限公司', '3');
    expect(await codeOf(id)).toBeNull();
    // Not approved yet: no code to find it by, and the name search does not offer it.
    expect(await byName('新纶')).toEqual([]);

    expect((await approve(id)).json().code).toBe(200);
    // The demo buyer holds MF0001: the next buyer is MF0002.
    expect(await codeOf(id)).toBe('MF0002');
    expect(await dataOf(t.get(shipper, BY_CODE, { code: 'MF0002' }))).toEqual({
      id,
      name: '宁波新纶纺织有限公司',
      code: 'MF0002',
    });
    expect(await byName('新纶')).toEqual([{ id, name: '宁波新纶纺织有限公司', code: 'MF0002' }]);
  });

  it('keeps an issued code through a later review', async () => {
    const id = await pending('苏州恒远仓储有限公司', '2');
    await dataOf(approve(id));
    const issued = await codeOf(id);
    expect(issued).toMatch(/^CK\d{4}$/);
    // Edits submitted again (2) and approved again: the same code.
    await t.ctx.db.update(enterprise).set({ status: 2 }).where(eq(enterprise.id, id));
    await dataOf(approve(id));
    expect(await codeOf(id)).toBe(issued);
  });

  it('never issues one code twice: two approvals at once get different codes', async () => {
    const ids = await Promise.all(['甲', '乙', '丙'].map((n) => pending(`并发审核${n}棉业有限公司`, '1')));
    const answers = await Promise.all(ids.map(approve));
    expect(answers.map((r) => r.json().code)).toEqual([200, 200, 200]);
    const rows = await t.ctx.db.select({ code: enterprise.code }).from(enterprise).where(inArray(enterprise.id, ids));
    const codes = rows.map((r) => r.code);
    for (const code of codes) expect(code).toMatch(/^HZ\d{4}$/);
    expect(new Set(codes).size).toBe(3);
  });

  it('refuses, in the database, a second live enterprise of the tenant with the same code', async () => {
    await expect(createEnterprise(t.ctx.db, { name: '重复编码企业', code: 'HZ0001' })).rejects.toThrow();
  });

  it('gives an owner twin (复制为货主企业) a code of its own', async () => {
    const id = await pending('郑州豫丰物流有限公司', '4');
    await dataOf(approve(id));
    expect(await codeOf(id)).toBe('WL0001');
    await t.ctx.db.update(enterprise).set({ esignStatus: 1 }).where(eq(enterprise.id, id));
    const [twin] = await dataOf<string[]>(t.post(admin, '/api/kc-flrk/enterprise/copyOwnerEnterprise', { ids: id }));
    expect(await codeOf(twin!)).toMatch(/^HZ\d{4}$/);
    expect(await codeOf(id)).toBe('WL0001');
  });

  it('ignores a code typed into the enterprise form: only the platform issues one', async () => {
    const { token } = await t.newUser('code-typist', { roleAliases: ['shipper'], userType: 3 });
    const saved = await dataOf<{ id: string }>(
      t.post(token, '/api/kc-flrk/enterprise/updateInfo', {
        type: '1',
        name: '自拟编码棉业有限公司',
        code: 'HZ0001',
        isSave: 1,
      }),
    );
    expect(await codeOf(saved.id)).toBeNull();
  });
});

describe('the wizard finds counterparties by name (spec 2 §5)', () => {
  it('offers approved enterprises of the tenant whose name contains the text, never the caller’s own', async () => {
    const found = await byName('纺织');
    expect(found.map((e) => e.name)).toContain('浙江锦华纺织有限公司');
    expect(found.find((e) => e.name === '浙江锦华纺织有限公司')?.code).toBe('MF0001');
    // The shipper does not find itself; the buyer does find the shipper.
    expect((await byName('恒丰')).map((e) => e.name)).not.toContain('江苏恒丰棉业有限公司');
    const buyer = await t.login('buyer');
    expect((await byName('恒丰', buyer)).map((e) => e.name)).toContain('江苏恒丰棉业有限公司');
    // A rejected newcomer, never approved, is not offered.
    await createEnterprise(t.ctx.db, { name: '驳回测试纺织有限公司', status: 3, approvedTime: null, code: null });
    expect((await byName('驳回测试')).length).toBe(0);
  });

  it('asks for a name, and keeps its own query rules', async () => {
    const blank = await t.get(shipper, BY_NAME, { name: ' ' });
    expect([blank.statusCode, blank.json().msg]).toEqual([400, '请选择企业']);
    expect((await t.get(shipper, BY_NAME, {})).statusCode).toBe(400);
    expect((await t.get(shipper, BY_NAME, { name: 'x'.repeat(51) })).statusCode).toBe(400);
    // The warehouse has no contract screen: it cannot look counterparties up.
    const warehouse = await t.login('warehouse');
    expect((await t.get(warehouse, BY_NAME, { name: '纺织' })).statusCode).toBe(403);
  });

  it('a code of an enterprise not approved is refused as before', async () => {
    await createEnterprise(t.ctx.db, { name: '待审编码企业', status: 2, approvedTime: null, code: 'LEGACY-7' });
    expectRefusal(await t.get(shipper, BY_CODE, { code: 'LEGACY-7' }), 400, reasons.counterpartyNotApproved);
  });
});
