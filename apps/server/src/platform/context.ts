import type { Acl } from './access/acl';
import type { AuthService } from './auth/auth.service';
import type { PrincipalStore } from './auth/principal';
import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Bus } from './events/bus';

/** What every module plugin receives: the platform's mechanisms, created once in buildApp. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  bus: Bus;
  tokens: TokenService;
  principals: PrincipalStore;
  acl: Acl;
  auth: AuthService;
};
