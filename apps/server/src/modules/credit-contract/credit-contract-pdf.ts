import { CREDIT_SIGNER_LABELS, type CreditSigner, creditConsentText } from '@kc/domain/credit-contract/credit-contract';
import { renderDocument } from '../../platform/pdf/document';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import type { SealPlacement } from '../../providers/esign/port';

/** What the consent prints: every signer (ID numbers masked), the bank, the contract number and date. */
export type CreditConsentSpec = {
  contractNo: string;
  contractName: string;
  bankName: string;
  branchName: string;
  signers: { signer: CreditSigner; name: string; maskedIdNumber: string; maskedPhone: string }[];
  /** yyyy-MM-dd */
  date: string;
};

/**
 * The consent (个人征信查询授权书) as a Chinese A4 document: the signers as 授权人, the bank as 被授权人, the consent
 * text, and one signature place per signer named after its role ('borrower', 'coborrower'), read back from the file
 * by `creditSignPlacement`: both signatures go onto this one document.
 */
export const renderCreditConsent = async (c: CreditConsentSpec) => {
  const { pdf } = await renderDocument({
    title: `${c.contractName} ${c.contractNo}`,
    subject: c.contractName,
    footer: '本授权书经授权人电子签名后生效。',
    blocks: [
      { kind: 'title', text: c.contractName },
      {
        kind: 'fields',
        plain: true,
        columns: 2,
        rows: [
          { label: '合同编号', value: c.contractNo },
          { label: '日期', value: c.date },
        ],
      },
      { kind: 'heading', text: '一、授权人' },
      {
        kind: 'table',
        columns: [
          { title: '身份', width: 90 },
          { title: '姓名', width: 110 },
          { title: '身份证号' },
          { title: '手机号', width: 110 },
        ],
        rows: c.signers.map((s) => [CREDIT_SIGNER_LABELS[s.signer], s.name, s.maskedIdNumber, s.maskedPhone]),
      },
      { kind: 'heading', text: '二、被授权人' },
      {
        kind: 'fields',
        rows: [
          { label: '银行', value: c.bankName },
          { label: '开户网点', value: c.branchName || '—' },
        ],
      },
      { kind: 'heading', text: '三、授权事项' },
      ...creditConsentText({ bankName: c.bankName, names: c.signers.map((s) => s.name) }).map((text) => ({
        kind: 'paragraph' as const,
        text,
      })),
      {
        kind: 'seals',
        places: c.signers.map((s) => ({
          name: s.signer,
          label: `授权人（${CREDIT_SIGNER_LABELS[s.signer]}）签名`,
          caption: s.name,
        })),
      },
    ],
  });
  return pdf;
};

/** Where a signer's signature goes: the place the layout recorded in the file (the last page otherwise). */
export const creditSignPlacement = async (pdf: Uint8Array, signer: CreditSigner): Promise<SealPlacement[]> => {
  const place = (await sealPlacesOf(pdf))[signer];
  return [place ?? { page: 999, x: signer === 'borrower' ? 100 : 350, y: 120, size: 90 }];
};
