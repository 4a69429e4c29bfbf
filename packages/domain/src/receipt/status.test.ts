import { describe, expect, it } from 'vitest';
import { MySignStatus, mySignStatusOf, ReceiptStatus, SignBatchStatus } from './status';

const at = (status: number, signBatchStatus: number | null = SignBatchStatus.notSigned) => ({
  status,
  signBatchStatus,
});

describe('the caller’s own seal on a receipt (mySignStatusOf)', () => {
  it('the warehouse signed and its batch succeeded: the shipper still waits to seal, not 签章成功', () => {
    const r = at(ReceiptStatus.warehouseSigned, SignBatchStatus.success);
    expect(mySignStatusOf('warehouse', r, true)).toBe(MySignStatus.signed);
    expect(mySignStatusOf('shipper', r, false)).toBe(MySignStatus.waiting);
    expect(mySignStatusOf('platform', r, false)).toBe(MySignStatus.othersFirst);
  });

  it('a failure or a running batch at the caller’s turn is its own', () => {
    expect(mySignStatusOf('warehouse', at(ReceiptStatus.generated, SignBatchStatus.failed), false)).toBe(
      MySignStatus.failed,
    );
    expect(mySignStatusOf('shipper', at(ReceiptStatus.generated, SignBatchStatus.failed), false)).toBe(
      MySignStatus.othersFirst,
    );
    expect(mySignStatusOf('shipper', at(ReceiptStatus.warehouseSigned, SignBatchStatus.signing), false)).toBe(
      MySignStatus.signing,
    );
  });

  it('in effect with the caller’s signature: signed; a non-signer or a receipt outside the chain: none', () => {
    expect(mySignStatusOf('platform', at(ReceiptStatus.inEffect, SignBatchStatus.success), true)).toBe(
      MySignStatus.signed,
    );
    expect(mySignStatusOf(null, at(ReceiptStatus.generated), false)).toBeNull();
    expect(mySignStatusOf('shipper', at(ReceiptStatus.inEffect), false)).toBeNull();
  });
});
