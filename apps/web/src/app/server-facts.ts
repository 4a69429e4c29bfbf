import { authRoutes } from '@kc/domain/auth/auth-routes';
import { useEffect, useState } from 'react';
import { call } from './api-client';

/** What the server says of itself without a log-in (GET health, an envelope route: called without a token). */
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
  pending ??= call(authRoutes.health, undefined, { anonymous: true, silent: true })
    .then((data) => {
      known = { tenantMode: data?.tenantMode === true, sandboxes: data?.sandboxes === true, known: true };
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
