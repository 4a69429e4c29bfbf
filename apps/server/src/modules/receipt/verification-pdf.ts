import { receiptVerificationPdfText as T } from '@kc/domain/receipt/receipt';
import { renderDocument } from '../../platform/pdf/document';
import type { receiptVerification } from './receipt.repo';

type Verification = NonNullable<Awaited<ReturnType<typeof receiptVerification>>>;

/**
 * The public verification document (S7: without a login nobody gets the receipt itself): the receipt's code,
 * status, category and times, the current file's SHA-256, the chain of signatures with their hashes, and a QR
 * code of the verification page — exactly what the public page shows, built by the document layer.
 */
export const renderVerificationPdf = async (view: Verification, verifyUrl: string): Promise<Uint8Array> => {
  const { pdf } = await renderDocument({
    title: `${T.title} ${view.code}`,
    footer: T.footer,
    blocks: [
      { kind: 'title', text: T.title },
      { kind: 'paragraph', text: T.notice, small: true },
      {
        kind: 'columns',
        columns: [
          {
            blocks: [
              {
                kind: 'fields',
                rows: [
                  { label: T.code, value: view.code },
                  { label: T.status, value: view.statusName },
                  { label: T.material, value: view.materialName },
                  { label: T.generatedTime, value: view.generatedTime ?? '-' },
                  { label: T.effectiveTime, value: view.effectiveTime ?? '-' },
                ],
              },
            ],
          },
          { width: 110, blocks: [{ kind: 'qr', text: verifyUrl, size: 96, caption: T.qrCaption }] },
        ],
      },
      ...(view.replacedBy ? [{ kind: 'paragraph' as const, text: view.replacedBy.text }] : []),
      { kind: 'fields', rows: [{ label: T.sha256, value: view.sha256 ?? '-' }] },
      { kind: 'heading', text: T.chain },
      {
        kind: 'table',
        columns: [
          { title: T.kind, width: 72 },
          { title: T.enterprise, width: 120 },
          { title: T.time, width: 70 },
          { title: T.hash },
        ],
        rows: view.chain.map((e) => [e.kindName, e.enterpriseName ?? '-', e.time ?? '', e.sha256]),
      },
    ],
  });
  return pdf;
};
