import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  type ContractAction,
  type ContractParty,
  ContractStatus,
  canAct,
  confirmedStatus,
  contractProgress,
  contractStatusLabel,
  contractStatusLabels,
  contractSteps,
  draftOwner,
  draftStatusOf,
  isContractStatus,
  isDocumentFrozen,
  isLive,
  otherParty,
  partyOf,
  partyOfCompanyType,
  sealOverlayPercent,
  signedStatusOf,
  submittedStatusOf,
  visibleTo,
} from './status';

const ALL = [0, 1, 8, 9, 10, 11, 12, 13, 19, 20, 21] as const;

/** spec 2 §6, written out once more by hand: the statuses each party may take each action at. */
const expected: Record<ContractAction, Record<ContractParty, number[]>> = {
  edit: { shipper: [8, 11, 13, 19], buyer: [9, 10, 12, 19] },
  stash: { shipper: [8], buyer: [9] },
  submit: { shipper: [8, 11, 13, 19], buyer: [9, 10, 12, 19] },
  confirm: { shipper: [11, 13], buyer: [10, 12] },
  sign: { shipper: [19, 20], buyer: [19, 21] },
  void: { shipper: [8, 10, 11, 12, 13, 19, 20, 21], buyer: [9, 10, 11, 12, 13, 19, 20, 21] },
  download: { shipper: [1], buyer: [1] },
};

describe('contract statuses (spec 2 §4)', () => {
  it('labels every status of the spec and nothing else', () => {
    expect(Object.keys(contractStatusLabels).map(Number)).toEqual([...ALL]);
    expect(contractStatusLabel(1)).toBe('已生效');
    expect(contractStatusLabel(10)).toBe('供方已提交，待需方确认');
    expect(contractStatusLabel(11)).toBe('需方已提交，待供方确认');
    expect(contractStatusLabel(19)).toBe('双方已确认，待签章');
    expect(contractStatusLabel(7)).toBe('');
    expect(isContractStatus(21)).toBe(true);
    expect(isContractStatus(2)).toBe(false);
  });
});

describe('the move table by party (spec 2 §6)', () => {
  for (const action of Object.keys(expected) as ContractAction[]) {
    for (const party of ['shipper', 'buyer'] as const) {
      it(`${party} may ${action} exactly at ${expected[action][party].join(', ')}`, () => {
        const allowed = ALL.filter((s) => canAct(action, s, party));
        expect(allowed).toEqual(expected[action][party]);
      });
    }
    it(`nobody who is no party may ${action}`, () => {
      expect(ALL.filter((s) => canAct(action, s, null))).toEqual([]);
    });
  }

  it('lists what a party may do now (the action cards)', () => {
    expect(allowedActions(8, 'shipper')).toEqual(['edit', 'stash', 'submit', 'void']);
    expect(allowedActions(8, 'buyer')).toEqual([]);
    expect(allowedActions(10, 'buyer')).toEqual(['edit', 'submit', 'confirm', 'void']);
    expect(allowedActions(10, 'shipper')).toEqual(['void']);
    expect(allowedActions(19, 'shipper')).toEqual(['edit', 'submit', 'sign', 'void']);
    expect(allowedActions(20, 'shipper')).toEqual(['sign', 'void']);
    expect(allowedActions(20, 'buyer')).toEqual(['void']);
    expect(allowedActions(1, 'buyer')).toEqual(['download']);
    expect(allowedActions(0, 'shipper')).toEqual([]);
    expect(allowedActions(19, null)).toEqual([]);
  });

  it('reads 12 as 10 and 13 as 11 (the one-source statuses)', () => {
    for (const action of Object.keys(expected) as ContractAction[]) {
      for (const party of ['shipper', 'buyer'] as const) {
        expect(canAct(action, 12, party), `${action} ${party}`).toBe(canAct(action, 10, party));
        expect(canAct(action, 13, party), `${action} ${party}`).toBe(canAct(action, 11, party));
      }
    }
  });

  it('starts, submits and confirms to the statuses of each side', () => {
    expect(draftStatusOf('shipper')).toBe(8);
    expect(draftStatusOf('buyer')).toBe(9);
    expect(submittedStatusOf('shipper')).toBe(10);
    expect(submittedStatusOf('buyer')).toBe(11);
    expect(confirmedStatus).toBe(19);
  });

  it('signs 19 → 21 (supplier first) or 20 (demander first), then the second seal puts it in force', () => {
    expect(signedStatusOf(19, 'shipper')).toBe(ContractStatus.shipperSealed);
    expect(signedStatusOf(19, 'buyer')).toBe(ContractStatus.buyerSealed);
    expect(signedStatusOf(20, 'shipper')).toBe(ContractStatus.inForce);
    expect(signedStatusOf(21, 'buyer')).toBe(ContractStatus.inForce);
    expect(signedStatusOf(20, 'buyer')).toBeNull();
    expect(signedStatusOf(21, 'shipper')).toBeNull();
    expect(signedStatusOf(10, 'buyer')).toBeNull();
    expect(signedStatusOf(1, 'shipper')).toBeNull();
  });
});

describe('sides and visibility', () => {
  it('finds the caller’s side from the enterprise (postId)', () => {
    const c = { shipperId: '11', buyerId: '22' };
    expect(partyOf(c, '11')).toBe('shipper');
    expect(partyOf(c, '22')).toBe('buyer');
    expect(partyOf(c, '33')).toBeNull();
    expect(partyOf(c, null)).toBeNull();
    expect(partyOfCompanyType(0)).toBe('shipper');
    expect(partyOfCompanyType(1)).toBe('buyer');
    expect(otherParty('shipper')).toBe('buyer');
  });

  it('keeps a draft its drafter’s alone', () => {
    expect(draftOwner(8)).toBe('shipper');
    expect(draftOwner(9)).toBe('buyer');
    expect(draftOwner(10)).toBeNull();
    expect(visibleTo(8, 'shipper')).toBe(true);
    expect(visibleTo(8, 'buyer')).toBe(false);
    expect(visibleTo(9, 'shipper')).toBe(false);
    expect(visibleTo(9, 'buyer')).toBe(true);
    for (const s of [0, 1, 10, 11, 12, 13, 19, 20, 21]) {
      expect(visibleTo(s, 'shipper') && visibleTo(s, 'buyer')).toBe(true);
    }
  });

  it('holds receipts while live and freezes the document from 19', () => {
    expect(isLive(0)).toBe(false);
    expect(ALL.filter((s) => s !== 0).every(isLive)).toBe(true);
    expect(ALL.filter(isDocumentFrozen)).toEqual([1, 19, 20, 21]);
    expect(sealOverlayPercent(20)).toBe(64);
    expect(sealOverlayPercent(21)).toBe(18);
    expect(sealOverlayPercent(19)).toBe(18);
  });
});

describe('progress steps (spec 2 §4)', () => {
  it('has the transfer step for receipt contracts only', () => {
    expect(contractSteps(0)).toEqual(['发起合同', '确认条款', '合同生效', '申请仓单过户', '交易完成']);
    expect(contractSteps(2)).toEqual(['发起合同', '确认条款', '合同生效', '交易完成']);
  });

  it('moves to step 2 at 19 and while sealing, step 3 in force, 4 on an approved transfer, 5 with records', () => {
    expect(contractProgress({ status: 10, productForm: 0 })).toBe(0);
    expect(contractProgress({ status: 19, productForm: 0 })).toBe(1);
    expect(contractProgress({ status: 20, productForm: 2 })).toBe(1);
    expect(contractProgress({ status: 1, productForm: 0 })).toBe(2);
    expect(contractProgress({ status: 1, productForm: 0, auditStatus: 1 })).toBe(3);
    expect(contractProgress({ status: 1, productForm: 0, auditStatus: 1, hasTransferRecords: true })).toBe(4);
    expect(contractProgress({ status: 1, productForm: 2, auditStatus: 1 })).toBe(2);
  });
});
