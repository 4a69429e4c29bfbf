import { useEffect, useState } from 'react';

/** What the server says of itself without a log-in (GET /api/health). */
export type ServerFacts = {
  /** Tenants are in use (TENANT_MODE). */
  tenantMode: boolean;
  /** Sandboxes play the outside parties (SANDBOXES): every page shows 沙箱环境 and the console is offered. */
  sandboxes: boolean;
  /** The server has answered, or could not be asked (until then both read false). */
  known: boolean;
};

const UNKNOWN: ServerFacts = { tenantMode: false, sandboxes: false, known: false };

let known: ServerFacts | undefined;
let pending: Promise<ServerFacts> | undefined;

/** One request per page load, shared by every component that asks; a failed one is tried again by the next. */
const load = () => {
  pending ??= fetch('/api/health')
    .then((r) => r.json())
    .then((body: { data?: { tenantMode?: boolean; sandboxes?: boolean } }) => {
      known = { tenantMode: body?.data?.tenantMode === true, sandboxes: body?.data?.sandboxes === true, known: true };
      return known;
    })
    .catch(() => {
      // Pages go on without the facts (both off); the next component that asks tries again.
      pending = undefined;
      return { ...UNKNOWN, known: true };
    });
  return pending;
};

export const useServerFacts = (): ServerFacts => {
  const [facts, setFacts] = useState(known ?? UNKNOWN);
  useEffect(() => {
    if (known) return;
    let alive = true;
    void load().then((f) => {
      if (alive) setFacts(f);
    });
    return () => {
      alive = false;
    };
  }, []);
  return facts;
};
