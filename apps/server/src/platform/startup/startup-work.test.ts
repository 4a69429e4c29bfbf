import { describe, expect, it } from 'vitest';
import { createStartupWork } from './startup-work';

describe('startup work', () => {
  it('is running until it ends, then done; stop() asks it to end at its next step and waits for it', async () => {
    const work = createStartupWork();
    let step!: () => void;
    const steps: number[] = [];
    const finished = work.run('demo', async (signal) => {
      for (let i = 1; i <= 3 && !signal.aborted; i++) {
        await new Promise<void>((resolve) => (step = resolve));
        steps.push(i);
      }
    });
    expect(work.states()).toEqual({ demo: 'running' });
    step();
    await Promise.resolve();
    const stopped = work.stop();
    step();
    await stopped;
    // The step under way ended; none after it began.
    expect(steps).toEqual([1, 2]);
    expect(await finished).toEqual({ state: 'failed' });
    expect(work.states()).toEqual({ demo: 'failed' });
  });
});
