import type { MoneyValue } from '@kc/domain/shared/money';
import { layOut } from './document-layout';

/**
 * For a document's author deciding how to lay a wide table out: the page's content width upright and on its side,
 * and `tableWidths(table, width)` (undefined when its codes and figures cannot stay whole at that width).
 */
export { CONTENT_WIDTH, LANDSCAPE_CONTENT_WIDTH, tableWidths } from './document-layout';

import { finishDocument } from './document-marks';

/**
 * The document layer: a Chinese document (receipt, contract, agreement, notice, invoice, consent) described as
 * blocks, laid out on A4 pages (README.md in this folder). Every value is printed as given: format figures,
 * dates and amounts before (or use the `amount` block and a table's `totalInWords`, which format money).
 */
export type DocumentSpec = {
  /** the PDF's title (document properties), e.g. '标准仓单 WR20261122000001' */
  title: string;
  subject?: string;
  blocks: Block[];
  /** a line printed at the foot of every page, above the page number */
  footer?: string;
  /** '第 1 页 / 共 3 页' at the foot of every page (default true) */
  pageNumbers?: boolean;
};

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; align?: 'left' | 'center' | 'right'; small?: boolean }
  | { kind: 'line' }
  | FieldsBlock
  | TableBlock
  | { kind: 'amount'; label: string; value: MoneyValue }
  | QrBlock
  | SealsBlock
  | { kind: 'columns'; columns: { width?: number; blocks: Block[] }[] }
  | KeepBlock
  | AnnexBlock;

/**
 * Blocks kept together on one page: the whole group moves to the next page when it does not fit (e.g. a
 * contract's last clause with its signature blocks and seal places). Keep it shorter than a page.
 */
export type KeepBlock = { kind: 'keep'; blocks: Block[] };

/**
 * Blocks that start on a new page of their own orientation (e.g. a landscape annex for a table too wide for a
 * portrait page); the pages after it keep that orientation.
 */
export type AnnexBlock = { kind: 'annex'; orientation: 'portrait' | 'landscape'; blocks: Block[] };

/** A key/value grid: one pair per row, or two (`columns: 2`); `plain` drops the borders. */
export type FieldsBlock = { kind: 'fields'; rows: Field[]; columns?: 1 | 2; plain?: boolean };

/**
 * `wide` spans the whole row of a two-column grid. `status` prints the value in the document's status region,
 * which `restampStatus` replaces later without touching anything else (at most one per document).
 */
export type Field = { label: string; value: string; wide?: boolean; status?: boolean };

/**
 * A table that breaks across pages, its header repeated on each; rows are never split. `summary` is a shaded
 * last row (e.g. ['合计', '', '25.36', '12,345.67']); `totalInWords` adds a full-width row with the amount in
 * uppercase Chinese (合计金额（大写）：人民币…). `fontSize` defaults to 9.5 points.
 */
export type TableBlock = {
  kind: 'table';
  columns: TableColumn[];
  rows: string[][];
  summary?: string[];
  totalInWords?: { label: string; amount: MoneyValue };
  fontSize?: number;
};

/**
 * `width` in points, or '*' to share what is left (the default); amounts align right. `nowrap`: a code or a
 * figure, never broken across lines: the column is as wide as its widest cell (its title may wrap at a '（').
 */
export type TableColumn = {
  title: string;
  width?: number | '*';
  align?: 'left' | 'center' | 'right';
  nowrap?: boolean;
};

/** A QR code of `text` (usually a URL), `size` points square (default 86), an optional caption under it. */
export type QrBlock = { kind: 'qr'; text: string; size?: number; caption?: string };

/**
 * Seal places side by side, kept together on one page: a label above each dashed square, an optional caption
 * (the party's name) under it. Their final page and position are reported by name.
 */
export type SealsBlock = { kind: 'seals'; places: SealPlaceSpec[] };
export type SealPlaceSpec = { name: string; label: string; caption?: string; size?: number };

/** Where a seal goes: 0-based page, lower-left corner and side in PDF points (origin bottom-left). */
export type SealPlace = { page: number; x: number; y: number; size: number };

export type RenderedDocument = {
  pdf: Uint8Array;
  pageCount: number;
  /** every seal place by name, where the layout put it (also kept in the PDF: see `sealPlacesOf`) */
  sealPlaces: Record<string, SealPlace>;
};

/**
 * Lays the blocks out (pdfmake), then draws what must stay exact or replaceable (QR codes as 1-bit pictures, the
 * status region as a form XObject) where the layout left room, and records the seal places in the PDF. The file
 * has a classic cross-reference table, so signatures can be appended as incremental updates.
 */
export const renderDocument = async (spec: DocumentSpec): Promise<RenderedDocument> => {
  const laidOut = await layOut(spec);
  return finishDocument(laidOut);
};
