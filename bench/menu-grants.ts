// Part d of `npm run bench`: GET /api/kc-system/menu/routes and /menu/grant-tree for a user whose role holds
// 500 menus (target: p99 ≤ 50 ms on PGlite). One connection, so p99 is a request's own latency, not queueing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { menu } from '../apps/server/src/modules/system/system.table';
import { loadConfig } from '../apps/server/src/platform/config';
import type { Database } from '../apps/server/src/platform/db/client';
import { createRole, createUser } from '../apps/server/src/test/users';

export const MENU_TARGET_P99_MS = 50;
const HELD_MENUS = 500;
const HOST = '127.0.0.1';

export type MenuLatency = {
  route: string;
  menusHeld: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
};

/** 45 screens of 10 buttons each under one group, plus the role screen the grant tree needs: 500 menus held. */
const seedManyMenus = async (database: Database) => {
  const db = database.db;
  const [group] = await db
    .insert(menu)
    .values({
      code: 'bench_group',
      name: '压测菜单组',
      alias: 'bench_group',
      path: '/bench',
      source: 'AppstoreOutlined',
      category: 1,
      sort: 999,
    })
    .returning({ id: menu.id });
  const codes: string[] = ['bench_group'];
  for (let s = 0; s < 45; s++) {
    const code = `bench_screen_${s}`;
    const [screen] = await db
      .insert(menu)
      .values({
        code,
        name: `压测页面${s}`,
        alias: code,
        path: `/bench/${s}`,
        source: 'AppstoreOutlined',
        category: 1,
        sort: s,
        parentId: group!.id,
      })
      .returning({ id: menu.id });
    codes.push(code);
    const buttons = Array.from({ length: 10 }, (_, b) => `bench_btn_${s}_${b}`);
    await db.insert(menu).values(
      buttons.map((b, i) => ({
        code: b,
        name: `按钮${i}`,
        alias: b,
        path: `/bench/${s}/${b}`,
        source: 'ToolOutlined',
        category: 2,
        action: 1,
        sort: i,
        parentId: screen!.id,
      })),
    );
    codes.push(...buttons);
  }
  // The system group and its role screen, so the user may open the grant tree.
  codes.push('system', 'role', 'role_view', 'role_add');
  const rows = await db
    .select({ code: menu.code })
    .from(menu)
    .where(inArray(menu.code, codes.slice(0, HELD_MENUS)));
  const held = rows.map((r) => r.code).slice(0, HELD_MENUS);
  const roleId = await createRole(db, { alias: 'bench_admin', name: '压测管理员(admin)', menuCodes: held });
  await createUser(db, 'bench_user', { roleIds: [roleId], userType: 1 });
  return held.length;
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const benchMenuGrants = async (database: Database): Promise<MenuLatency[]> => {
  const menusHeld = await seedManyMenus(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-bench-menu-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOBS: 'false' });
  const { app } = await buildApp({ config, database, logger: false, serveWeb: false });
  try {
    await app.listen({ port: 0, host: HOST });
    const port = (app.server.address() as AddressInfo).port;
    const res = await fetch(`http://${HOST}:${port}/api/kc-auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        tenantId: '000000',
        username: 'bench_user',
        password: md5('demo123456'),
      }),
    });
    const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
    const headers = { 'kc-Auth': `bearer ${token}` };
    const results: MenuLatency[] = [];
    for (const route of ['/api/kc-system/menu/routes', '/api/kc-system/menu/grant-tree']) {
      const url = `http://${HOST}:${port}${route}`;
      const check = (await (await fetch(url, { headers })).json()) as { code: number; msg?: string };
      if (check.code !== 200) throw new Error(`${route} answered ${check.code} ${check.msg}`);
      await autocannon({ url, headers, connections: 1, duration: 2 });
      const r = await autocannon({ url, headers, connections: 1, duration: 5 });
      results.push({
        route,
        menusHeld,
        requests: r.requests.total,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
      });
    }
    return results;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
