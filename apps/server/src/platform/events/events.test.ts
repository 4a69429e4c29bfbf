import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../modules/user/user.table';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { registerAccessGuard } from '../access/guard';
import { registerErrorHandling } from '../http/error-handler';
import { eventsRoutes } from './events.routes';
import { createEvents, publishToUsers } from './events.service';

let t: TestApp;
let base: string;
const opened: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const c of opened) c.abort();
  await t?.close();
});

type Frame = { event: string; data: unknown };

/** Opens an SSE stream over real HTTP and collects its frames. */
const openStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  opened.push(controller);
  const res = await fetch(url, { headers, signal: controller.signal });
  const frames: Frame[] = [];
  let text = '';
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          let cut = text.indexOf('\n\n');
          while (cut >= 0) {
            const block = text.slice(0, cut);
            text = text.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event) frames.push({ event, data: data ? JSON.parse(data) : null });
            cut = text.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
  }
  const waitFor = async (check: () => boolean, what: string, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    res,
    frames,
    isEnded: () => ended,
    waitForEvent: (type: string) => waitFor(() => frames.some((f) => f.event === type), type),
    waitForEnd: () => waitFor(() => ended, 'the stream to end'),
    close: () => controller.abort(),
  };
};

const ticketOf = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: { 'kc-auth': `bearer ${token}` },
  });
  return res.json();
};

const userIdOf = async (account: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.account, account)))[0]!.id;

describe('live events (SSE)', () => {
  it('delivers an event to the user it is published to, and to no one else', async () => {
    const shipperToken = await t.login('shipper');
    const buyerToken = await t.login('buyer');
    const body = await ticketOf(t.app, shipperToken);
    expect(body).toMatchObject({ code: 200, data: { expiresIn: 60 } });

    const shipper = await openStream(`${base}/api/events?ticket=${encodeURIComponent(body.data.ticket)}`);
    expect(shipper.res.status).toBe(200);
    expect(shipper.res.headers.get('content-type')).toContain('text/event-stream');
    expect(shipper.res.headers.get('x-accel-buffering')).toBe('no');
    const buyer = await openStream(`${base}/api/events`, { 'kc-auth': `bearer ${buyerToken}` });
    await shipper.waitForEvent('ready');
    await buyer.waitForEvent('ready');
    expect(shipper.frames[0]?.event).toBe('ready');

    const [shipperId, buyerId] = [await userIdOf('shipper'), await userIdOf('buyer')];
    await publishToUsers(t.ctx, [shipperId], 'sign-progress', { totalNum: 3, finishNum: 1, failNum: 0 });
    await shipper.waitForEvent('sign-progress');
    expect(shipper.frames.at(-1)).toEqual({ event: 'sign-progress', data: { totalNum: 3, finishNum: 1, failNum: 0 } });

    // Events reach a stream in publish order: once the buyer's own event arrives, the shipper's would have too.
    await publishToUsers(t.ctx, [buyerId], 'pay-status', { status: 1 });
    await buyer.waitForEvent('pay-status');
    expect(buyer.frames.map((f) => f.event)).toEqual(['ready', 'pay-status']);

    shipper.close();
    buyer.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(t.ctx.events.connectionsOf(shipperId)).toBe(0);
  });

  it('answers 401 to a bad ticket or no credentials', async () => {
    for (const [url, reason] of [
      [`${base}/api/events?ticket=not-a-ticket`, 'auth.token_invalid'],
      [`${base}/api/events`, 'auth.token_missing'],
    ]) {
      const res = await fetch(url!);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 401, success: false, reason });
    }
    // An access token is not a ticket.
    const token = await t.login('shipper');
    const res = await fetch(`${base}/api/events?ticket=${token}`);
    expect(res.status).toBe(401);
  });

  it('accepts a ticket once: a second stream with the same ticket is refused', async () => {
    const token = await t.login('buyer');
    const { data } = await ticketOf(t.app, token);
    const first = await openStream(`${base}/api/events?ticket=${encodeURIComponent(data.ticket)}`);
    expect(first.res.status).toBe(200);
    await first.waitForEvent('ready');
    const again = await fetch(`${base}/api/events?ticket=${encodeURIComponent(data.ticket)}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({
      code: 401,
      msg: '登录凭证无效，请重新登录',
      reason: 'auth.token_invalid',
    });
    first.close();
    // Once, even when both arrive together.
    const { data: raced } = await ticketOf(t.app, token);
    const both = await Promise.all([1, 2].map(() => t.ctx.events.tickets.verify(raced.ticket)));
    expect(both.filter((claims) => claims !== null)).toHaveLength(1);
  });

  it('ends the streams of a session at log-out at once, not at the next heartbeat', async () => {
    expect(t.ctx.events.heartbeatMs).toBeGreaterThanOrEqual(25_000);
    const token = await t.login('warehouse');
    const other = await t.login('warehouse');
    const byHeader = await openStream(`${base}/api/events`, { 'kc-auth': `bearer ${token}` });
    const byTicket = await openStream(
      `${base}/api/events?ticket=${encodeURIComponent((await ticketOf(t.app, token)).data.ticket)}`,
    );
    const otherSession = await openStream(`${base}/api/events`, { 'kc-auth': `bearer ${other}` });
    for (const s of [byHeader, byTicket, otherSession]) await s.waitForEvent('ready');
    expect((await t.as(token, { method: 'GET', url: '/api/kc-auth/oauth/logout' })).json().code).toBe(200);
    await byHeader.waitForEnd();
    await byTicket.waitForEnd();
    await new Promise((r) => setTimeout(r, 200));
    expect(otherSession.isEnded()).toBe(false);
    otherSession.close();
  });

  it('refuses an event too large for NOTIFY', async () => {
    await expect(publishToUsers(t.ctx, ['1'], 'big', { text: 'x'.repeat(8000) })).rejects.toThrow(/实时事件过大/);
  });
});

describe('live events with a test clock', () => {
  let app: FastifyInstance;
  let url: string;
  let clock = Date.now();

  beforeAll(async () => {
    const custom = createEvents(
      { db: t.ctx.db, bus: t.ctx.bus, principals: t.ctx.principals, keys: t.ctx.signingKeys },
      { heartbeatMs: 100, ticket: { now: () => new Date(clock) } },
    );
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    registerAccessGuard(app, { tokens: t.ctx.tokens, principals: t.ctx.principals, acl: t.ctx.acl });
    await app.register(eventsRoutes({ ...t.ctx, events: custom }));
    url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/events`;
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await app?.close();
  });

  it('accepts a ticket for 60 seconds only', async () => {
    const token = await t.login('buyer');
    const { data } = await ticketOf(app, token);
    clock += 59_000;
    const fresh = await openStream(`${url}?ticket=${encodeURIComponent(data.ticket)}`);
    expect(fresh.res.status).toBe(200);
    fresh.close();
    clock += 2_000;
    const stale = await fetch(`${url}?ticket=${encodeURIComponent(data.ticket)}`);
    expect(stale.status).toBe(401);
  });

  it("ends a disabled user's stream and a logged-out session's stream at the next heartbeat", async () => {
    const id = await createUser(t.database.db, 'sse-user');
    const disabled = await openStream(url, { 'kc-auth': `bearer ${await t.login('sse-user')}` });
    await disabled.waitForEvent('ready');
    await t.database.db.update(user).set({ status: 0 }).where(eq(user.id, id));
    await t.ctx.principals.invalidate(id);
    await disabled.waitForEnd();

    const token = await t.login('warehouse');
    const loggedOut = await openStream(url, { 'kc-auth': `bearer ${token}` });
    await loggedOut.waitForEvent('ready');
    await new Promise((r) => setTimeout(r, 250));
    expect(loggedOut.isEnded()).toBe(false);
    expect((await t.as(token, { method: 'GET', url: '/api/kc-auth/oauth/logout' })).json()).toMatchObject({
      code: 200,
    });
    await loggedOut.waitForEnd();
  });

  it('ends open streams when the server shuts down', async () => {
    const open = await openStream(url, { 'kc-auth': `bearer ${await t.login('bank')}` });
    await open.waitForEvent('ready');
    closed = true;
    await app.close();
    await open.waitForEnd();
  });
});
