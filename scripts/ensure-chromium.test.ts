import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, CJK_FONT_PATH, explanation, planChromium } from './ensure-chromium';

const machine = (paths: string[], uid: number | undefined) => ({ exists: (p: string) => paths.includes(p), uid });

describe('npm test before the browser journeys', () => {
  it('goes on when Chromium and the CJK font are there, whoever runs it', () => {
    expect(planChromium(machine([CHROMIUM_PATH, CJK_FONT_PATH], 1000))).toEqual({ action: 'ready' });
    expect(planChromium(machine([CHROMIUM_PATH, CJK_FONT_PATH], 0))).toEqual({ action: 'ready' });
  });

  it('installs what is missing as root, as .ci/run does', () => {
    expect(planChromium(machine([], 0))).toEqual({ action: 'install', packages: ['chromium', 'fonts-wqy-microhei'] });
    expect(planChromium(machine([CJK_FONT_PATH], 0))).toEqual({ action: 'install', packages: ['chromium'] });
    expect(planChromium(machine([CHROMIUM_PATH], 0))).toEqual({ action: 'install', packages: ['fonts-wqy-microhei'] });
  });

  it('stops a user without Chromium with the command that installs it', () => {
    const plan = planChromium(machine([CJK_FONT_PATH], 1000));
    expect(plan).toEqual({ action: 'explain', packages: ['chromium'], fatal: true });
    for (const uid of [1000, undefined]) {
      expect(planChromium(machine([], uid))).toEqual({
        action: 'explain',
        packages: ['chromium', 'fonts-wqy-microhei'],
        fatal: true,
      });
    }
    const text = explanation(['chromium'], true);
    expect(text).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium');
    expect(text).toContain('/usr/bin/chromium');
    expect(text).toContain('root');
  });

  it('only warns a user whose Chromium is there but the CJK font is not', () => {
    expect(planChromium(machine([CHROMIUM_PATH], 1000))).toEqual({
      action: 'explain',
      packages: ['fonts-wqy-microhei'],
      fatal: false,
    });
  });
});
