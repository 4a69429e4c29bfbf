import { contractPdfText } from '@kc/domain/contract/contract';
import {
  type ContractDocumentInput,
  type ContractSection,
  contractHeaderFields,
  contractSections,
  contractSignatureBlocks,
  contractDocumentText as T,
} from '@kc/domain/contract/document';
import { type ContractParty, contractStatusLabel } from '@kc/domain/contract/status';
import { type Block, type RenderedDocument, renderDocument } from '../../platform/pdf/document';
import { restampStatus } from '../../platform/pdf/status-region';

/** What the contract PDF prints besides its clauses: the status it stands in and its verification page. */
export type ContractPdfData = ContractDocumentInput & { statusName: string; verifyUrl: string };

/** The two seal places (spec 2 §4: either party may seal first). */
export const CONTRACT_SEAL_PARTIES: ContractParty[] = ['shipper', 'buyer'];

const sectionBlocks = (section: ContractSection, totalAmount: string): Block[] => {
  const heading: Block = { kind: 'heading', text: `${section.number}${section.title}` };
  if (section.kind === 'text') {
    return [heading, ...section.paragraphs.map((text): Block => ({ kind: 'paragraph', text }))];
  }
  const last = section.head.length - 1;
  return [
    heading,
    {
      kind: 'table',
      columns: section.head.map((title, i) => ({ title, align: i === last ? 'right' : 'left' })),
      rows: section.rows,
      summary: section.summary,
      totalInWords: { label: T.totalInWords, amount: totalAmount },
    },
  ];
};

/**
 * The contract document (spec 2 §2 template review; laid out by the document layer): the header fields and the
 * status (in the replaceable status region, so each seal prints the status it brings) beside the QR code of the
 * verification page, the clauses of the one clause model (`contractSections`: goods table with summary and
 * uppercase total, settlement and fee, the template's clauses, the remittance account), the parties' signature
 * blocks and the two seal places the signatures fill. The web's template review prints the same model.
 */
export const renderContractPdf = (data: ContractPdfData): Promise<RenderedDocument> =>
  renderDocument({
    title: `${data.templateName || T.title} ${data.code}`,
    subject: `${T.title} ${data.code}`,
    footer: T.footer,
    blocks: [
      { kind: 'title', text: data.templateName || T.title },
      { kind: 'line' },
      {
        kind: 'columns',
        columns: [
          {
            blocks: [
              {
                kind: 'fields',
                plain: true,
                rows: [
                  ...contractHeaderFields(data),
                  { label: contractPdfText.status, value: data.statusName, status: true },
                ],
              },
            ],
          },
          { width: 120, blocks: [{ kind: 'qr', text: data.verifyUrl, size: 86, caption: contractPdfText.qrCaption }] },
        ],
      },
      { kind: 'paragraph', text: T.preamble },
      ...contractSections(data).flatMap((s) => sectionBlocks(s, data.totalAmount)),
      {
        kind: 'columns',
        columns: contractSignatureBlocks(data).map((b) => ({
          blocks: [{ kind: 'fields', plain: true, rows: b.lines } satisfies Block],
        })),
      },
      {
        kind: 'seals',
        places: CONTRACT_SEAL_PARTIES.map((party) => ({
          name: party,
          label: T.seals[party],
          caption: party === 'shipper' ? data.shipper.name : data.buyer.name,
        })),
      },
    ],
  });

/** The contract PDF printing `status` (an incremental update: earlier signatures stay valid). */
export const restampContractStatus = (pdf: Uint8Array, status: number) =>
  restampStatus(pdf, contractStatusLabel(status));
