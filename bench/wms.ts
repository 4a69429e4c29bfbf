// Part i of `npm run bench`: external WMS. (1) The sandbox's WMS platform 1004 holds 10,000 containers with 100,000
// trays of the demo shipper at the demo warehouse; the platform imports them by its pull (change feed and
// snapshots) — wall time. (2) Each container gets a receipt in effect (written set-based: not measured), then the
// WMS loses 20 trays and re-weighs 20 containers by +50 % on one tray; a reconciliation (pull included) compares all
// 10,000 receipts with the WMS's goods — wall time and the findings it must report (≥ 20 missing trays, ≥ 40 weight
// drifts, the 20 short ones included). (3) The shipper's container list (10 a page) over that data, 10 connections × 10 s — p50 / p99.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { demoEnterprises } from '../apps/server/src/modules/seed/data/demo';
import { pullUnit, runReconciliation, wmsContainer, wmsTray } from '../apps/server/src/modules/wms';
import { loadConfig } from '../apps/server/src/platform/config';
import type { Database } from '../apps/server/src/platform/db/client';
import { enterpriseIdOfAccount } from '../apps/server/src/test/fixtures/contract';

export const WMS_TARGET = { importMs: 60_000, reconcileMs: 30_000, listP99Ms: 200 };
const HOST = '127.0.0.1';
const TENANT = '000000';
const UNIT = '1004';
const CONTAINERS = 10_000;
const TRAYS_PER_CONTAINER = 10;
const DISTURBED = 20;

export type WmsBench = {
  engine: string;
  generateMs: number;
  importMs: number;
  imported: { containers: number; trays: number };
  reconcileMs: number;
  reconciled: { receipts: number; findings: number; trayMissing: number; weightDrift: number };
  list: { requests: number; p50Ms: number; p99Ms: number; non2xx: number; total: number };
  pass: { import: boolean; reconcile: boolean; findings: boolean; list: boolean };
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const codeOf = (account: string) => demoEnterprises.find((d) => d.account === account)!.enterprise.code;

/** One receipt in effect per imported container, its trays recorded, the container locked (bench data only). */
const receiptEveryContainer = async (database: Database, shipperId: string, warehouseId: string) => {
  await database.db.execute(sql`
    with m as (select id from kc_base_material where code = 'MH001' and is_deleted = 0 limit 1),
    c as (
      select c.id as container_id, nextval('kc_id_seq') as bill_id, c.total_weight, c.total_num, c.case_number
      from kc_wms_container c where c.tenant_id = ${TENANT} and c.warehouse_unit_id = ${UNIT} and c.removed = 0
    ), b as (
      insert into kc_ple_bill (id, tenant_id, code, material_id, material_name, cargo_owner_id, warehouse_id, status,
        sign_status, sign_batch_status, total_weight, total_quantity, verify_token, lineage_id)
      select c.bill_id, ${TENANT}, 'BWR' || c.bill_id, m.id, '棉花', ${shipperId}, ${warehouseId}, 1, -1, 0,
        c.total_weight, c.total_num, md5(c.bill_id::text || random()::text), c.bill_id
      from c cross join m
      returning id
    ), u as (
      update kc_wms_container k set bill_id = c.bill_id, lineage_id = c.bill_id, status = 10
      from c where k.id = c.container_id
      returning k.id
    )
    insert into kc_wms_bill_tray (bill_id, tray_id, container_id, tray_code, rfid_code, weight, num)
    select c.bill_id, t.id, t.container_id, t.tray_code, t.rfid_code, t.tray_goods_weight, t.tray_goods_num
    from c join kc_wms_tray t on t.container_id = c.container_id and t.removed = 0
  `);
};

export const benchWms = async (database: Database, engine: string): Promise<WmsBench> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-wms-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: 'true' });
  const { app, ctx } = await buildApp({ config, database, logger: false, serveWeb: false });
  await ctx.jobs.start({ workers: false });
  try {
    const shipperId = await enterpriseIdOfAccount(ctx.db, 'shipper');
    const warehouseId = await enterpriseIdOfAccount(ctx.db, 'warehouse');
    const warehouseCode = codeOf('warehouse');
    const ownerCode = codeOf('shipper');

    let t0 = performance.now();
    await ctx.wmsSandbox.generateBulk(TENANT, UNIT, {
      warehouseCode,
      ownerCode,
      containers: CONTAINERS,
      traysPerContainer: TRAYS_PER_CONTAINER,
    });
    const generateMs = Math.round(performance.now() - t0);

    t0 = performance.now();
    await pullUnit(ctx, TENANT, UNIT);
    const importMs = Math.round(performance.now() - t0);
    const inUnit = and(eq(wmsContainer.tenantId, TENANT), eq(wmsContainer.warehouseUnitId, UNIT));
    const [containers] = await ctx.db.select({ n: count() }).from(wmsContainer).where(inUnit);
    const [trays] = await ctx.db
      .select({ n: count() })
      .from(wmsTray)
      .innerJoin(wmsContainer, eq(wmsContainer.id, wmsTray.containerId))
      .where(and(inUnit, eq(wmsTray.removed, 0)));

    await receiptEveryContainer(database, shipperId, warehouseId);
    // The WMS loses DISTURBED trays and re-weighs one tray of DISTURBED other containers (+50 %, > 1 % of the receipt).
    const sample = await ctx.db
      .select({ trayCode: wmsTray.trayCode, weight: wmsTray.trayGoodsWeight, containerId: wmsTray.containerId })
      .from(wmsTray)
      .innerJoin(wmsContainer, eq(wmsContainer.id, wmsTray.containerId))
      .where(and(inUnit, sql`${wmsTray.trayCode} like '%1'`))
      .orderBy(wmsTray.trayCode)
      .limit(DISTURBED * 2);
    for (const [i, tray] of sample.entries()) {
      if (i < DISTURBED) await ctx.wmsSandbox.removeTray(TENANT, UNIT, tray.trayCode);
      else await ctx.wmsSandbox.changeWeight(TENANT, UNIT, tray.trayCode, (Number(tray.weight) * 1.5).toFixed(2));
    }

    t0 = performance.now();
    const run = await runReconciliation(ctx, TENANT, { trigger: 'manual', pull: true });
    const reconcileMs = Math.round(performance.now() - t0);
    const kinds = (await ctx.db.execute(sql`
      select kind, count(*)::int as n from kc_wms_reconcile_finding where run_id = ${run.id} group by kind
    `)) as unknown as { rows: { kind: string; n: number }[] };
    const byKind = Object.fromEntries(kinds.rows.map((r) => [r.kind, r.n]));
    const reconciled = {
      receipts: run.receiptsChecked,
      findings: run.findingsCount,
      trayMissing: byKind.trayMissing ?? 0,
      weightDrift: byKind.weightDrift ?? 0,
    };

    await app.listen({ port: 0, host: HOST });
    const port = (app.server.address() as AddressInfo).port;
    const res = await fetch(`http://${HOST}:${port}/api/kc-auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        tenantId: TENANT,
        username: 'shipper',
        password: md5('demo123456'),
      }),
    });
    const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
    const headers = { 'kc-Auth': `bearer ${token}` };
    const url = `http://${HOST}:${port}/api/kc-flrk/wmsExternalApply/containerListByPage?current=1&size=10`;
    const check = (await (await fetch(url, { headers })).json()) as { code: number; data?: { total: number } };
    if (check.code !== 200) throw new Error(`containerListByPage answered ${check.code}`);
    await autocannon({ url, headers, connections: 10, duration: 2 });
    const r = await autocannon({ url, headers, connections: 10, duration: 10 });
    const list = {
      requests: r.requests.total,
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      total: check.data?.total ?? 0,
    };
    return {
      engine,
      generateMs,
      importMs,
      imported: { containers: containers?.n ?? 0, trays: trays?.n ?? 0 },
      reconcileMs,
      reconciled,
      list,
      pass: {
        import: importMs <= WMS_TARGET.importMs && (containers?.n ?? 0) >= CONTAINERS,
        reconcile: reconcileMs <= WMS_TARGET.reconcileMs,
        findings: reconciled.trayMissing >= DISTURBED && reconciled.weightDrift >= DISTURBED * 2,
        list: list.p99Ms <= WMS_TARGET.listP99Ms && list.non2xx === 0,
      },
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
