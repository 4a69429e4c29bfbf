import { amountInWords, formatAmount } from '@kc/domain/shared/money';
import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Block, DocumentSpec, Field, SealsBlock, TableBlock } from './document';
import { cjkFaceBytes } from './font';

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
/** A4's width less the side margins. */
const CONTENT_WIDTH = 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2];
const COLUMN_GAP = 12;

/** Widths in points: fixed ones as given, the rest ('*' or unset) share what is left equally. */
const shareWidth = (total: number, widths: (number | '*' | undefined)[]) => {
  const fixed = widths.reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : 0), 0);
  const shared = widths.filter((w) => typeof w !== 'number').length;
  const each = shared ? Math.max(20, Math.floor(((total - fixed) / shared) * 100) / 100) : 0;
  return widths.map((w) => (typeof w === 'number' ? w : each));
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
    cjkFaceBytes(),
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
        return { text: b.text, fontSize: 12.5, margin: [0, 10, 0, 5] };
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
    const align = (i: number) => b.columns[i]?.align ?? 'left';
    const header: TableCell[] = b.columns.map((c) => ({ text: c.title, fillColor: LABEL_FILL, alignment: 'center' }));
    const row = (cells: string[], fill?: string): TableCell[] =>
      Array.from({ length: n }, (_, i) => ({ text: cells[i] ?? '', alignment: align(i), fillColor: fill }));
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
        widths: shareWidth(
          width - b.columns.length * 10 - (b.columns.length + 1) * 0.6,
          b.columns.map((c) => c.width),
        ),
        body,
      },
      layout: gridLayout(),
      fontSize: 9.5,
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
