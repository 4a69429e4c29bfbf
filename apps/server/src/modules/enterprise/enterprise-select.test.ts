import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTenant } from '../../test/users';
import { enterprise } from './enterprise.table';

const COMP = '/api/kc-flrk/enterprise/getWarehouseComp';
const LIST = '/api/kc-flrk/enterprise/list';

let t: TestApp;
let shipper: string;
let newBuyerId: string;

beforeAll(async () => {
  t = await createTestApp();
  shipper = await t.login('shipper');
  await createTenant(t.ctx.db, '100003');
  const rows = await t.ctx.db
    .insert(enterprise)
    .values([
      { name: '已删除的仓库', type: '2', isDeleted: 1 },
      { name: '其他租户的仓库', type: '2', tenantId: '100003' },
      { name: '郑州农村商业银行', type: '5', ccbOrgId: 0 },
      { name: '江苏金鹰纺织有限公司', type: '3' },
    ])
    .returning({ id: enterprise.id, type: enterprise.type });
  newBuyerId = rows.find((r) => r.type === '3')!.id;
});
afterAll(async () => t?.close());

const data = async (url: string, token = shipper) => {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json().data as { id: string; name: string; type?: string }[];
};
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('getWarehouseComp', () => {
  it('type=2 lists the tenant’s live warehouses as {id, name}', async () => {
    const rows = await data(`${COMP}?type=2`);
    expect(names(rows)).toContain('河南豫通棉花仓储有限公司');
    expect(names(rows)).not.toContain('已删除的仓库');
    expect(names(rows)).not.toContain('其他租户的仓库');
    expect(names(rows)).not.toContain('中国建设银行股份有限公司郑州金水支行');
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'name']);
  });

  it('type=5&ccbOrgId_equal=1 lists the CCB financial institutions; type=5 alone every one', async () => {
    const ccb = names(await data(`${COMP}?type=5&ccbOrgId_equal=1`));
    expect(ccb).toContain('中国建设银行股份有限公司郑州金水支行');
    expect(ccb).not.toContain('郑州农村商业银行');
    const all = names(await data(`${COMP}?type=5`));
    expect(all).toEqual(expect.arrayContaining(['中国建设银行股份有限公司郑州金水支行', '郑州农村商业银行']));
  });

  it('needs a login, and refuses a malformed type', async () => {
    expect((await t.as(undefined, { method: 'GET', url: `${COMP}?type=2` })).statusCode).toBe(401);
    expect((await t.as(shipper, { method: 'GET', url: `${COMP}?type=x` })).statusCode).toBe(400);
  });
});

describe('enterprise/list', () => {
  it('type=3&size=9999 lists the buyers as {id, name, type}', async () => {
    const rows = await data(`${LIST}?type=3&size=9999`);
    expect(names(rows)).toEqual(expect.arrayContaining(['浙江锦华纺织有限公司', '江苏金鹰纺织有限公司']));
    expect(rows.every((r) => r.type === '3')).toBe(true);
    expect(rows.find((r) => r.name === '江苏金鹰纺织有限公司')).toEqual({
      id: newBuyerId,
      name: '江苏金鹰纺织有限公司',
      type: '3',
    });
  });

  it('size caps the count, at most 9999', async () => {
    expect(await data(`${LIST}?type=3&size=1`)).toHaveLength(1);
    const res = await t.as(shipper, { method: 'GET', url: `${LIST}?type=3&size=10000` });
    expect(res.json()).toMatchObject({ code: 400, msg: '每页条数不能超过9999' });
  });
});
