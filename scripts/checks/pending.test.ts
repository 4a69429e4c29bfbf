import { describe, expect, it } from 'vitest';
import { againstPending, keyOf } from './pending';

describe('a pending list only shrinks', () => {
  const listed = ['[rule] a.ts — x', '[rule] a.ts — x', '[rule] b.ts — y'];

  it('passes what is listed, whatever its line', () => {
    expect(keyOf('[rule] a.ts:12 — x')).toBe('[rule] a.ts — x');
    expect(againstPending(['[rule] a.ts:3 — x', '[rule] a.ts:9 — x', '[rule] b.ts — y'], listed, 'L')).toEqual([]);
  });

  it('fails on anything new, including one more of a listed kind', () => {
    expect(
      againstPending(['[rule] a.ts:3 — x', '[rule] a.ts:9 — x', '[rule] a.ts:11 — x', '[rule] b.ts — y'], listed, 'L'),
    ).toEqual(['[rule] a.ts:11 — x']);
    expect(againstPending([...listed, '[rule] c.ts:1 — z'], listed, 'L')).toEqual(['[rule] c.ts:1 — z']);
  });

  it('fails on a listed line that holds now, so it is deleted', () => {
    expect(againstPending(['[rule] a.ts:3 — x', '[rule] b.ts — y'], listed, 'L')).toEqual([
      '[rule] a.ts — x — 已经符合规则，请从 L 中删除这一行',
    ]);
  });
});
