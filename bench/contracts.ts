// Part g of `npm run bench`: a contract of 200 goods rows — render its PDF, then both parties' seals — in process,
// and GET contract/page at 10 connections over 10,000 contracts (the supplier's list; PostgreSQL when it answers).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { signContract } from '../apps/server/src/modules/contract/contract-signing';
import { loadConfig } from '../apps/server/src/platform/config';
import type { Database } from '../apps/server/src/platform/db/client';
import { enterpriseIdOfAccount, makeContract } from '../apps/server/src/test/fixtures/contract';

export const CONTRACT_TARGET = { render200Ms: 2000, signBothMs: 1000, listP99Ms: 100 };
const HOST = '127.0.0.1';
const CONTRACTS = 10_000;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export type ContractBench = {
  engine: string;
  render200Ms: number;
  pages200: number;
  signShipperMs: number;
  signBuyerMs: number;
  list: { contracts: number; requests: number; p50Ms: number; p99Ms: number; non2xx: number };
  pass: { render: boolean; sign: boolean; list: boolean };
};

/** 10,000 contracts between the demo parties in one statement, copies of one stored contract with new codes. */
const multiply = async (database: Database, templateId: string) => {
  await database.db.execute(sql`
    insert into kc_contract (tenant_id, code, company_type, initiator_id, material_id, material_name, pricing_mode,
      template_name, product_form, shipper_id, buyer_id, total_amount, weight_total, platform_service_amount,
      shipper_service_amount, buyer_service_amount, shipper_service_status, buyer_service_status, signing_date,
      signing_address, contract_info, verify_token, status, create_time)
    select tenant_id, 'HTB' || lpad(g::text, 8, '0'), company_type, initiator_id, material_id, material_name,
      pricing_mode, template_name, product_form, shipper_id, buyer_id, total_amount, weight_total,
      platform_service_amount, shipper_service_amount, buyer_service_amount, shipper_service_status,
      buyer_service_status, signing_date, signing_address, contract_info, md5(g::text || random()::text),
      (array[1, 10, 11, 19, 0])[1 + g % 5], now() - (g || ' minutes')::interval
    from kc_contract, generate_series(1, ${CONTRACTS - 1}) g where kc_contract.id = ${templateId}`);
  await database.db.execute(sql`analyze kc_contract`);
};

export const benchContracts = async (database: Database, engine: string): Promise<ContractBench> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-contract-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false' });
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  try {
    const shipperId = await enterpriseIdOfAccount(ctx.db, 'shipper');
    const buyerId = await enterpriseIdOfAccount(ctx.db, 'buyer');
    // Warm the document layer (font, layout) once, as a running server would be.
    await makeContract(ctx, { status: 19, shipperId, buyerId, rows: 5 });
    let t0 = performance.now();
    const c = await makeContract(ctx, { status: 19, shipperId, buyerId, rows: 200 });
    const render200Ms = Math.round(performance.now() - t0);
    const pdf = (await ctx.files.read(c.fileId!))!;
    const pages200 = (
      Buffer.from(pdf)
        .toString('latin1')
        .match(/\/Type\s*\/Page[^s]/g) ?? []
    ).length;
    const actor = (postId: string) => ({ userId: '1', postId, tenantId: '000000' });
    t0 = performance.now();
    await signContract(ctx, { contractId: c.id, party: 'shipper', actor: actor(shipperId) });
    const signShipperMs = Math.round(performance.now() - t0);
    t0 = performance.now();
    await signContract(ctx, { contractId: c.id, party: 'buyer', actor: actor(buyerId) });
    const signBuyerMs = Math.round(performance.now() - t0);

    await multiply(database, c.id);
    await app.listen({ port: 0, host: HOST });
    const port = (app.server.address() as AddressInfo).port;
    const res = await fetch(`http://${HOST}:${port}/api/kc-auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        tenantId: '000000',
        username: 'shipper',
        password: md5('demo123456'),
      }),
    });
    const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
    const headers = { 'kc-Auth': `bearer ${token}` };
    const url = `http://${HOST}:${port}/api/kc-flrk/contract/page?current=1&size=10`;
    const check = (await (await fetch(url, { headers })).json()) as { code: number; data?: { total: number } };
    if (check.code !== 200) throw new Error(`contract/page answered ${check.code}`);
    await autocannon({ url, headers, connections: 10, duration: 2 });
    const r = await autocannon({ url, headers, connections: 10, duration: 10 });
    const list = {
      contracts: check.data?.total ?? 0,
      requests: r.requests.total,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
    };
    return {
      engine,
      render200Ms,
      pages200,
      signShipperMs,
      signBuyerMs,
      list,
      pass: {
        render: render200Ms <= CONTRACT_TARGET.render200Ms,
        sign: signShipperMs + signBuyerMs <= CONTRACT_TARGET.signBothMs,
        list: list.p99Ms <= CONTRACT_TARGET.listP99Ms && list.non2xx === 0,
      },
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
