import {
  beginText,
  endText,
  moveText,
  PDFArray,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  PDFStream,
  rgb,
  setFillingColor,
  setFontAndSize,
  showText,
} from '@cantoo/pdf-lib';
import { STATUS_REGION } from './document-layout';
import { placeXObject } from './document-marks';
import { embedCjkFont } from './font';

/**
 * The status a document prints lives in one form XObject marked `/KcRegion /status`, drawn by the page. A later
 * status replaces that object alone, in an incremental update: the page, every other object and every earlier
 * signature's bytes stay as they were, and a reader shows only the newest revision of the object.
 */
const REGION_KEY = PDFName.of('KcRegion');
const STATUS = PDFName.of('status');
const INK = rgb(0.1, 0.1, 0.1);

const statusForm = (doc: PDFDocument, font: PDFFont, text: string, width: number, height: number) => {
  const unit = font.widthOfTextAtSize(text, 1);
  const size = Math.min(STATUS_REGION.fontSize, unit > 0 ? Math.floor((width / unit) * 2) / 2 : STATUS_REGION.fontSize);
  const fontName = PDFName.of('F1');
  return doc.context.formXObject(
    [
      setFillingColor(INK),
      beginText(),
      setFontAndSize(fontName, size),
      // vertically centred on the region: the face's ascent is about 0.8 em, its descent 0.2 em
      moveText(0, (height - size) / 2 + size * 0.2),
      showText(font.encodeText(text)),
      endText(),
    ],
    {
      BBox: [0, 0, width, height],
      Resources: { Font: { F1: font.ref } },
      KcRegion: 'status',
      // the text as well, so that a reader (and restampStatus) knows what the region shows
      KcText: PDFHexString.fromText(text),
    },
  );
};

/** At rendering: the status region on its page, showing `text`. */
export const drawStatusRegion = async (
  doc: PDFDocument,
  page: PDFPage,
  r: { x: number; y: number; width: number; height: number },
  text: string,
) => {
  const font = await embedCjkFont(doc);
  const form = doc.context.register(statusForm(doc, font, text, r.width, r.height));
  // The form is drawn at its own size: its BBox is the region in points.
  placeXObject(page, 'KcStatus', form, { x: r.x, y: r.y, width: 1, height: 1 });
};

const findStatusRegion = (doc: PDFDocument): { ref: PDFRef; form: PDFStream } | undefined => {
  for (const page of doc.getPages()) {
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const form = doc.context.lookup(ref);
      if (form instanceof PDFStream && form.dict.get(REGION_KEY) === STATUS) {
        return { ref: ref as PDFRef, form };
      }
    }
  }
  return undefined;
};

const STATUS_TEXT = PDFName.of('KcText');
const textOf = (form: PDFStream) => form.dict.lookupMaybe(STATUS_TEXT, PDFHexString)?.decodeText();

/** The status a document made by this layer prints now (undefined when it has no status region). */
export const printedStatus = async (pdf: Uint8Array): Promise<string | undefined> => {
  const found = findStatusRegion(await PDFDocument.load(pdf, { updateMetadata: false }));
  return found ? textOf(found.form) : undefined;
};

/**
 * An unsigned incremental update that makes the document print `status` instead of its current status (a later
 * module's status move: transfer, pledge, cancellation; a signature does it before the seal, see
 * modules/batch-sign). Answers the file unchanged when it already prints `status`, and when it has no status
 * region (a file made before this layer). Earlier signatures stay valid: their bytes are untouched.
 */
export const restampStatus = async (pdf: Uint8Array, status: string): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const found = findStatusRegion(doc);
  if (!found || textOf(found.form) === status) return pdf;
  const snapshot = doc.takeSnapshot();
  const [, , width, height] = found.form.dict
    .lookup(PDFName.of('BBox'), PDFArray)
    .asArray()
    .map((n) => Number(n.toString())) as [number, number, number, number];
  const font = await embedCjkFont(doc);
  doc.context.assign(found.ref, statusForm(doc, font, status, width, height));
  snapshot.markRefForSave(found.ref);
  const update = await doc.saveIncremental(snapshot, { useObjectStreams: false });
  return Buffer.concat([pdf, update]);
};
