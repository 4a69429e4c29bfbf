import { describe, expect, it } from 'vitest';
import { pledgeSealSteps } from './pledge';
import {
  canMakeFinanceMove,
  DgeCcbStatus,
  dgeCcbMachine,
  FinanceStatus,
  FourStatus,
  financeApplyMachine,
  financeFourMachine,
  LoanMoneyStatus,
  loanMoneyMachine,
} from './status';

describe('financeApplyMachine (spec 2 §4 Financing application status)', () => {
  it('moves the application 50 → 60 → 70 → 100, or to 0 and 101', () => {
    expect(financeApplyMachine.fromOf('cancel')).toEqual([FinanceStatus.awaitingFour]);
    expect(financeApplyMachine.targetsOf('cancel')).toEqual([FinanceStatus.void]);
    expect(financeApplyMachine.targetsOf('pushAccepted')).toEqual([FinanceStatus.awaitingPledge]);
    expect(financeApplyMachine.fromOf('pledged')).toEqual([FinanceStatus.awaitingPledge]);
    expect(financeApplyMachine.targetsOf('pledged')).toEqual([FinanceStatus.pledged]);
    expect(financeApplyMachine.targetsOf('repaid')).toEqual([FinanceStatus.complete]);
    expect(financeApplyMachine.fromOf('refused')).toEqual([FinanceStatus.awaitingFour, FinanceStatus.awaitingPledge]);
    expect(financeApplyMachine.targetsOf('refused')).toEqual([FinanceStatus.refused]);
  });

  it('records the pledge push and the loan at 70 without leaving it', () => {
    for (const m of ['pledgePushed', 'pledgePushFailed', 'loanDisbursed', 'loanRepaid'] as const) {
      expect(financeApplyMachine.fromOf(m)).toEqual([FinanceStatus.pledged]);
      expect(financeApplyMachine.targetsOf(m)).toEqual([FinanceStatus.pledged]);
    }
  });

  it('refuses a move from a status it does not start at, or by the wrong side', () => {
    expect(financeApplyMachine.can('cancel', FinanceStatus.awaitingPledge)).toBe(false);
    expect(financeApplyMachine.can('cancel', FinanceStatus.awaitingFour, 'bank')).toBe(false);
    expect(financeApplyMachine.can('repaid', FinanceStatus.awaitingPledge)).toBe(false);
    expect(financeApplyMachine.can('refused', FinanceStatus.pledged)).toBe(false);
    expect(financeApplyMachine.can('loanDisbursed', FinanceStatus.complete)).toBe(false);
    expect(financeApplyMachine.movesAt(FinanceStatus.void)).toEqual([]);
  });
});

describe('financeFourMachine (spec 2 §4 fourStatus, §5 financing review)', () => {
  it('submits from 0, 11 and 21; the platform reviews at 20, the warehouse at 10', () => {
    expect(financeFourMachine.fromOf('submit')).toEqual([0, 11, 21]);
    expect(financeFourMachine.targetsOf('submit')).toEqual([FourStatus.awaitingPlatform]);
    expect(financeFourMachine.targetsOf('update')).toEqual([FourStatus.notStarted]);
    expect(financeFourMachine.targetsOf('platformPass')).toEqual([FourStatus.awaitingWarehouse]);
    expect(financeFourMachine.targetsOf('platformReject')).toEqual([FourStatus.platformRejected]);
    expect(financeFourMachine.targetsOf('warehousePass')).toEqual([FourStatus.passed]);
    expect(financeFourMachine.targetsOf('warehouseReject')).toEqual([FourStatus.warehouseRejected]);
    expect(financeFourMachine.fromOf('push')).toEqual([FourStatus.passed, FourStatus.pushFailed]);
    expect(financeFourMachine.targetsOf('push')).toEqual([FourStatus.pushed]);
    expect(financeFourMachine.targetsOf('pushFailed')).toEqual([FourStatus.pushFailed]);
  });

  it('names the button permission of each review and of the push (spec 2 §6)', () => {
    expect(financeFourMachine.moves.platformPass.permission).toBe('finance_pt');
    expect(financeFourMachine.moves.warehouseReject.permission).toBe('finance_warehouse');
    expect(financeFourMachine.moves.push.permission).toBe('butTest');
  });

  it('refuses a review out of turn or by the other side, and a submit while under review', () => {
    expect(financeFourMachine.can('warehousePass', FourStatus.awaitingPlatform)).toBe(false);
    expect(financeFourMachine.can('platformPass', FourStatus.awaitingPlatform, 'warehouse')).toBe(false);
    expect(financeFourMachine.can('submit', FourStatus.awaitingPlatform)).toBe(false);
    expect(financeFourMachine.can('push', FourStatus.pushed)).toBe(false);
  });

  it("gives the application moves (financeMoves) the machines' sources", () => {
    expect(canMakeFinanceMove('submit', 50, FourStatus.platformRejected, ['shipper'])).toBe(true);
    expect(canMakeFinanceMove('submit', 60, FourStatus.notStarted, ['shipper'])).toBe(false);
    expect(canMakeFinanceMove('cancel', 50, FourStatus.awaitingPlatform, ['shipper'])).toBe(true);
    expect(canMakeFinanceMove('cancel', 50, FourStatus.awaitingWarehouse, ['shipper'])).toBe(false);
    expect(canMakeFinanceMove('warehouseAudit', 50, FourStatus.awaitingWarehouse, ['warehouse'])).toBe(true);
    expect(canMakeFinanceMove('push', 50, FourStatus.pushFailed, ['platform'])).toBe(true);
  });
});

describe('loanMoneyMachine (spec 3 §5 Loan amount)', () => {
  it('keeps the loan editable (0 → 0) or fixes it (0 → 1); a fixed loan moves no more', () => {
    expect(loanMoneyMachine.targetsOf('update')).toEqual([LoanMoneyStatus.saved]);
    expect(loanMoneyMachine.targetsOf('submit')).toEqual([LoanMoneyStatus.submitted]);
    expect(loanMoneyMachine.movesAt(LoanMoneyStatus.submitted)).toEqual([]);
    expect(loanMoneyMachine.can('submit', LoanMoneyStatus.saved, 'shipper')).toBe(false);
    expect(loanMoneyMachine.moves.submit.permission).toBe('ccb_release_updateLoan');
  });
});

describe('dgeCcbMachine (spec 3 §4 Bank pledge status)', () => {
  it('takes a row 40 → 50 → 60 → 70 → 80 through the notice, both seals and the push', () => {
    expect(dgeCcbMachine.fromOf('noticeIssued')).toEqual([DgeCcbStatus.awaitingPledge]);
    expect(dgeCcbMachine.targetsOf('noticeIssued')).toEqual([DgeCcbStatus.awaitingOwnerSeal]);
    expect(dgeCcbMachine.targetsOf('ownerSealed')).toEqual([DgeCcbStatus.awaitingWarehouseSeal]);
    expect(dgeCcbMachine.targetsOf('warehouseSealed')).toEqual([DgeCcbStatus.pledgedAwaitingPush]);
    expect(dgeCcbMachine.targetsOf('pledgePushed')).toEqual([DgeCcbStatus.pledgePushed]);
  });

  it('records a seal in progress or failed where the row waits, each seal by its own side', () => {
    for (const role of ['shipper', 'warehouse'] as const) {
      const step = pledgeSealSteps[role];
      for (const m of [step.moves.sealing, step.moves.failed]) {
        expect(dgeCcbMachine.fromOf(m)).toEqual([step.from]);
        expect(dgeCcbMachine.targetsOf(m)).toEqual([step.from]);
      }
      expect(dgeCcbMachine.fromOf(step.moves.sealed)).toEqual([step.from]);
      expect(dgeCcbMachine.targetsOf(step.moves.sealed)).toEqual([step.to]);
      expect(dgeCcbMachine.can(step.moves.sealed, step.from, role)).toBe(true);
    }
    expect(dgeCcbMachine.can('ownerSealed', DgeCcbStatus.awaitingOwnerSeal, 'warehouse')).toBe(false);
  });

  it('refuses a seal out of turn', () => {
    expect(dgeCcbMachine.can('warehouseSealed', DgeCcbStatus.awaitingOwnerSeal)).toBe(false);
    expect(dgeCcbMachine.can('ownerSealed', DgeCcbStatus.awaitingWarehouseSeal)).toBe(false);
    expect(dgeCcbMachine.can('pledgePushed', DgeCcbStatus.awaitingWarehouseSeal)).toBe(false);
    expect(dgeCcbMachine.can('noticeIssued', DgeCcbStatus.awaitingAdmission)).toBe(false);
  });

  it('lets go of a live row at any step (→ 0), of a pledged one on the release instruction (→ 120)', () => {
    expect(dgeCcbMachine.can('release', DgeCcbStatus.pledging)).toBe(true);
    expect(dgeCcbMachine.can('release', DgeCcbStatus.pledgePushed)).toBe(true);
    expect(dgeCcbMachine.can('release', DgeCcbStatus.none)).toBe(false);
    expect(dgeCcbMachine.can('release', DgeCcbStatus.releaseFed)).toBe(false);
    expect(dgeCcbMachine.can('releaseFed', DgeCcbStatus.pledgePushed)).toBe(true);
    expect(dgeCcbMachine.can('releaseFed', DgeCcbStatus.awaitingWarehouseSeal)).toBe(false);
    expect(dgeCcbMachine.targetsOf('releaseFed')).toEqual([DgeCcbStatus.releaseFed]);
  });
});
