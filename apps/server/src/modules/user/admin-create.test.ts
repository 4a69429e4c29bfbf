import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password';
import { openPglite } from '../../platform/db/client';
import { createAdmin, seed } from '../seed/seed';
import { role } from '../system/system.table';
import { user, userRole } from './user.table';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('npm run admin:create', () => {
  it('creates the administrator on a production database, then sets a new password that ends its sessions', {
    timeout: 120_000,
  }, async () => {
    const database = await openPglite();
    try {
      await database.migrate();
      await seed(database.db, { demo: false, production: true, log: () => {} });
      expect(await createAdmin(database.db, 'First-Pass-1')).toBe('created');
      const admins = () =>
        database.db
          .select({ id: user.id, hash: user.passwordHash, tokenVersion: user.tokenVersion, alias: role.roleAlias })
          .from(user)
          .innerJoin(userRole, eq(userRole.userId, user.id))
          .innerJoin(role, eq(role.id, userRole.roleId))
          .where(eq(user.account, 'admin'));
      const [created] = await admins();
      expect(created).toMatchObject({ alias: 'administrator', tokenVersion: 0 });
      expect(await verifyPassword(created!.hash, md5('First-Pass-1'))).toBe(true);

      expect(await createAdmin(database.db, 'Second-Pass-2')).toBe('reset');
      const after = await admins();
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({ id: created!.id, alias: 'administrator', tokenVersion: 1 });
      expect(await verifyPassword(after[0]!.hash, md5('Second-Pass-2'))).toBe(true);
      expect(await verifyPassword(after[0]!.hash, md5('First-Pass-1'))).toBe(false);
    } finally {
      await database.close();
    }
  });
});
