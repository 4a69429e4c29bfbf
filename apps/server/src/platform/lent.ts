/**
 * What a module needs from one registered after it (app-modules.ts): the earlier module names the need here, the
 * later module lends the service from its door (index.ts) when it is loaded, so that imports run one way only and
 * the modules form a line, not a loop (STYLE.md 10). Lending again replaces the service.
 */
export type Lent<T> = {
  lend: (service: T) => void;
  /** The lent service; before anything was lent the app is wired wrong (a door was not loaded), not refused. */
  get: () => T;
};

const needs: { what: string; lent: () => boolean }[] = [];

export const lentLater = <T>(what: string): Lent<T> => {
  let service: T | undefined;
  needs.push({ what, lent: () => service !== undefined });
  return {
    lend: (s) => {
      service = s;
    },
    get: () => {
      if (service === undefined) throw new Error(`${what}尚未由后注册的模块提供（app-modules.ts）`);
      return service;
    },
  };
};

/** The needs no module has lent yet (buildApp refuses to start with any: a door is missing from app-modules.ts). */
export const unlentNeeds = () => needs.filter((n) => !n.lent()).map((n) => n.what);
