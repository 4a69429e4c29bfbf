// Part h of `npm run bench`: fee payments. (1) 100 payments one after another, WeChat and Alipay alternately: the
// party's code created over HTTP, the payer pays on the sandbox phone page, the sandbox posts its signed notification
// to the app's notify route, and the time is taken from the moment the payer pays (the provider's notification) to
// the moment the party's open page receives `payment.status` on its event stream (what closes the dialog with
// 支付成功) — p50 / p95. (2) The inbox under load: 200 paid orders, each notification posted 1–3 times (a third of
// them twice or three times), 10 at a time; notifications per second, and the check that every order was applied
// exactly once (ledger rows, service-paid events).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PAYMENT_STATUS_EVENT } from '@kc/domain/payment/payment';
import { and, count, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { payLedger } from '../apps/server/src/modules/payment';
import { auditEvent } from '../apps/server/src/platform/audit/audit.table';
import { loadConfig } from '../apps/server/src/platform/config';
import type { Database } from '../apps/server/src/platform/db/client';
import { enterpriseIdOfAccount, makeContract } from '../apps/server/src/test/fixtures/contract';

export const PAYMENT_TARGET = { notifyToPageP95Ms: 300 };
const HOST = '127.0.0.1';
const PAYMENTS = 100;
const INBOX_ORDERS = 200;
const CONCURRENCY = 10;

export type PaymentBench = {
  engine: string;
  latency: { n: number; p50Ms: number; p95Ms: number; maxMs: number };
  inbox: { orders: number; posted: number; seconds: number; perSecond: number; applied: number; events: number };
  pass: { latency: boolean; once: boolean };
};

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** The party's event stream as its page holds it: resolves waiters by contract id as `payment.status` arrives. */
const openStream = (port: number, token: string) => {
  const waiters = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  let buffer = '';
  const req = http.get({ host: HOST, port, path: '/api/events', headers: { 'kc-Auth': `bearer ${token}` } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = performance.now();
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!frame.includes(`event: ${PAYMENT_STATUS_EVENT}`)) continue;
        const data = frame
          .split('\n')
          .find((l) => l.startsWith('data:'))
          ?.slice(5);
        const id = data ? (JSON.parse(data) as { contractId: string }).contractId : undefined;
        if (!id) continue;
        arrived.set(id, at);
        waiters.get(id)?.(at);
      }
    });
  });
  return {
    wait: (contractId: string) =>
      new Promise<number>((resolve, reject) => {
        const seen = arrived.get(contractId);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no payment.status for ${contractId}`)), 10_000);
        waiters.set(contractId, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }),
    close: () => req.destroy(),
  };
};

export const benchPayments = async (database: Database, engine: string): Promise<PaymentBench> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-pay-'));
  // The inbox part posts hundreds of notifications a minute from this one address: the per-address limit of the
  // notify routes (rate-limits.ts) is off here, since what is measured is the inbox, not the limit.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false', RATE_LIMIT_SCALE: '0' });
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  await ctx.jobs.start({ workers: false });
  let stream: ReturnType<typeof openStream> | undefined;
  try {
    await app.listen({ port: 0, host: HOST });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://${HOST}:${port}`;
    const shipperId = await enterpriseIdOfAccount(ctx.db, 'shipper');
    const buyerId = await enterpriseIdOfAccount(ctx.db, 'buyer');
    const login = await fetch(`${base}/api/kc-auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        tenantId: '000000',
        username: 'shipper',
        password: createHash('md5').update('demo123456').digest('hex'),
      }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const headers = { 'kc-Auth': `bearer ${token}`, 'content-type': 'application/json' };
    const payCode = async (contractId: string, type: number) => {
      const res = await fetch(`${base}/api/kc-flrk/contract/servicePayCode`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ id: contractId, type }),
      });
      const body = (await res.json()) as { code: number; msg: string; data: { payUrl: string; orderNo: string } };
      if (body.code !== 200) throw new Error(`servicePayCode ${body.code} ${body.msg}`);
      return body.data;
    };
    stream = openStream(port, token);

    // (1) notification → the page's 支付成功
    const latencies: number[] = [];
    for (let i = 0; i < PAYMENTS + 5; i++) {
      const c = await makeContract(ctx, { status: 1, shipperId, buyerId, rows: 1, render: false });
      const code = await payCode(c.id, i % 2 === 0 ? 10 : 11);
      const pr = new URL(code.payUrl).searchParams.get('pr')!;
      await ctx.paymentSandbox.phoneOrder(pr);
      const t0 = performance.now();
      const heard = stream.wait(c.id);
      await ctx.paymentSandbox.phonePay(pr);
      const t1 = await heard;
      if (i >= 5) latencies.push(t1 - t0); // the first five warm the path
    }

    // (2) the inbox with duplicates mixed in
    const orders: { contractId: string; orderNo: string }[] = [];
    for (let i = 0; i < INBOX_ORDERS; i++) {
      const c = await makeContract(ctx, { status: 1, shipperId, buyerId, rows: 1, render: false });
      const code = await payCode(c.id, i % 2 === 0 ? 10 : 11);
      orders.push({ contractId: c.id, orderNo: code.orderNo });
    }
    // The sandbox records each payment; its own delivery is held back so that only the posts below arrive.
    await ctx.paymentSandbox.setSettings({ mode: 'late' });
    const posts: { path: string; headers: Record<string, string>; body: string }[] = [];
    for (const [i, o] of orders.entries()) {
      await ctx.paymentSandbox.payByNo(o.orderNo);
      const n = await ctx.paymentSandbox.composeNotification(o.orderNo);
      for (let k = 0; k < 1 + (i % 3 === 0 ? 1 + (i % 2) : 0); k++) posts.push(n);
    }
    posts.sort(() => Math.random() - 0.5);
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < posts.length) {
          const n = posts[next++]!;
          const res = await fetch(`${base}${n.path}`, { method: 'POST', headers: n.headers, body: n.body });
          await res.arrayBuffer();
          if (res.status >= 300) throw new Error(`notify answered ${res.status}`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const ids = orders.map((o) => o.contractId);
    const [applied] = await ctx.db.select({ n: count() }).from(payLedger).where(inArray(payLedger.contractId, ids));
    const [events] = await ctx.db
      .select({ n: count() })
      .from(auditEvent)
      .where(
        and(
          eq(auditEvent.objectType, 'contract'),
          eq(auditEvent.action, 'service-paid'),
          inArray(auditEvent.objectId, ids),
        ),
      );
    const inbox = {
      orders: orders.length,
      posted: posts.length,
      seconds: Math.round(seconds * 100) / 100,
      perSecond: Math.round(posts.length / seconds),
      applied: Number(applied?.n ?? 0),
      events: Number(events?.n ?? 0),
    };
    const latency = {
      n: latencies.length,
      p50Ms: Math.round(percentile(latencies, 50)),
      p95Ms: Math.round(percentile(latencies, 95)),
      maxMs: Math.round(Math.max(...latencies)),
    };
    return {
      engine,
      latency,
      inbox,
      pass: {
        latency: latency.p95Ms <= PAYMENT_TARGET.notifyToPageP95Ms,
        once: inbox.applied === orders.length && inbox.events === orders.length,
      },
    };
  } finally {
    stream?.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
