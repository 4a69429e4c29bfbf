import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../modules/user/user.table';
import { createTestApp, dataOf, expectRefusal, type TestApp } from '../../test/harness';
import { createUser } from '../../test/users';
import { listAuditEvents, verifyAuditChain } from './audit.service';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.account, 'admin'));
  adminId = String(row?.id);
});
afterAll(async () => t?.close());

describe('administrative changes leave an audit trail', () => {
  it('a password reset records who reset whose password, without any password', async () => {
    const target = await createUser(t.database.db, 'audit-reset', { roleAliases: ['shipper'] });
    await dataOf(t.post(admin, '/api/kc-user/reset-password', { userIds: target }));
    const events = await listAuditEvents(t.database.db, 'user', target);
    expect(events.map((e) => ({ action: e.action, actorId: e.actorId }))).toEqual([
      { action: 'reset_password', actorId: adminId },
    ]);
    expect(JSON.stringify(events[0]?.payload)).not.toMatch(/password"\s*:/i);
  });

  it('a new role, its grant and its removal each add an event to the role’s chain', async () => {
    const saved = await dataOf<{ id: string }>(
      t.post(admin, '/api/kc-system/role/submit', {
        roleName: '审计角色',
        roleAlias: 'audit_role',
        sort: 1,
        tenantId: '000000',
      }),
    );
    await dataOf(t.post(admin, '/api/kc-system/role/grant', { roleIds: [saved.id], menuIds: [] }));
    await dataOf(t.post(admin, '/api/kc-system/role/remove', { ids: saved.id }));
    const events = await listAuditEvents(t.database.db, 'role', saved.id);
    expect(events.map((e) => e.action)).toEqual(['save', 'grant', 'remove']);
    expect(events.every((e) => e.actorId === adminId)).toBe(true);
    expect(await verifyAuditChain(t.database.db, 'role', saved.id)).toMatchObject({ valid: true, length: 3 });
  });

  it('a refused change records nothing', async () => {
    const target = await createUser(t.database.db, 'audit-self', { roleAliases: ['shipper'] });
    const { token } = await t.newUser('audit-nobody', { roleAliases: ['shipper'] });
    const res = await t.post(token, '/api/kc-user/reset-password', { userIds: target });
    expect(res.statusCode).toBe(403);
    expectRefusal(res, 403, 'access.forbidden');
    expect(await listAuditEvents(t.database.db, 'user', target)).toEqual([]);
  });
});
