import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { regionFullName } from './region.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('region full names for addresses', () => {
  it('joins province, city and district', async () => {
    expect(await regionFullName(t.database.db, '320102')).toBe('江苏省南京市玄武区');
    expect(await regionFullName(t.database.db, '3201')).toBe('江苏省南京市');
  });
  it("leaves out the division data's placeholder city level of municipalities", async () => {
    expect(await regionFullName(t.database.db, '110101')).toBe('北京市东城区');
  });
  it('answers null for codes that are not regions', async () => {
    expect(await regionFullName(t.database.db, '99')).toBeNull();
    expect(await regionFullName(t.database.db, 'abc')).toBeNull();
    expect(await regionFullName(t.database.db, null)).toBeNull();
  });
});

describe('the region and tenant pickers', () => {
  it('answers the regions below a code, each saying whether it has children', async () => {
    const token = await t.login('admin');
    const res = await t.as(token, { method: 'GET', url: '/api/kc-system/region/lazy-list?parentCode=3201' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      code: '320102',
      parentCode: '3201',
      name: '玄武区',
      level: 3,
      hasChildren: false,
    });
  });

  it('answers the tenants the caller may pick', async () => {
    const token = await t.login('admin');
    const res = await t.as(token, { method: 'GET', url: '/api/kc-system/tenant/select' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ tenantId: '000000', tenantName: expect.any(String) });
  });
});
