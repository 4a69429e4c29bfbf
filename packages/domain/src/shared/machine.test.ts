import { describe, expect, it } from 'vitest';
import { defineMachine } from './machine';

const door = defineMachine({
  objectType: 'door',
  statuses: { closed: 0, open: 1, locked: 2 },
  moves: {
    open: { from: [0], to: 1, by: ['owner', 'platform'] },
    close: { from: [1], to: 0, by: ['owner'] },
    lock: { from: [0], to: 2, by: ['owner'], permission: 'role_edit' },
    unlock: { from: [2], to: [0, 1], by: ['owner'] },
  },
});

describe('defineMachine', () => {
  it('answers which moves start at a status, for anyone or for one actor', () => {
    expect(door.movesAt(0)).toEqual(['open', 'lock']);
    expect(door.movesAt(0, 'platform')).toEqual(['open']);
    expect(door.movesAt(1, 'owner')).toEqual(['close']);
    expect(door.movesAt(null)).toEqual([]);
  });

  it('checks one move against a status and an actor', () => {
    expect(door.can('close', 1)).toBe(true);
    expect(door.can('close', 0)).toBe(false);
    expect(door.can('close', 1, 'platform')).toBe(false);
    expect(door.can('open', undefined)).toBe(false);
  });

  it('gives every move its sources and targets as lists', () => {
    expect(door.fromOf('lock')).toEqual([0]);
    expect(door.targetsOf('lock')).toEqual([2]);
    expect(door.targetsOf('unlock')).toEqual([0, 1]);
    expect(door.moves.lock.permission).toBe('role_edit');
  });

  it('refuses a move that names an undeclared status', () => {
    expect(() =>
      defineMachine({ objectType: 'door', statuses: { closed: 0 }, moves: { open: { from: [0], to: 1, by: [] } } }),
    ).toThrow('door.open: status 1 is not declared');
  });
});
