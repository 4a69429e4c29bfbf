import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFRef, PDFStream } from 'pdf-lib';

/**
 * Reads back what a generated receipt PDF shows, for tests (no poppler on CI): the text of page 1 through each
 * font's ToUnicode map, and the QR picture's pixels.
 */
const bytesOf = (stream: PDFStream) => {
  const raw = Buffer.from((stream as PDFRawStream).getContents());
  return stream.dict.has(PDFName.of('Filter')) ? inflateSync(raw) : raw;
};

const toUnicodeMap = (cmap: string) => {
  const map = new Map<number, string>();
  const hexText = (h: string) =>
    String.fromCodePoint(
      ...(h.match(/.{4}/g) ?? []).map((u) => Number.parseInt(u, 16)).filter((c) => c < 0xd800 || c > 0xdfff),
    );
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(Number.parseInt(gid!, 16), hexText(uni!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = Number.parseInt(uni!, 16);
      for (let g = Number.parseInt(lo!, 16); g <= Number.parseInt(hi!, 16); g++) {
        map.set(g, String.fromCodePoint(start + g - Number.parseInt(lo!, 16)));
      }
    }
  }
  return map;
};

/** Every text shown on the first page, one string per text-showing operator, in drawing order. */
export const pdfTexts = async (pdf: Uint8Array): Promise<string[]> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const page = doc.getPage(0);
  const { context } = doc;
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<number, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = context.lookup(ref as PDFRef, PDFDict);
    const tu = font.get(PDFName.of('ToUnicode'));
    if (tu)
      maps.set(name.asString(), toUnicodeMap(bytesOf(context.lookup(tu as PDFRef, PDFStream)).toString('latin1')));
  }
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((r) => context.lookup(r as PDFRef, PDFStream))
      : contents
        ? [contents as PDFStream]
        : [];
  const texts: string[] = [];
  for (const stream of streams) {
    let current: Map<number, string> | undefined;
    const ops = bytesOf(stream).toString('latin1');
    for (const m of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (m[1]) current = maps.get(m[1]);
      else if (current)
        texts.push((m[2]!.match(/.{4}/g) ?? []).map((g) => current!.get(Number.parseInt(g, 16)) ?? '?').join(''));
    }
  }
  return texts;
};

/** The first page's 1-bit image XObjects as rows of dark (true) pixels, by resource name. */
export const pdfBitmaps = async (pdf: Uint8Array): Promise<Map<string, boolean[][]>> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const xObjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
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
