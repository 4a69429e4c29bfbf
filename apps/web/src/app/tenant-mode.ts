import { useEffect, useState } from 'react';

let known: boolean | undefined;

/**
 * Whether tenants are in use (GET /api/health → data.tenantMode, set by TENANT_MODE on the server);
 * off until the server says otherwise. Read once per page load.
 */
export const useTenantMode = () => {
  const [tenantMode, setTenantMode] = useState(known ?? false);
  useEffect(() => {
    if (known !== undefined) return;
    let alive = true;
    fetch('/api/health')
      .then((r) => r.json())
      .then((body: { data?: { tenantMode?: boolean } }) => {
        known = body?.data?.tenantMode === true;
        if (alive) setTenantMode(known);
      })
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  return tenantMode;
};
