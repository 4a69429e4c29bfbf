import { describe, expect, it } from 'vitest';
import { contractInvoiceStatus, InvoiceStatus, invoiceMail, splitTax } from './invoice';

describe('the contract invoiceStatus from its invoices (spec 2 §3)', () => {
  it('is -1 with none, 0 if any is abnormal, 12 when all are issued, else the lowest in progress', () => {
    expect(contractInvoiceStatus([])).toBe(InvoiceStatus.none);
    expect(contractInvoiceStatus([12, 0])).toBe(InvoiceStatus.abnormal);
    expect(contractInvoiceStatus([10, 0])).toBe(InvoiceStatus.abnormal);
    expect(contractInvoiceStatus([12])).toBe(InvoiceStatus.issued);
    expect(contractInvoiceStatus([12, 12])).toBe(InvoiceStatus.issued);
    expect(contractInvoiceStatus([12, 11])).toBe(InvoiceStatus.issuing);
    expect(contractInvoiceStatus([11, 10])).toBe(InvoiceStatus.applied);
  });

  it('splits a tax-included share so that net + tax is the amount paid', () => {
    expect(splitTax('1836.00')).toEqual({ gross: '1836.00', net: '1732.08', tax: '103.92' });
    expect(splitTax('0.01')).toEqual({ gross: '0.01', net: '0.01', tax: '0.00' });
  });

  it('names the invoice in the mail and its attachment', () => {
    const m = invoiceMail({ title: '某公司', contractCode: 'HT1', invoiceNo: '26412000000001000001', amount: '1.00' });
    expect(m.subject).toContain('26412000000001000001');
    expect(m.text).toContain('HT1');
    expect(m.filename).toBe('电子发票-26412000000001000001.pdf');
  });
});
