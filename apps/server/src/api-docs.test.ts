import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

const opened: TestApp[] = [];
afterAll(async () => {
  for (const t of opened) await t.close();
});

// The route list is no secret, but a production server shows no more of itself than its clients need.
describe('the API documents (/api/docs)', () => {
  it('are served outside production', async () => {
    const t = await createTestApp();
    opened.push(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('are not served in production, logged in or not', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      PUBLIC_URL: 'https://kc.example.com',
      DEMO: 'false',
      SANDBOXES: 'true',
    });
    opened.push(t);
    const admin = await t.login('admin');
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      for (const token of [undefined, admin]) {
        const res = await t.as(token, { method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 404, success: false });
      }
    }
  });
});
