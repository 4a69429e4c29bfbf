import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { Resvg } from '@resvg/resvg-js';
import type { PDFDocument, PDFFont } from 'pdf-lib';

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

type Face = ReturnType<typeof fontkit.create>;
let face: Face | undefined;

/** Parsing the collection costs tens of ms, so it is parsed once; subsetting never mutates the face. */
const cjkFace = (): Face => {
  if (!face) {
    const parsed = fontkit.create(cjkFontBytes()) as Face | { fonts: Face[] };
    face = 'fonts' in parsed ? parsed.fonts[0]! : parsed;
  }
  return face;
};

/**
 * pdf-lib hands the font bytes to `fontkit.create`, which answers a collection (not a font) for a .ttc; this
 * fontkit answers the parsed first face for the bundled font instead (no TTF has to be cut out of the
 * collection) and parses any other font as usual.
 */
const cjkFontkit = {
  create: (buffer: Uint8Array, postscriptName?: string) =>
    buffer === bytes ? cjkFace() : fontkit.create(buffer, postscriptName),
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/** The CJK font embedded in a document, subset to the glyphs it uses (a full embed is 5 MB per file). */
export const embedCjkFont = (pdfDoc: PDFDocument): Promise<PDFFont> => {
  pdfDoc.registerFontkit(cjkFontkit);
  return pdfDoc.embedFont(cjkFontBytes(), { subset: true });
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
