import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import { Resvg } from '@resvg/resvg-js';
import { standaloneFace } from './sfnt';

/**
 * The bundled CJK font (assets/fonts/README.md), so that PDFs, seals and sample images carry Chinese on a
 * machine with no system fonts. The file is a TrueType collection; its first face is the proportional one.
 */
export const CJK_FONT_FAMILY = 'WenQuanYi Micro Hei';

const fontFile = fileURLToPath(new URL('../../../assets/fonts/wqy-microhei.ttc', import.meta.url));

export const cjkFontPath = () => fontFile;

let bytes: Buffer | undefined;
export const cjkFontBytes = (): Buffer => {
  bytes ??= fs.readFileSync(fontFile);
  return bytes;
};

let face: Buffer | undefined;
/** The collection's first face as a standalone TrueType font without glyph names (sfnt.ts), made once. */
export const cjkFaceBytes = (): Buffer => {
  face ??= standaloneFace(cjkFontBytes());
  return face;
};

let parsed: object | null | undefined;

/**
 * pdf-lib hands the font bytes to its fontkit for every document; parsing the face costs tens of ms, so this
 * fontkit answers the face parsed once for the bundled font (subsetting never changes it) and parses any other
 * font as usual. Registered through pdf-lib's own `registerFontkit`.
 */
const cjkFontkit = {
  create: (buffer: Uint8Array, postscriptName?: string) => {
    if (buffer !== face) return postscriptName ? fontkit.create(buffer, postscriptName) : fontkit.create(buffer);
    parsed ??= fontkit.create(buffer);
    return parsed;
  },
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

type Face = { unitsPerEm: number; layout: (text: string) => { advanceWidth: number } };

/**
 * The width in points of `text` set in the bundled font at `size` points: the advances pdfkit lays the same
 * glyphs out with, so a column sized by it holds its text on one line.
 */
export const textWidth = (text: string, size: number): number => {
  const bytes = cjkFaceBytes();
  parsed ??= fontkit.create(bytes);
  const f = parsed as Face;
  return (f.layout(text).advanceWidth * size) / f.unitsPerEm;
};

/** The CJK font embedded in a pdf-lib document, subset to the glyphs it uses (a full embed is 4 MB a file). */
export const embedCjkFont = (pdfDoc: PDFDocument): Promise<PDFFont> => {
  pdfDoc.registerFontkit(cjkFontkit);
  return pdfDoc.embedFont(cjkFaceBytes(), { subset: true });
};

/** An SVG drawn to PNG with only the bundled font (no system fonts: the same pixels on every machine). */
export const renderSvgToPng = (svg: string): Uint8Array =>
  new Resvg(svg, {
    font: { fontFiles: [cjkFontPath()], loadSystemFonts: false, defaultFontFamily: CJK_FONT_FAMILY },
  })
    .render()
    .asPng();

export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
