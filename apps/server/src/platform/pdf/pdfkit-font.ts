import { createRequire } from 'node:module';
import { cjkFaceBytes } from './font';

type Fontkit = { registerFormat: (format: unknown) => void; create: (buffer: Uint8Array) => object };

/** The fontkit pdfkit itself loads (pdfmake → pdfkit → fontkit), whatever versions npm installed. */
const pdfkitFontkit = (): Fontkit => {
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
  return createRequire(fromPdfmake.resolve('pdfkit'))('fontkit') as Fontkit;
};

/** What pdfmake's virtual file holds instead of the face: no font format but the one registered below reads it. */
const FACE_TOKEN = Buffer.from('kc-parsed-cjk-face');

let registered = false;

/**
 * The bytes pdfmake should hand pdfkit for the bundled CJK face. pdfkit parses its font anew for every document (and
 * once more for each of bold and italics), which for this face is most of a small document's layout time; fontkit
 * answers a registered format's constructor instead, so this token gets the face parsed once for the process. A parsed
 * face is only read afterwards: each document makes its own subset of it (font.ts does the same for pdf-lib).
 */
export const pdfkitFaceFile = (): Buffer => {
  if (!registered) {
    const fontkit = pdfkitFontkit();
    let face: object | undefined;
    class ParsedCjkFace {
      static probe(buffer: Uint8Array) {
        return buffer.length === FACE_TOKEN.length && FACE_TOKEN.equals(buffer);
      }
      constructor() {
        face ??= fontkit.create(cjkFaceBytes());
        // biome-ignore lint/correctness/noConstructorReturn: fontkit builds a font with `new format(stream)`
        return face;
      }
    }
    fontkit.registerFormat(ParsedCjkFace);
    registered = true;
  }
  return FACE_TOKEN;
};
