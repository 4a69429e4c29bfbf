import { contractTemplateMessages as m } from '@kc/domain/contract/template';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../platform/audit/audit.table';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createRole, createTenant, createUser } from '../../test/users';
import { baseMaterial } from '../goods/goods.table';
import { bizDicts } from '../seed/data/dicts';
import { seedDicts } from '../system';
import { contractTemplate } from './contract-template.table';
import { demoContractTemplates, seedDemoContractTemplates } from './seed-demo-contract-templates';

const BASE = '/api/kc-flrk/contractTemplate';

type Template = { id: string; name: string; templateType: string; materialIds: string[]; listDetail: Clause[] };
type Clause = { display: string; content: string };

let t: TestApp;
let admin: string;
let platform: string;
let shipper: string;
let buyer: string;
let cottonId: string;
let yarnId: string;
let seq = 0;

const materialId = async (code: string) =>
  (
    await t.ctx.db
      .select({ id: baseMaterial.id })
      .from(baseMaterial)
      .where(and(eq(baseMaterial.code, code), eq(baseMaterial.tenantId, '000000')))
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, platform, shipper, buyer] = await Promise.all(
    ['admin', 'platform', 'shipper', 'buyer'].map((a) => t.login(a)),
  );
  cottonId = await materialId('MH001');
  yarnId = await materialId('MS001');
});
afterAll(async () => t?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: `测试合同模板${++seq}`,
  templateType: '2',
  materialIds: [yarnId],
  listDetail: [
    { display: '交货', content: '供方应于合同生效后七日内交货。' },
    { display: '违约责任', content: '违约方应赔偿守约方的全部损失。\n违约金按日万分之五计。' },
  ],
  ...overrides,
});

const save = (token: string, body: object) => t.post(token, `${BASE}/saveOrUpdate`, body);
const create = async (overrides: Record<string, unknown> = {}, token = admin) =>
  (await dataOf<{ id: string }>(save(token, form(overrides)))).id;
const listAll = (token: string, materialId?: string) =>
  dataOf<Template[]>(t.get(token, `${BASE}/listAll`, materialId ? { materialId } : undefined));
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
/** The data of a 200 answer, read loosely. */
const read = async (res: ReturnType<TestApp['get']>) => {
  const body = (await res).json();
  expect(body.code, body.msg).toBe(200);
  return body.data;
};

describe('the demo templates', () => {
  it('two realistic templates are seeded: cotton receipts and custom goods, each with 6 to 10 clauses', async () => {
    const all = await listAll(shipper);
    const receipt = all.find((r) => r.name === '棉花仓单买卖合同')!;
    const goods = all.find((r) => r.name === '现货买卖合同')!;
    expect(receipt).toMatchObject({ templateType: '1', materialIds: [cottonId] });
    expect(goods).toMatchObject({ templateType: '2', materialIds: [] });
    for (const tpl of [receipt, goods]) {
      expect(tpl.listDetail.length).toBeGreaterThanOrEqual(6);
      expect(tpl.listDetail.length).toBeLessThanOrEqual(10);
    }
    expect(receipt.listDetail.map((c) => c.display)).toEqual(
      expect.arrayContaining(['交货方式及时间', '违约责任', '争议解决']),
    );
    expect(goods.listDetail.map((c) => c.display)).toEqual(expect.arrayContaining(['验收', '违约责任', '争议解决']));
  });

  it('seeding again adds nothing (skipped by name)', async () => {
    const before = await t.ctx.db.select({ n: count() }).from(contractTemplate);
    await seedDemoContractTemplates(t.ctx.db, '000000', [cottonId]);
    const after = await t.ctx.db.select({ n: count() }).from(contractTemplate);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(demoContractTemplates).toHaveLength(2);
  });
});

describe('listAll: any logged-in user, filtered by category', () => {
  it('a category shows the templates serving it and those serving every category', async () => {
    const cotton = names(await listAll(buyer, cottonId));
    expect(cotton).toEqual(expect.arrayContaining(['棉花仓单买卖合同', '现货买卖合同']));
    const yarn = names(await listAll(buyer, yarnId));
    expect(yarn).toContain('现货买卖合同');
    expect(yarn).not.toContain('棉花仓单买卖合同');
  });

  it('a template of two categories serves each of them and no other', async () => {
    const name = `双类别模板${seq}`;
    await create({ name, materialIds: [cottonId, yarnId] });
    expect(names(await listAll(shipper, cottonId))).toContain(name);
    expect(names(await listAll(shipper, yarnId))).toContain(name);
    const steel = await materialId('GC001');
    expect(names(await listAll(shipper, steel))).not.toContain(name);
    expect(names(await listAll(shipper))).toContain(name);
  });

  it('a user without any grant reads the list and a detail; a bad materialId is 400', async () => {
    const { token } = await t.newUser('template-reader', { roleAliases: [] });
    const all = await listAll(token);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const d = await dataOf<Template>(t.get(token, `${BASE}/detail`, { id: all[0]!.id }));
    expect(d.id).toBe(all[0]!.id);
    expect((await t.get(token, `${BASE}/listAll`, { materialId: 'abc' })).statusCode).toBe(400);
  });
});

describe('create, read, update, delete (platform operator)', () => {
  it('a created template reads back in the detail, the page and listAll, clauses in order', async () => {
    const body = form();
    const id = (await dataOf<{ id: string }>(save(platform, body))).id;
    const d = await read(t.get(shipper, `${BASE}/detail`, { id }));
    expect(d).toMatchObject({
      id,
      name: body.name,
      templateType: '2',
      materialIds: [yarnId],
      materialNames: ['棉纱'],
      listDetail: body.listDetail,
    });
    expect(d.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page = await read(t.get(admin, `${BASE}/page`, { name: body.name }));
    expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
    expect(page.records[0]).toMatchObject({
      id,
      name: body.name,
      templateType: '2',
      materialNames: ['棉纱'],
      clauseCount: 2,
    });
  });

  it('the page filters by name (contains, % taken literally) and by type, newest first, paged', async () => {
    const tag = `分页模板${++seq}`;
    const a = await create({ name: `${tag}甲`, templateType: '1' });
    const b = await create({ name: `${tag}乙`, templateType: '2' });
    await create({ name: `${tag}%丙`, templateType: '2' });
    const byName = await read(t.get(admin, `${BASE}/page`, { name: tag, size: '2', current: '1' }));
    expect(byName).toMatchObject({ total: 3, size: 2, pages: 2 });
    expect(byName.records).toHaveLength(2);
    const typed = await read(t.get(admin, `${BASE}/page`, { name: tag, templateType: '2' }));
    expect(typed.records.map((r: { id: string }) => r.id)).not.toContain(a);
    expect(typed.records.map((r: { id: string }) => r.id)).toContain(b);
    const literal = await read(t.get(admin, `${BASE}/page`, { name: '%' }));
    expect(literal.records.map((r: { name: string }) => r.name)).toEqual([`${tag}%丙`]);
    // newest first
    const all = await read(t.get(admin, `${BASE}/page`, { name: tag }));
    expect(all.records[all.records.length - 1].id).toBe(a);
  });

  it('an edit replaces name, type, categories and clauses', async () => {
    const id = await create();
    const listDetail = [
      { display: '验收', content: '到货三日内验收。' },
      { display: '交货', content: '七日内交货。' },
      { display: '争议解决', content: '向签订地法院起诉。' },
    ];
    const name = `改名模板${++seq}`;
    await dataOf(save(admin, { ...form({ name, materialIds: [], listDetail }), id }));
    const d = await read(t.get(admin, `${BASE}/detail`, { id }));
    expect(d).toMatchObject({ name, templateType: '2', materialIds: [], materialNames: [], listDetail });
  });

  it('batchDelete removes all the named templates (ids as a comma list or an array), or none', async () => {
    const [a, b, c] = [await create(), await create(), await create()];
    expectRefusal(await t.post(admin, `${BASE}/batchDelete`, { ids: [a, '999999999'] }), 404, 'access.not_found');
    expect((await t.get(admin, `${BASE}/detail`, { id: a })).json().code).toBe(200);
    expect(await dataOf(t.post(admin, `${BASE}/batchDelete`, { ids: `${a},${b}` }))).toBe(true);
    expect(await dataOf(t.post(platform, `${BASE}/batchDelete`, { ids: [c] }))).toBe(true);
    for (const id of [a, b, c]) expectRefusal(await t.get(admin, `${BASE}/detail`, { id }), 404, 'access.not_found');
    const left = (await listAll(admin)).map((r) => r.id);
    expect(left).not.toEqual(expect.arrayContaining([a]));
    expectRefusal(await t.post(admin, `${BASE}/batchDelete`, { ids: [a] }), 404, 'access.not_found');
    expectRefusal(
      await t.post(admin, `${BASE}/batchDelete`, {}),
      400,
      'request.select_at_least_one',
      '请选择至少一条数据!',
    );
  });

  it('a removed template frees its name', async () => {
    const name = `可复用名称${++seq}`;
    const id = await create({ name });
    await dataOf(t.post(admin, `${BASE}/batchDelete`, { ids: [id] }));
    expect(await create({ name })).not.toBe(id);
  });

  it('saving and deleting leave events in the audit trail', async () => {
    const id = await create();
    await dataOf(t.post(admin, `${BASE}/batchDelete`, { ids: [id] }));
    const events = await t.ctx.db
      .select({ action: auditEvent.action })
      .from(auditEvent)
      .where(and(eq(auditEvent.objectType, 'contract_template'), eq(auditEvent.objectId, id)));
    expect(events.map((e) => e.action).sort()).toEqual(['remove', 'save']);
  });

  it('editing or detailing a template that is not there answers 404', async () => {
    expectRefusal(await save(admin, { ...form(), id: '999999999' }), 404, 'access.not_found');
    expectRefusal(await t.get(admin, `${BASE}/detail`, { id: '999999999' }), 404, 'access.not_found');
  });
});

describe('every rule answers its message', () => {
  // Each spec rule answers its own reason; a text past its length is generic malformed input (request.invalid).
  it.each<[string, Record<string, unknown>, string, string]>([
    ['name required', { name: '' }, m.nameRequired, 'contract_template.name_required'],
    ['name at most 100', { name: '合'.repeat(101) }, m.nameMax, 'request.invalid'],
    ['type required', { templateType: '' }, m.templateTypeRequired, 'contract_template.type_required'],
    ['category ids are ids', { materialIds: ['x'] }, m.materialUnknown, 'contract_template.material_unknown'],
    ['at least one clause', { listDetail: [] }, m.clausesRequired, 'contract_template.clauses_required'],
    [
      'at most 50 clauses',
      { listDetail: Array.from({ length: 51 }, () => ({ display: '条', content: '文' })) },
      m.clausesMax,
      'contract_template.too_many_clauses',
    ],
    [
      'clause title required',
      { listDetail: [{ display: '', content: '文' }] },
      m.clauseDisplayRequired,
      'contract_template.clause_title_required',
    ],
    [
      'clause title at most 100',
      { listDetail: [{ display: '条'.repeat(101), content: '文' }] },
      m.clauseDisplayMax,
      'request.invalid',
    ],
    [
      'clause text required',
      { listDetail: [{ display: '条', content: ' ' }] },
      m.clauseContentRequired,
      'contract_template.clause_content_required',
    ],
    [
      'clause text at most 5000',
      { listDetail: [{ display: '条', content: '文'.repeat(5001) }] },
      m.clauseContentMax,
      'request.invalid',
    ],
  ])('%s', async (_name, patch, msg, reason) => {
    expectRefusal(await save(admin, form(patch)), 400, reason, msg);
  });

  it('control characters are refused, naming the field', async () => {
    for (const [patch, msg] of [
      [{ name: '模板\u0007' }, '模板名称不能包含控制字符'],
      [{ listDetail: [{ display: '条', content: 'a\u0000b' }] }, '不能包含控制字符'],
      [{ listDetail: [{ display: '条', content: 'a\u001bb' }] }, '条款内容不能包含控制字符'],
    ] as const) {
      const res = await save(admin, form(patch));
      expect(res.statusCode).toBe(400);
      expect(res.json().reason).toMatch(/^request\.(invalid|control_characters)$/);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('a type the dictionary contract_template_type does not hold', async () => {
    expectRefusal(
      await save(admin, form({ templateType: '77' })),
      400,
      'contract_template.template_type_unknown',
      m.templateTypeUnknown,
    );
  });

  it('a category that does not exist', async () => {
    expectRefusal(
      await save(admin, form({ materialIds: [cottonId, '999999999'] })),
      400,
      'contract_template.material_unknown',
      m.materialUnknown,
    );
  });

  it('a name another live template has', async () => {
    expectRefusal(
      await save(admin, form({ name: '现货买卖合同' })),
      400,
      'contract_template.name_taken',
      m.nameTaken('现货买卖合同'),
    );
    // an edit may keep its own name
    const name = `自身名称${++seq}`;
    const id = await create({ name });
    expect(await dataOf(save(admin, { ...form({ name }), id }))).toEqual({ id });
  });

  it('malformed bodies answer 400, never 500', async () => {
    for (const payload of [
      { ...form(), listDetail: '交货' },
      { ...form(), listDetail: [null] },
      { ...form(), listDetail: [{ display: 1, content: 2 }] },
      { ...form(), materialIds: { a: 1 } },
      { ...form(), name: ['x'] },
      { ...form(), id: 'abc' },
    ]) {
      const res = await save(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, success: false });
    }
    const raw = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/saveOrUpdate`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe('only the platform operator writes templates', () => {
  it('a shipper or buyer may neither page, save nor delete: 403', async () => {
    const id = await create();
    for (const token of [shipper, buyer]) {
      expectRefusal(await t.get(token, `${BASE}/page`), 403, 'access.forbidden');
      expectRefusal(await save(token, form()), 403, 'access.forbidden');
      expectRefusal(await save(token, { ...form(), id }), 403, 'access.forbidden');
      expectRefusal(await t.post(token, `${BASE}/batchDelete`, { ids: [id] }), 403, 'access.forbidden');
    }
    expect((await t.get(admin, `${BASE}/detail`, { id })).json().code).toBe(200);
  });

  it('a role granted the template menu that is not the operator’s still may not write', async () => {
    const roleId = await createRole(t.ctx.db, { alias: 'template-clerk', menuCodes: ['contract_template'] });
    await createUser(t.ctx.db, 'template-clerk', { roleIds: [roleId] });
    const clerk = await t.login('template-clerk');
    expect((await t.get(clerk, `${BASE}/page`)).json().code).toBe(200);
    expectRefusal(await save(clerk, form()), 403, 'contract_template.platform_only');
    const id = await create();
    expectRefusal(await t.post(clerk, `${BASE}/batchDelete`, { ids: [id] }), 403, 'contract_template.platform_only');
    // 预览模式 shows the remittance account of the fee configuration in force: the template menu may read it.
    const config = await dataOf<{ account: string; bankName: string; enterprise: { name: string } }>(
      t.get(clerk, '/api/kc-flrk/contract/proportionConfig'),
    );
    expect(config).toMatchObject({ account: '41050188000000001234', enterprise: { name: '中原仓单服务平台有限公司' } });
  });

  it('without a token every call is 401', async () => {
    for (const url of ['listAll', 'page', 'detail?id=1']) {
      expectRefusal(await t.get(undefined, `${BASE}/${url}`), 401, 'auth.token_missing');
    }
    expectRefusal(await t.post(undefined, `${BASE}/saveOrUpdate`, form()), 401, 'auth.token_missing');
  });
});

describe('tenant isolation', () => {
  let other: string;
  let ours: string;

  beforeAll(async () => {
    await createTenant(t.ctx.db, '200002');
    const roleId = await createRole(t.ctx.db, {
      tenantId: '200002',
      alias: 'platform',
      menuCodes: ['contract_template'],
    });
    await createUser(t.ctx.db, 'tenant2-operator', { tenantId: '200002', roleIds: [roleId] });
    other = await t.login('tenant2-operator', undefined, '200002');
    ours = await create();
  });

  it('another tenant’s operator sees none of our templates', async () => {
    expect(await listAll(other)).toEqual([]);
    expect(await listAll(other, cottonId)).toEqual([]);
    expect(await read(t.get(other, `${BASE}/page`))).toMatchObject({ total: 0, records: [] });
    expectRefusal(await t.get(other, `${BASE}/detail`, { id: ours }), 404, 'access.not_found');
  });

  it('and can neither edit nor delete them', async () => {
    expectRefusal(await save(other, { ...form(), id: ours }), 404, 'access.not_found');
    expectRefusal(await t.post(other, `${BASE}/batchDelete`, { ids: [ours] }), 404, 'access.not_found');
    expect((await t.get(admin, `${BASE}/detail`, { id: ours })).json().code).toBe(200);
  });

  it('keeps templates of its own, which we never see; naming our category is refused', async () => {
    await seedDicts(
      t.ctx.db,
      bizDicts.filter((d) => d.code === 'contract_template_type'),
      '200002',
    );
    expectRefusal(
      await save(other, form({ name: '租户二模板', materialIds: [cottonId] })),
      400,
      'contract_template.material_unknown',
    );
    const theirs = (await dataOf<{ id: string }>(save(other, form({ name: '租户二模板', materialIds: [] })))).id;
    expect(names(await listAll(other))).toEqual(['租户二模板']);
    expect((await listAll(admin)).map((r) => r.id)).not.toContain(theirs);
    expectRefusal(await t.get(admin, `${BASE}/detail`, { id: theirs }), 404, 'access.not_found');
    // The same name is free in each tenant.
    expect(await create({ name: '租户二模板' })).not.toBe(theirs);
  });
});
