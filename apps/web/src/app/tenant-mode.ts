import { useServerFacts } from './server-facts';

/** Whether tenants are in use (GET /api/health → data.tenantMode, set by TENANT_MODE on the server); off until known. */
export const useTenantMode = () => useServerFacts().tenantMode;
