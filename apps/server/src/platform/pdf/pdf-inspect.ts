import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef, PDFStream } from '@cantoo/pdf-lib';

/**
 * Reads back what a PDF shows, for tests and checks: each page's text and its 1-bit pictures (QR codes). Text
 * comes from pdf-lib's content extraction, which follows form XObjects and reads the newest revision of every
 * object, as a viewer does; `popplerTexts` gives poppler's reading (pdftotext) where poppler-utils is installed.
 */
type Run = { text: string; x: number; y: number; size: number };

const runsOf = (doc: PDFDocument, page: number): Run[] =>
  doc
    .getPage(page)
    .extractContents()
    .flatMap((a) =>
      a.kind === 'text'
        ? // pdf-lib decodes two-byte codes with a NUL before each character
          [{ text: a.getText().replaceAll('\u0000', ''), x: a.x, y: a.y, size: a.fontSize }]
        : [],
    );

/** A page's text as lines, top to bottom: runs on one baseline joined left to right, a space where they gap. */
const linesOf = (runs: Run[]) => {
  const byLine = new Map<number, Run[]>();
  for (const r of runs) {
    const key = Math.round(r.y);
    const line = byLine.get(key) ?? byLine.get(key - 1) ?? byLine.get(key + 1);
    if (line) line.push(r);
    else byLine.set(key, [r]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, line]) => {
      line.sort((a, b) => a.x - b.x);
      let out = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const r of line) {
        if (out && r.x - end > r.size * 0.6) out += ' ';
        out += r.text;
        // a run's width is unknown here: about one em per character for CJK, half for Latin
        end = r.x + [...r.text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0) * r.size;
      }
      return out;
    });
};

/** Every page's text, one string per page (lines separated by '\n'). */
export const pageTexts = async (pdf: Uint8Array): Promise<string[]> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.getPages().map((_, i) => linesOf(runsOf(doc, i)).join('\n'));
};

/** The text runs of one page with their positions (PDF points from the bottom-left), for layout checks. */
export const textRuns = async (pdf: Uint8Array, page: number): Promise<Run[]> =>
  runsOf(await PDFDocument.load(pdf, { updateMetadata: false }), page);

/** Text without any whitespace: what a `contains` check compares, however a reader spaced the runs. */
export const compact = (text: string) => text.replace(/\s+/g, '');

const PDFTOTEXT = '/usr/bin/pdftotext';
export const hasPoppler = () => fs.existsSync(PDFTOTEXT);

/** poppler's text of every page (pdftotext), or undefined when poppler-utils is not installed. */
export const popplerTexts = (pdf: Uint8Array): string[] | undefined => {
  if (!hasPoppler()) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-pdftotext-'));
  try {
    const file = path.join(dir, 'in.pdf');
    fs.writeFileSync(file, pdf);
    const out = execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return out.split('\f').slice(0, -1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

const bytesOf = (stream: PDFStream) => {
  const raw = Buffer.from((stream as PDFRawStream).getContents());
  return stream.dict.has(PDFName.of('Filter')) ? inflateSync(raw) : raw;
};

/** A page's 1-bit image XObjects as rows of dark (true) pixels, by resource name. */
export const pdfBitmaps = async (pdf: Uint8Array, page = 0): Promise<Map<string, boolean[][]>> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const xObjects = doc.getPage(page).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const found = new Map<string, boolean[][]>();
  for (const [name, ref] of xObjects?.entries() ?? []) {
    const stream = doc.context.lookup(ref as PDFRef, PDFStream);
    const num = (key: string) => Number(stream.dict.get(PDFName.of(key))?.toString());
    if (num('BitsPerComponent') !== 1) continue;
    const [w, h] = [num('Width'), num('Height')];
    const bits = bytesOf(stream);
    const rowBytes = Math.ceil(w / 8);
    found.set(
      name.asString(),
      Array.from({ length: h }, (_, y) =>
        Array.from({ length: w }, (_, x) => (bits[y * rowBytes + (x >> 3)]! & (0x80 >> (x & 7))) === 0),
      ),
    );
  }
  return found;
};
