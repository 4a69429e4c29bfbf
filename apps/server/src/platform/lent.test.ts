import { describe, expect, it } from 'vitest';
import { appModules } from '../app-modules';
import { lentLater, unlentNeeds } from './lent';

describe('what a module needs of a later one', () => {
  it('is lent by the later doors once the app modules are loaded', () => {
    expect(appModules.length).toBeGreaterThan(0);
    expect(unlentNeeds()).toEqual([]);
  });

  it('is missed, and refused to whoever asks, until it is lent', () => {
    const need = lentLater<() => number>('测试用的服务');
    expect(unlentNeeds()).toEqual(['测试用的服务']);
    expect(() => need.get()).toThrow('测试用的服务');
    need.lend(() => 1);
    expect(need.get()()).toBe(1);
    expect(unlentNeeds()).toEqual([]);
  });
});
