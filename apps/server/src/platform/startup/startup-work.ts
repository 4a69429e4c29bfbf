/** The work a start may leave running once the server answers: the demo data's business (main.ts). */
export type StartupWorkName = 'demo';

/** Where a piece of startup work is: running until it ends, then done, or failed (or stopped by a shutdown). */
export type StartupWorkState = 'running' | 'done' | 'failed';

export type StartupWork = {
  /**
   * Runs `work` in the background under `name`. The signal is aborted by `stop()`: the work ends at its next step.
   * The returned promise never rejects: it answers the final state and, on a failure, the error.
   */
  run: (
    name: StartupWorkName,
    work: (signal: AbortSignal) => Promise<void>,
  ) => Promise<{ state: Exclude<StartupWorkState, 'running'>; error?: unknown }>;
  /** Every piece started, with its state. */
  states: () => Partial<Record<StartupWorkName, StartupWorkState>>;
  /** Asks every running piece to stop at its next step and waits for them (shutdown). */
  stop: () => Promise<void>;
};

/**
 * A first start listens once the reference data and accounts exist and finishes the slow demo business (documents
 * rendered and sealed) in the background; readiness (`/api/health/ready`) stays DOWN, naming the work, until each
 * piece is done.
 */
export const createStartupWork = (): StartupWork => {
  const states = new Map<StartupWorkName, StartupWorkState>();
  const running = new Set<Promise<unknown>>();
  const abort = new AbortController();
  return {
    run: (name, work) => {
      states.set(name, 'running');
      const finished = work(abort.signal).then(
        () => ({ state: abort.signal.aborted ? ('failed' as const) : ('done' as const) }),
        (error: unknown) => ({ state: 'failed' as const, error }),
      );
      const tracked = finished.then((r) => {
        states.set(name, r.state);
        running.delete(tracked);
        return r;
      });
      running.add(tracked);
      return tracked;
    },
    states: () => Object.fromEntries(states),
    stop: async () => {
      abort.abort();
      await Promise.all(running);
    },
  };
};
