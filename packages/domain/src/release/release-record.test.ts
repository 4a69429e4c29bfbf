import { describe, expect, it } from 'vitest';
import { dgeCcbMachine } from '../finance/status';
import { ReleaseStatus } from './release';
import { releaseAuditBody, releaseDgeCcbStatus, releaseMessages } from './release-record';

describe('the receipts’ pledge status while a release holds them (spec 3 §4 Bank pledge status)', () => {
  it('reads the review or step the release waits for', () => {
    expect(releaseDgeCcbStatus).toEqual({ 0: 80, 5: 100, 10: 100, 21: 100, 20: 90, 11: 90, 30: 101, 40: 112, 50: 120 });
  });

  it('every reading but the end is a release step of the row from where it stood', () => {
    for (const [status, dge] of Object.entries(releaseDgeCcbStatus)) {
      if (Number(status) === ReleaseStatus.pickupFed) expect(dgeCcbMachine.targetsOf('releaseFed')).toContain(dge);
      else expect(dgeCcbMachine.targetsOf('releaseStep')).toContain(dge);
    }
    expect(dgeCcbMachine.can('releaseStep', 80)).toBe(true);
    expect(dgeCcbMachine.can('releaseFed', 112)).toBe(true);
  });
});

describe('the reviews’ input', () => {
  it('a rejection needs a reason of at most 50 characters; a pass none', () => {
    expect(releaseAuditBody.safeParse({ id: '1', status: 'pass' }).success).toBe(true);
    const missing = releaseAuditBody.safeParse({ id: '1', status: 'reject' });
    expect(missing.error?.issues[0]?.message).toBe(releaseMessages.rejectReason);
    const long = releaseAuditBody.safeParse({ id: '1', status: 'reject', descr: 'x'.repeat(51) });
    expect(long.error?.issues[0]?.message).toBe(releaseMessages.rejectReasonLength);
    expect(releaseAuditBody.safeParse({ id: '1', status: 'maybe' }).error?.issues[0]?.message).toBe(
      releaseMessages.auditStatus,
    );
  });
});
