import { amountInWords, formatAmount } from '@kc/domain/shared/money';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Block, DocumentSpec, Field, SealsBlock, TableBlock } from './document';
import { textWidth } from './font';
import { pdfkitFaceFile } from './pdfkit-font';

/**
 * Blocks → a pdfmake document. What the finishing step (document-marks.ts) must find again — a QR code, the
 * status region, a seal place — is laid out as an empty picture of its size carrying a link to a named
 * destination `kc:<kind>:<n>`: pdfkit writes that link with the picture's exact rectangle on its final page,
 * however the content moved (page breaks, columns, blocks kept together).
 */
export type Mark = { kind: 'qr'; text: string } | { kind: 'status'; text: string } | { kind: 'seal'; name: string };

export type LaidOut = { pdf: Uint8Array; marks: Mark[]; spec: DocumentSpec };

export const MARK_PREFIX = 'kc:';
const FONT = 'KcCjk';
const FONT_FILE = 'kc-cjk.ttf';
const INK = '#1a1a1a';
const MUTED = '#737373';
const RULE = '#8c8c8c';
const LABEL_FILL = '#eef0f4';
const SUMMARY_FILL = '#f6f7f9';
export const PAGE_MARGINS = [40, 40, 40, 56] as const;
/** A4's width less the side margins, upright and on its side. */
export const CONTENT_WIDTH = 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2];
export const LANDSCAPE_CONTENT_WIDTH = 841.89 - PAGE_MARGINS[0] - PAGE_MARGINS[2];
const COLUMN_GAP = 12;
/** A table's text size unless it says otherwise. */
export const TABLE_FONT_SIZE = 9.5;
/** Each cell's padding on either side, and the rule between cells. */
const CELL_PADDING = 5;
const CELL_RULE = 0.6;
/**
 * The least a column that wraps may be given: four characters of its size, or its widest cell when that is
 * narrower. Narrower, Chinese text breaks after every character or two and no longer reads.
 */
const MIN_WRAP_EM = 4;

/** Widths in points: fixed ones as given, the rest ('*' or unset) share what is left equally. */
const shareWidth = (total: number, widths: (number | '*' | undefined)[]) => {
  const fixed = widths.reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : 0), 0);
  const shared = widths.filter((w) => typeof w !== 'number').length;
  const each = shared ? Math.max(20, Math.floor(((total - fixed) / shared) * 100) / 100) : 0;
  return widths.map((w) => (typeof w === 'number' ? w : each));
};

/** The width a title needs with its lines broken only before a full-width parenthesis ('重量（吨）' → '（吨）'). */
const titleWidth = (title: string, size: number) =>
  Math.max(0, ...title.split(/(?=（)/).map((part) => textWidth(part, size)));

/**
 * A table's column widths in points for `width` (the page's or its column's), or undefined when it does not fit:
 * a `nowrap` column gets its widest cell (and its title's widest part); a fixed width stays; the other columns
 * share the rest as a browser lays an automatic table out — each its widest cell when all fit, else at least
 * MIN_WRAP_EM characters (or its widest cell, if narrower) and the rest in proportion to what each lacks.
 */
export const tableWidths = (b: TableBlock, width: number): number[] | undefined => {
  const size = b.fontSize ?? TABLE_FONT_SIZE;
  const n = b.columns.length;
  const inner = width - n * CELL_PADDING * 2 - (n + 1) * CELL_RULE;
  const cells = (i: number) => [...b.rows.map((r) => r[i] ?? ''), b.summary?.[i] ?? ''];
  // A hair over the measured width: pdfkit's line breaking compares the same sums in floating point.
  const want = b.columns.map(
    (c, i) => Math.max(titleWidth(c.title, size), ...cells(i).map((text) => textWidth(text, size))) + 0.5,
  );
  const fixed = b.columns.map((c, i) => (typeof c.width === 'number' ? c.width : c.nowrap ? want[i]! : undefined));
  const free = b.columns.flatMap((_, i) => (fixed[i] === undefined ? [i] : []));
  const left = inner - fixed.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  if (free.length === 0) return left >= -0.01 ? (fixed as number[]) : undefined;
  const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
  const wanted = free.map((i) => want[i]!);
  const floors = free.map((i) => Math.min(MIN_WRAP_EM * size, want[i]!));
  if (sum(floors) > left) return undefined;
  const widths = [...fixed];
  if (sum(wanted) <= left) {
    const extra = left - sum(wanted);
    for (const [k, i] of free.entries()) widths[i] = wanted[k]! + (extra * wanted[k]!) / sum(wanted);
  } else {
    const lack = free.map((_, k) => wanted[k]! - floors[k]!);
    const extra = left - sum(floors);
    for (const [k, i] of free.entries()) widths[i] = floors[k]! + (sum(lack) ? (extra * lack[k]!) / sum(lack) : 0);
  }
  return widths.map((w) => Math.floor(w! * 100) / 100);
};

/** The status region: room for a status name of up to 12 characters at 11 pt. */
export const STATUS_REGION = { width: 150, height: 15, fontSize: 11 } as const;

let ready = false;
/**
 * pdfmake is a process-wide object: its font goes into its virtual file system once, and no document may read
 * a URL or a local file (a value that looks like a path is text, never a file to embed).
 */
const setUp = () => {
  if (ready) return;
  (pdfmake as unknown as { virtualfs: { writeFileSync: (n: string, b: Buffer) => void } }).virtualfs.writeFileSync(
    FONT_FILE,
    pdfkitFaceFile(),
  );
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
};

const emptySvg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`;

const dashedSquareSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  `<rect x="0.3" y="0.3" width="${size - 0.6}" height="${size - 0.6}" fill="none" stroke="${RULE}" ` +
  'stroke-width="0.6" stroke-dasharray="3 3"/></svg>';

/** Thin grey rules; `plain` draws none. */
const gridLayout = (plain = false) => ({
  hLineWidth: () => (plain ? 0 : 0.6),
  vLineWidth: () => (plain ? 0 : 0.6),
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingLeft: () => (plain ? 0 : 5),
  paddingRight: () => (plain ? 0 : 5),
  paddingTop: () => (plain ? 2 : 4),
  paddingBottom: () => (plain ? 2 : 4),
});

class Builder {
  readonly marks: Mark[] = [];
  private hasStatus = false;
  /** how many kept groups (`keep`) the block being built sits in */
  private keeping = 0;

  private mark(mark: Mark) {
    this.marks.push(mark);
    return `${MARK_PREFIX}${mark.kind}:${this.marks.length - 1}`;
  }

  /** `width`: the width the blocks are laid out in (the page's, or their column's). */
  blocks(blocks: Block[], width = CONTENT_WIDTH): Content[] {
    return blocks.map((b) => this.block(b, width));
  }

  block(b: Block, width: number): Content {
    switch (b.kind) {
      case 'title':
        return { text: b.text, fontSize: 22, alignment: 'center', margin: [0, 4, 0, 10], characterSpacing: 2 };
      case 'heading':
        // headlineLevel: never left alone at the foot of a page (definition's pageBreakBefore); inside a kept
        // group the group moves whole, and a break inside it would split what it keeps together.
        return {
          text: b.text,
          fontSize: 12.5,
          margin: [0, 10, 0, 5],
          ...(this.keeping ? {} : { headlineLevel: 1 }),
        };
      case 'paragraph':
        return b.small
          ? { text: b.text, alignment: b.align, fontSize: 8, color: MUTED, margin: [0, 4, 0, 4] }
          : { text: b.text, alignment: b.align, lineHeight: 1.35, margin: [0, 2, 0, 6] };
      case 'line':
        return {
          canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 1.2, lineColor: INK }],
          margin: [0, 0, 0, 8],
        };
      case 'fields':
        return this.fields(b.rows, b.columns ?? 1, b.plain ?? false);
      case 'table':
        return this.table(b, width);
      case 'amount':
        return this.fields(
          [
            { label: `${b.label}（小写）`, value: `¥${formatAmount(b.value)}` },
            { label: `${b.label}（大写）`, value: amountInWords(b.value) },
          ],
          1,
          false,
        );
      case 'qr': {
        const size = b.size ?? 86;
        return {
          unbreakable: true,
          stack: [
            {
              svg: emptySvg(size, size),
              width: size,
              height: size,
              alignment: 'center',
              linkToDestination: this.mark({ kind: 'qr', text: b.text }),
            },
            ...(b.caption
              ? [{ text: b.caption, fontSize: 8, alignment: 'center' as const, margin: [0, 2, 0, 0] }]
              : []),
          ],
        } as Content;
      }
      case 'seals':
        return this.seals(b);
      case 'keep': {
        this.keeping++;
        try {
          return { stack: this.blocks(b.blocks, width), unbreakable: true } as Content;
        } finally {
          this.keeping--;
        }
      }
      case 'annex': {
        const annexWidth = b.orientation === 'landscape' ? LANDSCAPE_CONTENT_WIDTH : CONTENT_WIDTH;
        return {
          stack: this.blocks(b.blocks, annexWidth),
          pageBreak: 'before',
          pageOrientation: b.orientation,
        } as Content;
      }
      case 'columns': {
        const widths = shareWidth(
          width - COLUMN_GAP * (b.columns.length - 1),
          b.columns.map((c) => c.width),
        );
        return {
          columnGap: COLUMN_GAP,
          columns: b.columns.map((c, i) => ({ width: widths[i]!, stack: this.blocks(c.blocks, widths[i]) })),
          margin: [0, 0, 0, 6],
        } as Content;
      }
    }
  }

  private value(f: Field): Content {
    if (!f.status) return { text: f.value };
    if (this.hasStatus) throw new Error('a document has at most one status field');
    this.hasStatus = true;
    return {
      svg: emptySvg(STATUS_REGION.width, STATUS_REGION.height),
      width: STATUS_REGION.width,
      height: STATUS_REGION.height,
      linkToDestination: this.mark({ kind: 'status', text: f.value }),
    } as Content;
  }

  private fields(rows: Field[], columns: 1 | 2, plain: boolean): Content {
    const label = (f: Field): TableCell =>
      plain ? { text: `${f.label}：`, color: MUTED } : { text: f.label, fillColor: LABEL_FILL };
    const labelWidth = 'auto';
    const body: TableCell[][] = [];
    if (columns === 1) {
      for (const f of rows) body.push([label(f), this.value(f) as TableCell]);
    } else {
      let pending: Field | undefined;
      const flush = (second?: Field) => {
        if (!pending) return;
        body.push([
          label(pending),
          this.value(pending) as TableCell,
          ...(second ? [label(second), this.value(second) as TableCell] : ['', '']),
        ]);
        pending = undefined;
      };
      for (const f of rows) {
        if (f.wide) {
          flush();
          body.push([label(f), { ...(this.value(f) as object), colSpan: 3 } as TableCell, '', '']);
        } else if (pending) {
          flush(f);
        } else {
          pending = f;
        }
      }
      flush();
    }
    return {
      table: {
        widths: columns === 1 ? [labelWidth, '*'] : [labelWidth, '*', labelWidth, '*'],
        body,
        dontBreakRows: true,
      },
      layout: gridLayout(plain),
      margin: [0, 0, 0, plain ? 4 : 8],
    } as Content;
  }

  private table(b: TableBlock, width: number): Content {
    const n = b.columns.length;
    const size = b.fontSize ?? TABLE_FONT_SIZE;
    const align = (i: number) => b.columns[i]?.align ?? 'left';
    // A table with `nowrap` columns is measured (tableWidths); one too wide for its codes and figures to stay whole
    // still prints, as a table without them does: its columns share the width equally and wrap (the document's
    // author checks `tableWidths` first and chooses a smaller size or an annex).
    const fitted = b.columns.some((c) => c.nowrap) ? tableWidths(b, width) : undefined;
    const nowrap = (i: number) => Boolean(fitted && b.columns[i]?.nowrap);
    const header: TableCell[] = b.columns.map((c) => ({ text: c.title, fillColor: LABEL_FILL, alignment: 'center' }));
    const row = (cells: string[], fill?: string): TableCell[] =>
      Array.from({ length: n }, (_, i) => ({
        text: cells[i] ?? '',
        alignment: align(i),
        fillColor: fill,
        ...(nowrap(i) ? { noWrap: true } : {}),
      }));
    const body: TableCell[][] = [header, ...b.rows.map((r) => row(r))];
    if (b.summary) body.push(row(b.summary, SUMMARY_FILL));
    if (b.totalInWords) {
      body.push([
        {
          text: `${b.totalInWords.label}：${amountInWords(b.totalInWords.amount)}`,
          colSpan: n,
          fillColor: SUMMARY_FILL,
        },
        ...Array.from({ length: n - 1 }, () => ''),
      ]);
    }
    return {
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        // Fixed widths, so that a word longer than its cell (a hash, a long code) breaks instead of widening the
        // table past the page: each cell has 5 pt of padding on both sides and a 0.6 pt rule between cells.
        widths:
          fitted ??
          shareWidth(
            width - n * CELL_PADDING * 2 - (n + 1) * CELL_RULE,
            b.columns.map((c) => (typeof c.width === 'number' ? c.width : undefined)),
          ),
        body,
      },
      layout: gridLayout(),
      fontSize: size,
      margin: [0, 0, 0, 8],
    } as Content;
  }

  private seals(b: SealsBlock): Content {
    return {
      unbreakable: true,
      margin: [0, 14, 0, 6],
      columns: b.places.map((p) => {
        const size = p.size ?? 110;
        return {
          width: '*',
          stack: [
            { text: p.label, alignment: 'center', margin: [0, 0, 0, 4] },
            {
              svg: dashedSquareSvg(size),
              width: size,
              height: size,
              alignment: 'center',
              linkToDestination: this.mark({ kind: 'seal', name: p.name }),
            },
            ...(p.caption
              ? [{ text: p.caption, fontSize: 8, alignment: 'center' as const, margin: [0, 3, 0, 0] }]
              : []),
          ],
        };
      }),
    } as Content;
  }
}

const definition = (spec: DocumentSpec, content: Content[]): TDocumentDefinitions => ({
  pageSize: 'A4',
  pageMargins: [...PAGE_MARGINS],
  info: { title: spec.title, subject: spec.subject, creator: '仓单管理平台', producer: '仓单管理平台' },
  defaultStyle: { font: FONT, fontSize: 10, color: INK },
  content,
  // A heading is never the last thing on its page: it moves to the next page with what it heads. (What follows it
  // on its page sits below it; the footer, laid out on its own, does not count.)
  pageBreakBefore: (node, nodes) =>
    node.headlineLevel === 1 &&
    !nodes.getFollowingNodesOnPage().some((n) => n.startPosition.top > node.startPosition.top),
  footer: (page: number, pages: number) => ({
    margin: [40, 8, 40, 0],
    stack: [
      ...(spec.footer ? [{ text: spec.footer, fontSize: 8, color: MUTED, alignment: 'center' as const }] : []),
      ...(spec.pageNumbers === false
        ? []
        : [{ text: `第 ${page} 页 / 共 ${pages} 页`, fontSize: 8, color: MUTED, alignment: 'center' as const }]),
    ],
  }),
});

/** The laid-out PDF (before finishing) and the marks it carries, in order. */
export const layOut = async (spec: DocumentSpec): Promise<LaidOut> => {
  setUp();
  const builder = new Builder();
  const content = builder.blocks(spec.blocks);
  // pdfmake replaces a font's file name by its bytes while it reads it: each document gets fresh font settings.
  pdfmake.setFonts({ [FONT]: { normal: FONT_FILE, bold: FONT_FILE, italics: FONT_FILE, bolditalics: FONT_FILE } });
  const buffer = await pdfmake.createPdf(definition(spec, content)).getBuffer();
  return { pdf: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), marks: builder.marks, spec };
};
