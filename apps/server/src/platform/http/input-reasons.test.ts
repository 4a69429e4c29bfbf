import { inputReasonOf, inputRulesOf, listRefusals } from '@kc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type TestApp } from '../../test/harness';

const BILL_APPLY = '/api/kc-flrk/external/billApply';

let t: TestApp;
let admin: string;
let shipper: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, shipper] = [await t.login('admin'), await t.login('shipper')];
});
afterAll(async () => t?.close());

describe('a refused input says which rule it broke', () => {
  it('answers each spec message with its module’s reason, in the usual envelope', async () => {
    const cases = [
      // 请填写驳回意见: the shipper rejects an inbound order without an opinion
      [
        shipper,
        '/api/kc-flrk/wms/input/shippingAudit',
        { id: '1', status: 2 },
        'inbound.opinion_required',
        '请填写驳回意见',
      ],
      // the same message on a warehouse application of WMS goods is the WMS module's rule
      [admin, `${BILL_APPLY}/update`, { id: '1', status: 11 }, 'wms.reject_reason_required', '请填写驳回意见'],
      // 请选择审核状态 in two modules: each answers its own
      [
        admin,
        '/api/kc-finance/application/auditApplication',
        { id: '1' },
        'finance.audit_status_required',
        '请选择审核状态',
      ],
      [admin, '/api/kc-flrk/ple/transfer/audit', { id: '1' }, 'transfer.audit_status_required', '请选择审核状态'],
      // 请选择WMS平台
      [
        shipper,
        '/api/kc-flrk/wmsExternalApply/saveApply',
        { caseNumber: 'XH1' },
        'wms.platform_required',
        '请选择WMS平台',
      ],
    ] as const;
    for (const [token, url, body, reason, msg] of cases) {
      const body400 = expectRefusal(await t.post(token, url, body), 400, reason, msg);
      expect(Object.keys(body400).sort(), url).toEqual(['code', 'data', 'msg', 'reason', 'success']);
    }
  });

  it('keeps request.invalid for generic malformed input', async () => {
    expectRefusal(
      await t.get(admin, '/api/kc-system/dict-biz/list', { current: 'abc', size: '10' }),
      400,
      'request.invalid',
      '页码必须是数字',
    );
    expectRefusal(
      await t.post(shipper, '/api/kc-flrk/wmsExternalApply/saveApply', { warehouseUnitId: '1001', caseNumber: 'a b' }),
      400,
      'wms.case_number_invalid',
    );
    expectRefusal(await t.post(admin, '/api/kc-flrk/ple/transfer/audit', { id: 'x1' }), 400, 'request.invalid');
  });

  it('lists every input rule in the OpenAPI document’s x-refusals', async () => {
    const doc = (await t.get(undefined, '/api/docs/json')).json();
    const listed = new Map(doc['x-refusals'].map((r: { reason: string; message: string }) => [r.reason, r.message]));
    expect(listed.get('finance.audit_status_required')).toBe('请选择审核状态');
    expect(listed.get('inbound.opinion_required')).toBe('请填写驳回意见');
    expect(listed.get('wms.platform_required')).toBe('请选择WMS平台');
    expect(listed.size).toBe(listRefusals().length);
  });
});

/** The messages a route's input schemas can give (zod 4's definitions: checks, refinements, type errors). */
type Def = { error?: unknown; checks?: { _zod?: { def?: { error?: unknown } } }[]; [k: string]: unknown };
const messagesOf = (schema: unknown, out = new Set<string>(), seen = new Set<unknown>()) => {
  const def = (schema as { _zod?: { def?: Def } } | null)?._zod?.def;
  if (!def || seen.has(schema)) return out;
  seen.add(schema);
  const say = (error: unknown) => {
    if (typeof error !== 'function') return;
    for (const issue of [{}, { input: undefined }]) {
      try {
        const r = error(issue);
        const m = typeof r === 'object' && r ? (r as { message?: unknown }).message : r;
        if (typeof m === 'string') out.add(m);
      } catch {
        // needs a real issue
      }
    }
  };
  say(def.error);
  for (const c of def.checks ?? []) say(c._zod?.def?.error);
  for (const k of ['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType', 'valueType', 'schema', 'rest']) {
    messagesOf(def[k], out, seen);
  }
  for (const child of Object.values((def.shape as Record<string, unknown>) ?? {})) messagesOf(child, out, seen);
  for (const child of [...((def.options as unknown[]) ?? []), ...((def.items as unknown[]) ?? [])]) {
    messagesOf(child, out, seen);
  }
  return out;
};

describe('every route resolves the rules its schemas name', () => {
  it('to its own module’s reason wherever several modules list the same message', () => {
    const unclear: string[] = [];
    for (const r of t.ctx.routes) {
      const s = (r.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
      for (const m of [s.body, s.querystring, s.params].flatMap((x) => [...messagesOf(x)])) {
        const rules = inputRulesOf(m);
        if (rules.length < 2) continue;
        const reason = inputReasonOf(m, r.module);
        // A generic message answers request.invalid whoever lists it; the platform's own rule fits every module.
        if (reason === undefined || reason.startsWith('request.')) continue;
        const own = (x: string) => x.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
        if (!r.module || !own(reason.split('.')[0]!).includes(own(r.module))) {
          unclear.push(`${r.method} ${r.url} (${r.module}) "${m}" → ${reason} of ${rules.map((x) => x.reason)}`);
        }
      }
    }
    expect(unclear).toEqual([]);
  });
});
