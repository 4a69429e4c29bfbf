import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { file, form, type Part, png } from '../../test/uploads';
import { createUser } from '../../test/users';
import type { RegisteredRoute } from '../access/guard';
import { isPublic } from '../access/route-access';
import { attachment } from '../files/attachment.table';

/**
 * Control characters in any text of any request answer 400 with a Chinese message, never a 500: every field of
 * every route is tried, the fields read from the route table's own schemas (querystring, params, body).
 */

type Key = string | number;
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } } | undefined)?._zod?.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The paths of every value a schema reads: object keys (and a free key of a loose object), array items, unions. */
const fieldPaths = (schema: unknown, path: Key[] = []): Key[][] => {
  const def = defOf(schema);
  if (!def) return [path];
  if (WRAPPERS.has(def.type)) return fieldPaths(def.innerType, path);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const paths = Object.entries(shape).flatMap(([key, value]) => fieldPaths(value, [...path, key]));
      // A loose object keeps keys it does not name: they are text that reaches the handler too.
      if (def.catchall && defOf(def.catchall)?.type !== 'never') paths.push([...path, 'undeclared']);
      return paths;
    }
    case 'array':
      return fieldPaths(def.element, [...path, 0]);
    case 'pipe': {
      // preprocess and transform().pipe(): what the client sends is the input side; a transform takes anything.
      const input = defOf(def.in);
      return fieldPaths(input?.type === 'transform' ? def.out : def.in, path);
    }
    case 'union':
      return (def.options as unknown[]).flatMap((option) => fieldPaths(option, path));
    case 'intersection':
      return [...fieldPaths(def.left, path), ...fieldPaths(def.right, path)];
    default:
      return [path];
  }
};

const unique = (paths: Key[][]) => [...new Map(paths.map((p) => [JSON.stringify(p), p])).values()];

/** An object with `value` at `path` and nothing else. */
const placed = (path: Key[], value: string): unknown =>
  path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);

const NUL = 'a\u0000b';

type Probe = { name: string; options: InjectOptions };

/** One request per field: the route's params filled with '1', the field alone carrying the text. */
const probesOf = (route: RegisteredRoute, token: string | undefined, text: string): Probe[] => {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const url = (nulParam?: string) =>
    route.url.replace(/:(\w+)/g, (_m, name: string) => (name === nulParam ? encodeURIComponent(text) : '1'));
  const headers = token ? { 'kc-auth': `bearer ${token}` } : {};
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const label = `${route.method} ${route.url}`;
  const probes: Probe[] = params.map((name) => ({
    name: `${label} params.${name}`,
    options: { method: route.method as InjectOptions['method'], url: url(name), headers },
  }));
  const queryKeys = new Set((schema.querystring ? fieldPaths(schema.querystring) : []).map((p) => String(p[0] ?? 'q')));
  queryKeys.add('undeclared');
  for (const key of queryKeys) {
    probes.push({
      name: `${label} querystring.${key}`,
      options: {
        method: route.method as InjectOptions['method'],
        url: `${url()}?${encodeURIComponent(key)}=${encodeURIComponent(text)}`,
        headers,
      },
    });
  }
  // The name of a query parameter is text too.
  probes.push({
    name: `${label} querystring key`,
    options: {
      method: route.method as InjectOptions['method'],
      url: `${url()}?${encodeURIComponent(text)}=1`,
      headers,
    },
  });
  if (route.method !== 'GET') {
    const bodyPaths = unique(schema.body ? fieldPaths(schema.body) : []).filter((p) => p.length > 0);
    if (bodyPaths.length === 0) bodyPaths.push(['undeclared']);
    for (const path of bodyPaths) {
      probes.push({
        name: `${label} body.${path.join('.')}`,
        options: {
          method: route.method as InjectOptions['method'],
          url: url(),
          headers,
          payload: placed(path, text) as object,
        },
      });
    }
    probes.push({
      name: `${label} body key`,
      options: { method: route.method as InjectOptions['method'], url: url(), headers, payload: { [text]: '1' } },
    });
  }
  return probes;
};

let t: TestApp;
let admin: string;
/** A user holding every permission, used only by the walk (a probe that got through could end its session). */
let walker: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await createUser(t.ctx.db, 'control-walker', { roleAliases: ['administrator'] });
  walker = await t.login('control-walker');
});
afterAll(async () => t?.close());

type Answer = { statusCode: number; body: string; json: () => { code: number; msg: string } };
const answerOf = (res: Answer) => {
  try {
    return res.json();
  } catch {
    return { code: undefined, msg: res.body.slice(0, 80) };
  }
};
const expectRefused = (name: string, res: Answer) => {
  expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
  const body = res.json();
  expect(body.code, name).toBe(400);
  expect(body.msg, name).toMatch(/控制字符/);
};

describe('a control character in any text of any route answers 400, never a 500', () => {
  it('walks every route of the route table', () => {
    // The administrator holds every permission; public routes are tried without a token.
    expect(t.ctx.routes.length).toBeGreaterThan(100);
    expect(t.ctx.routes.some((r) => r.schema?.body)).toBe(true);
  });

  it('every field a route declares refuses NUL by its own schema, which names the field', () => {
    const uncovered: string[] = [];
    for (const route of t.ctx.routes) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = (route.schema as Record<string, unknown> | undefined)?.[part] as
          | { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[] }[] } } }
          | undefined;
        if (!schema?.safeParse) continue;
        for (const path of unique(fieldPaths(schema))) {
          if (path.length === 0 || path.at(-1) === 'undeclared') continue;
          const issues = schema.safeParse(placed(path, NUL)).error?.issues ?? [];
          // A field parsed into a list (ids '1,2') is refused at its item: the issue's path starts with the field's.
          const at = (i: { path: PropertyKey[] }) => path.every((key, n) => i.path[n] === key);
          if (!issues.some(at)) {
            uncovered.push(`${route.method} ${route.url} ${part}.${path.join('.')}`);
          }
        }
      }
    }
    expect(uncovered).toEqual([]);
  });

  it('NUL in every query, path and body field of every route', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of t.ctx.routes) {
      const token = isPublic(route.access) ? undefined : walker;
      for (const probe of probesOf(route, token, NUL)) {
        const res = await t.app.inject(probe.options);
        tried++;
        const body = answerOf(res);
        if (res.statusCode !== 400 || body.code !== 400 || !/控制字符/.test(body.msg ?? '')) {
          failures.push(`${probe.name} → ${res.statusCode} ${body.msg}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);

  it('other control characters and lone surrogates, where text reaches the database', async () => {
    const texts = ['\u0001', '\u0008', '\u000b', '\u001f', '\u007f', 'x\ud800y', '\udc00'];
    for (const text of texts) {
      const name = JSON.stringify(text);
      expectRefused(
        `${name} in a log-in name`,
        await t.app.inject({
          method: 'POST',
          url: '/api/kc-auth/oauth/token',
          payload: { grant_type: 'password', tenantId: '000000', username: `admin${text}`, password: 'x' },
        }),
      );
      // A lone surrogate has no UTF-8 form, so it cannot travel in a URL; JSON carries it (\ud800).
      if (/[\ud800-\udfff]/.test(text)) continue;
      expectRefused(
        `${name} in a query`,
        await t.as(admin, {
          method: 'GET',
          url: `/api/kc-system/dict-biz/dictionary?code=${encodeURIComponent(text)}`,
        }),
      );
    }
  });

  it('finds the character however deep a body nests, in linear time', async () => {
    const depth = 100_000;
    const started = Date.now();
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/kc-system/dict-biz/submit',
      headers: { 'content-type': 'application/json' },
      payload: `${'{"a":'.repeat(depth)}"x\\u0000"${'}'.repeat(depth)}`,
    });
    expectRefused('deep body', res);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a line break in one-line text is refused by the field’s own rule, which names it in Chinese', async () => {
    const res = await t.as(admin, {
      method: 'GET',
      url: `/api/kc-system/dict-biz/dictionary?code=${encodeURIComponent('weight\nunit')}`,
    });
    expect(res.json()).toMatchObject({ code: 400, msg: '字典编号不能包含控制字符' });
  });
});

describe('uploads', () => {
  const UPLOADS = [
    '/api/kc-resource/oss/endpoint/put-file-attach',
    '/api/kc-ludan/v1/frontApi/upload/uploadFileForFront',
  ];
  const rows = async () => (await t.ctx.db.select({ n: count() }).from(attachment))[0]!.n;
  const send = (url: string, ...parts: Part[]) => t.as(admin, { method: 'POST', url, ...form(...parts) });

  it.each(UPLOADS)('%s refuses NUL in the file name and in a field, and stores nothing', async (url) => {
    const before = await rows();
    expectRefused('file name', await send(url, { name: 'type', value: '4' }, file('a\u0000.png', png())));
    expectRefused('field', await send(url, { name: 'type', value: '4\u0000' }, file('a.png', png())));
    expectRefused('field name', await send(url, { name: 'ty\u0000pe', value: '4' }, file('a.png', png())));
    expect(await rows()).toBe(before);
  });

  it.each(UPLOADS)('%s answers a broken multipart body with 400', async (url) => {
    const good = form({ name: 'type', value: '4' }, file('a.png', png()));
    const bodies: [string, InjectOptions][] = [
      ['truncated', { payload: good.payload.subarray(0, good.payload.length - 30), headers: good.headers }],
      [
        'another boundary',
        { payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=somethingElse' } },
      ],
      ['no boundary', { payload: good.payload, headers: { 'content-type': 'multipart/form-data' } }],
      [
        'garbage',
        {
          payload: Buffer.from('--x\r\nnot a header\r\n\r\n'),
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        },
      ],
      ['JSON instead', { payload: { type: '4' }, headers: {} }],
      ['text instead', { payload: 'hello', headers: { 'content-type': 'text/plain' } }],
    ];
    for (const [name, options] of bodies) {
      const res = await t.as(admin, { method: 'POST', url, ...options });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 400, success: false });
      expect(res.json().msg, name).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
