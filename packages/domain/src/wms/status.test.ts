import { describe, expect, it } from 'vitest';
import { alarmMachine } from './status';
import { AlarmStatus } from './wms';

describe('alarmMachine (spec 3 §2 Alarms)', () => {
  it('handles an open alarm (0 → 1), by its warehouse or the platform; never a handled one', () => {
    expect(alarmMachine.fromOf('handle')).toEqual([AlarmStatus.open]);
    expect(alarmMachine.targetsOf('handle')).toEqual([AlarmStatus.handled]);
    expect(alarmMachine.can('handle', AlarmStatus.handled)).toBe(false);
    expect(alarmMachine.can('handle', AlarmStatus.open, 'shipper')).toBe(false);
  });

  it('a reconciliation reopens a handled alarm (1 → 0), never an open one', () => {
    expect(alarmMachine.fromOf('reopen')).toEqual([AlarmStatus.handled]);
    expect(alarmMachine.targetsOf('reopen')).toEqual([AlarmStatus.open]);
    expect(alarmMachine.can('reopen', AlarmStatus.open)).toBe(false);
    expect(alarmMachine.objectType).toBe('wmsAlarm');
  });
});
