import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('security headers', () => {
  it('are on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/kc-user/info', '/api/nothing']) {
      const res = await t.get(undefined, url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
  it('allow the inline styles antd writes, and do not force HTTPS on LAN addresses', async () => {
    const csp = (await t.get(undefined, '/api/health')).headers['content-security-policy'] as string;
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
