import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, type Session, type TestApp } from '../../test/harness';
import { createRole, createTenant, createUser } from '../../test/users';

const ALL_CODES = ['dict', 'dict_add', 'dict_view', 'dict_edit', 'dict_delete', 'system_dict'];

const families = [
  {
    kind: 'system',
    base: '/api/kc-system/dict',
    seeded: 'yes_no',
    seededName: '是否',
    seededEntry: '否',
    sealed: ['yes_no', '是否'],
  },
  {
    kind: 'biz',
    base: '/api/kc-system/dict-biz',
    seeded: 'weight_unit',
    seededName: '重量单位',
    seededEntry: '吨',
    sealed: ['pricing_mode', '计价方式'],
  },
] as const;

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.session('admin');
});
afterAll(() => t?.close());

describe.each(families)(
  '$kind dictionaries',
  ({ kind, base, seeded, seededName, seededEntry, sealed: [sealedCode, sealedName] }) => {
    const code = `t_color_${kind}`;
    const parentForm = { code, dictValue: '颜色', sort: 1, isSealed: 0 };
    const parentOf = async (c: string) => (await admin.get(`${base}/list`, { code: c })).json().data.records[0];
    const submit = async (body: object) => admin.post(`${base}/submit`, body);

    it('pages the parents 5 at a time, ordered by sort, and searches by code and name', async () => {
      for (const path of ['list', 'parent-list']) {
        const page = (await admin.get(`${base}/${path}`, { current: 1, size: 5 })).json().data;
        expect(page.records).toHaveLength(5);
        expect(page.size).toBe(5);
        expect(page.total).toBeGreaterThanOrEqual(6);
        expect(
          page.records.every((r: { parentId: string; dictKey: string }) => r.parentId === '0' && r.dictKey === '-1'),
        ).toBe(true);
        const sorts = page.records.map((r: { sort: number }) => r.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      }
      const byCode = (await admin.get(`${base}/list`, { code: seeded.toUpperCase() })).json().data;
      expect(byCode.records.map((r: { code: string }) => r.code)).toContain(seeded);
      const byName = (await admin.get(`${base}/list`, { dictValue: seededName })).json().data;
      expect(byName.records.map((r: { code: string }) => r.code)).toContain(seeded);
    });

    it('pages the entries of one parent and filters them by name', async () => {
      const parent = await parentOf(seeded);
      const page = (await admin.get(`${base}/child-list`, { parentId: parent.id, size: 5 })).json().data;
      expect(page.total).toBeGreaterThanOrEqual(2);
      expect(
        page.records.every((r: { code: string; parentId: string }) => r.code === seeded && r.parentId === parent.id),
      ).toBe(true);
      const named = (await admin.get(`${base}/child-list`, { parentId: parent.id, dictValue: seededEntry })).json()
        .data;
      expect(named.records.map((r: { dictValue: string }) => r.dictValue)).toEqual([seededEntry]);
      expectRefusal(await admin.get(`${base}/child-list`, { parentId: '999999999' }), 404, 'access.not_found');
    });

    it('answers the spec message of every required field', async () => {
      const full = { ...parentForm, code: 'x_required', dictKey: '1' };
      const cases: [string, string][] = [
        ['code', '请输入字典编号'],
        ['dictValue', '请输入字典名称'],
        ['sort', '请输入字典排序'],
        ['isSealed', '请选择是否封存'],
      ];
      for (const [field, msg] of cases) {
        const res = await submit({ ...full, [field]: undefined });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().msg).toBe(msg);
      }
      const parent = await parentOf(seeded);
      const noKey = await submit({ ...full, parentId: parent.id, dictKey: '' });
      expect(noKey.json().msg).toBe('请输入字典键值');
    });

    it('creates, rejects duplicates, updates, renames entries with the parent, and serves labels at once', async () => {
      const created = await submit({ ...parentForm, dictKey: 'ignored' });
      expect(created.statusCode).toBe(200);
      const parent = created.json().data;
      expect(parent).toMatchObject({ parentId: '0', dictKey: '-1', code });
      expectRefusal(await submit(parentForm), 400, 'dict.code_exists', '当前字典编号已存在!');

      const red = (
        await submit({ ...parentForm, parentId: parent.id, code: 'other', dictKey: 'red', dictValue: '红' })
      ).json().data;
      expect(red).toMatchObject({ code, dictKey: 'red', parentId: parent.id });
      const dup = await submit({ ...parentForm, parentId: parent.id, dictKey: 'red', dictValue: '红2' });
      expectRefusal(dup, 400, 'dict.key_exists', '当前字典键值已存在!');
      const underEntry = await submit({ ...parentForm, parentId: red.id, dictKey: 'x' });
      expectRefusal(underEntry, 400, 'dict.parent_missing', '上级字典不存在');

      const labels = (await admin.get(`${base}/dictionary`, { code })).json().data;
      expect(labels.map((e: { dictValue: string }) => e.dictValue)).toEqual(['红']);

      const detail = (await admin.get(`${base}/detail`, { id: red.id })).json().data;
      expect(detail).toMatchObject({ dictValue: '红', parentName: '颜色' });
      await submit({ ...detail, dictValue: '大红' });
      await submit({ ...parent, code: `${code}_new`, dictValue: '颜色2' });
      const renamed = (await admin.get(`${base}/dictionary`, { code: `${code}_new` })).json().data;
      expect(renamed.map((e: { dictValue: string }) => e.dictValue)).toEqual(['大红']);
      expect((await admin.get(`${base}/dictionary`, { code })).json().data).toEqual([]);

      const tree = (await admin.get(`${base}/tree`)).json().data;
      const node = tree.find((n: { id: string }) => n.id === parent.id);
      expect(node).toMatchObject({ title: '颜色2', code: `${code}_new`, children: [{ title: '大红', value: 'red' }] });
    });

    it('keeps sealed rows and parents with entries, and deletes a parent with its entries in one call', async () => {
      const sealedParent = await parentOf(sealedCode);
      const sealed = await admin.post(`${base}/remove`, { ids: sealedParent.id });
      expectRefusal(sealed, 400, 'dict.sealed', `字典「${sealedName}」已封存，不能删除`);

      const parent = (await submit({ ...parentForm, code: `${code}_rm` })).json().data;
      const a = (await submit({ ...parentForm, parentId: parent.id, dictKey: 'a', dictValue: 'A' })).json().data;
      const b = (await submit({ ...parentForm, parentId: parent.id, dictKey: 'b', dictValue: 'B' })).json().data;
      const blocked = await admin.post(`${base}/remove?ids=${parent.id},${a.id}`, {});
      expectRefusal(blocked, 400, 'dict.has_children', '请先删除子节点!');
      expect((await admin.get(`${base}/detail`, { id: a.id })).statusCode).toBe(200);

      const removed = await admin.post(`${base}/remove`, { ids: `${parent.id},${a.id},${b.id}` });
      expect(removed.statusCode).toBe(200);
      expect((await admin.get(`${base}/list`, { code: `${code}_rm` })).json().data.total).toBe(0);
      expect((await admin.get(`${base}/detail`, { id: a.id })).statusCode).toBe(404);
      // the code and keys are free again
      const again = (await submit({ ...parentForm, code: `${code}_rm` })).json().data;
      expect((await submit({ ...parentForm, parentId: again.id, dictKey: 'a', dictValue: 'A' })).statusCode).toBe(200);
      expect((await admin.post(`${base}/remove`, {})).json().msg).toBe('请选择至少一条数据!');
    });
  },
);

describe('dictionary permissions and tenants', () => {
  it('needs dict_add to create and dict_edit to update', async () => {
    const roleId = await createRole(t.database.db, {
      alias: 'dict_editor',
      menuCodes: ['dict', 'dict_view', 'dict_edit'],
    });
    await createUser(t.database.db, 'dict_editor', { roleIds: [roleId] });
    const editor = await t.login('dict_editor');
    const form = { code: 'no_add', dictValue: '不可新增', sort: 1, isSealed: 0 };
    expectRefusal(await t.post(editor, '/api/kc-system/dict-biz/submit', form), 403, 'access.forbidden');
    const row = (await admin.post('/api/kc-system/dict-biz/submit', form)).json().data;
    expect((await t.post(editor, '/api/kc-system/dict-biz/submit', { ...row, dictValue: '改名' })).statusCode).toBe(
      200,
    );
    expect((await t.post(editor, '/api/kc-system/dict-biz/remove', { ids: row.id })).statusCode).toBe(403);
  });

  it('keeps every tenant to its own business dictionaries and the shared system ones to tenant 000000', async () => {
    const db = t.database.db;
    await createTenant(db, '100001');
    const roleId = await createRole(db, { tenantId: '100001', alias: 'administrator', menuCodes: ALL_CODES });
    await createUser(db, 'admin100001', { tenantId: '100001', roleIds: [roleId] });
    const other = await t.login('admin100001', undefined, '100001');

    expect((await t.get(other, '/api/kc-system/dict-biz/list')).json().data.total).toBe(0);
    expect((await t.get(other, '/api/kc-system/dict-biz/tree')).json().data).toEqual([]);
    expect((await t.get(other, '/api/kc-system/dict-biz/dictionary', { code: 'weight_unit' })).json().data).toEqual([]);
    const foreign = (await admin.get('/api/kc-system/dict-biz/list', { code: 'weight_unit' })).json().data.records[0];
    const [entry] = (await admin.get('/api/kc-system/dict-biz/child-list', { parentId: foreign.id })).json().data
      .records;
    expect((await t.get(other, '/api/kc-system/dict-biz/child-list', { parentId: foreign.id })).statusCode).toBe(404);
    expect((await t.get(other, '/api/kc-system/dict-biz/detail', { id: entry.id })).statusCode).toBe(404);
    const stolen = await t.post(other, '/api/kc-system/dict-biz/submit', { ...entry, dictValue: '偷改' });
    expectRefusal(stolen, 404, 'access.not_found');
    expect((await t.post(other, '/api/kc-system/dict-biz/remove', { ids: entry.id })).statusCode).toBe(404);
    const addToForeign = await t.post(other, '/api/kc-system/dict-biz/submit', {
      ...entry,
      id: undefined,
      dictKey: 'x',
    });
    expect(addToForeign.json().msg).toBe('上级字典不存在');

    const sys = (await t.get(other, '/api/kc-system/dict/list', { code: 'yes_no' })).json().data.records[0];
    expect(sys.code).toBe('yes_no');
    const sysForm = { code: 'sys_x', dictValue: '系统', sort: 1, isSealed: 0 };
    expect((await t.post(other, '/api/kc-system/dict/submit', sysForm)).statusCode).toBe(403);
    expect((await t.post(other, '/api/kc-system/dict/submit', { ...sys, remark: 'x' })).statusCode).toBe(403);
    expect((await t.post(other, '/api/kc-system/dict/remove', { ids: sys.id })).statusCode).toBe(403);

    // the same code as tenant 000000's, in the other tenant only
    const own = (
      await t.post(other, '/api/kc-system/dict-biz/submit', {
        code: 'weight_unit',
        dictValue: '单位',
        sort: 1,
        isSealed: 0,
      })
    ).json().data;
    expect(own.tenantId).toBe('100001');
    await t.post(other, '/api/kc-system/dict-biz/submit', {
      parentId: own.id,
      code: 'weight_unit',
      dictKey: '1',
      dictValue: '斤',
      sort: 1,
      isSealed: 0,
    });
    const ownLabels = (await t.get(other, '/api/kc-system/dict-biz/dictionary', { code: 'weight_unit' })).json().data;
    expect(ownLabels.map((e: { dictValue: string }) => e.dictValue)).toEqual(['斤']);
    const topLabels = (await admin.get('/api/kc-system/dict-biz/dictionary', { code: 'weight_unit' })).json().data;
    expect(topLabels.map((e: { dictValue: string }) => e.dictValue)).not.toContain('斤');
    expect((await admin.get('/api/kc-system/dict-biz/list', { code: 'weight_unit' })).json().data.total).toBe(1);
    expect((await admin.get('/api/kc-system/dict-biz/detail', { id: own.id })).statusCode).toBe(404);
  });
});
