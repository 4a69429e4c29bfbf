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
