import { contractPdfText } from '@kc/domain/contract/contract';
import {
  type ContractDocumentInput,
  type ContractSection,
  contractHeaderFields,
  contractSections,
  contractSignatureBlocks,
  type GoodsColumnKind,
  contractDocumentText as T,
} from '@kc/domain/contract/document';
import { type ContractParty, contractStatusLabel } from '@kc/domain/contract/status';
import {
  type Block,
  CONTENT_WIDTH,
  LANDSCAPE_CONTENT_WIDTH,
  type RenderedDocument,
  renderDocument,
  type TableBlock,
  type TableColumn,
  tableWidths,
} from '../../platform/pdf/document';
import { restampStatus } from '../../platform/pdf/status-region';

/** What the contract PDF prints besides its clauses: the status it stands in and its verification page. */
export type ContractPdfData = ContractDocumentInput & { statusName: string; verifyUrl: string };

/** The two seal places (spec 2 §4: either party may seal first). */
export const CONTRACT_SEAL_PARTIES: ContractParty[] = ['shipper', 'buyer'];

type GoodsSection = Extract<ContractSection, { kind: 'goods' }>;

/** A goods table with more rows than this is set a size smaller, so that it takes fewer pages. */
const LONG_TABLE_ROWS = 12;
const SIZES = { normal: 9.5, long: 8.5, smallest: 8 } as const;
/** At most this many goods rows have their attributes printed in clause 一 itself when the table cannot hold them. */
const INLINE_SPEC_ROWS = 10;
const ANNEX = {
  title: '附件：货物规格明细',
  note: '注：各行货物的规格属性见本合同附件《货物规格明细》，附件是本合同的组成部分。',
  inline: '各行货物的规格属性（按序号与上表对应）：',
};
const ROW_NO = '序号';

const columnOf = (title: string, kind: GoodsColumnKind, last: boolean): TableColumn => ({
  title,
  align: kind === 'figure' || last ? 'right' : 'left',
  nowrap: kind === 'code' || kind === 'figure',
});

/** The first size at which the table keeps its codes and figures whole, or undefined. */
const fittingSize = (table: TableBlock, width: number, sizes: number[]) =>
  sizes.find((fontSize) => tableWidths({ ...table, fontSize }, width) !== undefined);

/**
 * 一、the goods table, laid out so that codes and amounts are never broken (spec 2 §2 clause 1): the whole table on
 * the page (a size smaller for a long one, smaller still if that makes it fit). A category with more attribute
 * columns than a portrait page holds keeps its goods, codes and money in the table and prints the attributes in
 * tables of their own, each row known there by its number (and receipt code): right below it for a few rows, in a
 * landscape annex after the signatures for more.
 */
const goodsBlocks = (section: GoodsSection, totalAmount: string, code: string) => {
  const last = section.head.length - 1;
  const sizes: number[] =
    section.rows.length > LONG_TABLE_ROWS ? [SIZES.long, SIZES.smallest] : [...Object.values(SIZES)];
  const whole: TableBlock = {
    kind: 'table',
    columns: section.head.map((title, i) => columnOf(title, section.kinds[i]!, i === last)),
    rows: section.rows,
    summary: section.summary,
    totalInWords: { label: T.totalInWords, amount: totalAmount },
  };
  const wholeSize = fittingSize(whole, CONTENT_WIDTH, sizes);
  const attrs = section.kinds.flatMap((k, i) => (k === 'attr' ? [i] : []));
  if (wholeSize !== undefined || attrs.length === 0) {
    return { inline: [{ ...whole, fontSize: wholeSize ?? SIZES.smallest } satisfies Block], annex: [] as Block[] };
  }

  const kept = section.kinds.flatMap((k, i) => (k === 'attr' ? [] : [i]));
  const numbered = (cells: string[], no: string) => [no, ...kept.map((i) => cells[i] ?? '')];
  const main: TableBlock = {
    ...whole,
    columns: [
      { title: ROW_NO, align: 'center', nowrap: true },
      ...kept.map((i) => columnOf(section.head[i]!, section.kinds[i]!, i === last)),
    ],
    rows: section.rows.map((r, n) => numbered(r, String(n + 1))),
    summary: numbered(section.summary, ''),
  };
  const mainSize = fittingSize(main, CONTENT_WIDTH, sizes) ?? SIZES.smallest;

  // The attribute tables: each row's number and what identifies it (its receipt code, else its name), then as
  // many attribute columns as the width holds, in as many tables as it takes.
  const keyAt = section.kinds.indexOf('code') >= 0 ? section.kinds.indexOf('code') : 0;
  const specTable = (attrIdx: number[], fontSize: number, whole: boolean): TableBlock => ({
    kind: 'table',
    columns: [
      { title: ROW_NO, align: 'center', nowrap: true },
      columnOf(section.head[keyAt]!, section.kinds[keyAt]!, false),
      ...attrIdx.map((i) => ({ ...columnOf(section.head[i]!, 'attr', false), nowrap: whole })),
    ],
    rows: section.rows.map((r, n) => [String(n + 1), r[keyAt] ?? '', ...attrIdx.map((i) => r[i] ?? '')]),
    fontSize,
  });
  // Each attribute value whole too (a batch number is a code): the attributes in as few tables of even size as
  // the width holds that way; a single attribute too wide even alone may wrap.
  const specTables = (width: number, fontSize: number) => {
    const fits = (idx: number[]) => tableWidths(specTable(idx, fontSize, true), width) !== undefined;
    const split = (k: number) =>
      Array.from({ length: k }, (_, j) =>
        attrs.slice(Math.round((j * attrs.length) / k), Math.round(((j + 1) * attrs.length) / k)),
      );
    for (let k = 1; k <= attrs.length; k++) {
      const chunks = split(k);
      if (chunks.every(fits)) return chunks.map((idx) => specTable(idx, fontSize, true));
    }
    return attrs.map((i) => specTable([i], fontSize, fits([i])));
  };
  const mainBlock: Block = { ...main, fontSize: mainSize };
  if (section.rows.length <= INLINE_SPEC_ROWS) {
    return {
      inline: [
        mainBlock,
        { kind: 'paragraph', text: ANNEX.inline } satisfies Block,
        ...specTables(CONTENT_WIDTH, mainSize),
      ],
      annex: [] as Block[],
    };
  }
  return {
    inline: [mainBlock, { kind: 'paragraph', text: ANNEX.note, small: true } satisfies Block],
    annex: [
      {
        kind: 'annex',
        orientation: 'landscape',
        blocks: [
          { kind: 'heading', text: ANNEX.title },
          { kind: 'paragraph', text: `${T.code}：${code}` },
          ...specTables(LANDSCAPE_CONTENT_WIDTH, SIZES.smallest),
        ],
      } satisfies Block,
    ],
  };
};

const textBlocks = (section: Extract<ContractSection, { kind: 'text' }>): Block[] => [
  { kind: 'heading', text: `${section.number}${section.title}` },
  ...section.paragraphs.map((text): Block => ({ kind: 'paragraph', text })),
];

/**
 * The contract document (spec 2 §2 template review; laid out by the document layer): the header fields and the
 * status (in the replaceable status region, so each seal prints the status it brings) beside the QR code of the
 * verification page, the clauses of the one clause model (`contractSections`: goods table with summary and
 * uppercase total, settlement and fee, the template's clauses, the remittance account), the closing clause, the
 * parties' signature blocks and the two seal places the signatures fill — the last clause, the closing clause,
 * the signature blocks and the seal places kept together on one page, as on a paper contract. Every page's foot
 * names the contract code. The web's template review prints the same model.
 */
export const renderContractPdf = (data: ContractPdfData): Promise<RenderedDocument> => {
  const sections = contractSections(data);
  const goods = sections.find((s): s is GoodsSection => s.kind === 'goods');
  const laidGoods = goods ? goodsBlocks(goods, data.totalAmount, data.code) : { inline: [], annex: [] };
  const clauses = sections.filter((s): s is Extract<ContractSection, { kind: 'text' }> => s.kind === 'text');
  const lastClause = clauses.at(-1);
  return renderDocument({
    title: `${data.templateName || T.title} ${data.code}`,
    subject: `${T.title} ${data.code}`,
    footer: `${T.code}：${data.code}`,
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
      ...(goods
        ? [{ kind: 'heading', text: `${goods.number}${goods.title}` } satisfies Block, ...laidGoods.inline]
        : []),
      ...clauses.slice(0, -1).flatMap(textBlocks),
      {
        kind: 'keep',
        blocks: [
          ...(lastClause ? textBlocks(lastClause) : []),
          { kind: 'paragraph', text: T.footer },
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
      },
      ...laidGoods.annex,
    ],
  });
};

/** The contract PDF printing `status` (an incremental update: earlier signatures stay valid). */
export const restampContractStatus = (pdf: Uint8Array, status: number) =>
  restampStatus(pdf, contractStatusLabel(status));
