import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
} from '@cantoo/pdf-lib';
import type { RenderedDocument, SealPlace } from './document';
import { type LaidOut, MARK_PREFIX } from './document-layout';
import { qrImage } from './qr';
import { drawStatusRegion } from './status-region';

type Rect = { page: number; x: number; y: number; width: number; height: number };

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Takes the layout's marks off the pages (the links `kc:<kind>:<n>`, with their action objects) and answers
 * each mark's rectangle by its number.
 */
const takeMarks = (doc: PDFDocument): Map<number, Rect> => {
  const found = new Map<number, Rect>();
  const { context } = doc;
  for (const [page, p] of doc.getPages().entries()) {
    const annots = p.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const ref = annots.get(i);
      const annot = context.lookupMaybe(ref, PDFDict);
      const actionRef = annot?.get(PDFName.of('A'));
      const action = actionRef ? context.lookupMaybe(actionRef, PDFDict) : undefined;
      const dest = action?.get(PDFName.of('D'));
      const name = dest instanceof PDFString || dest instanceof PDFHexString ? dest.decodeText() : '';
      if (!name.startsWith(MARK_PREFIX)) continue;
      const [x1, y1, x2, y2] = annot!
        .lookup(PDFName.of('Rect'), PDFArray)
        .asArray()
        .map((n) => Number(n.toString())) as [number, number, number, number];
      found.set(Number(name.slice(name.lastIndexOf(':') + 1)), {
        page,
        x: round(Math.min(x1, x2)),
        y: round(Math.min(y1, y2)),
        width: round(Math.abs(x2 - x1)),
        height: round(Math.abs(y2 - y1)),
      });
      annots.remove(i);
      if (ref instanceof PDFRef) context.delete(ref);
      if (actionRef instanceof PDFRef) context.delete(actionRef);
    }
  }
  return found;
};

/** Draws an XObject on a page, scaled to `width` × `height` at (x, y). */
export const placeXObject = (page: PDFPage, tag: string, ref: PDFRef, r: Omit<Rect, 'page'>) => {
  const name = page.node.newXObject(tag, ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(r.width, 0, 0, r.height, r.x, r.y),
    drawObject(name),
    popGraphicsState(),
  );
};

/** The catalog's named destinations for seal places: `kc.seal.<name>` → [page /FitR left bottom right top]. */
const SEAL_DEST_PREFIX = 'kc.seal.';

const recordSealPlaces = (doc: PDFDocument, places: Record<string, SealPlace>) => {
  const dests = doc.context.obj({});
  for (const [name, p] of Object.entries(places)) {
    dests.set(
      PDFName.of(`${SEAL_DEST_PREFIX}${name}`),
      doc.context.obj([doc.getPage(p.page).ref, 'FitR', p.x, p.y, p.x + p.size, p.y + p.size]),
    );
  }
  doc.catalog.set(PDFName.of('Dests'), doc.context.register(dests));
};

/**
 * The seal places a document made by this layer records (its catalog's /Dests, written once at rendering),
 * read from the current file, signed or not. A file made before the layer has none.
 */
export const sealPlacesOf = async (pdf: Uint8Array | PDFDocument): Promise<Record<string, SealPlace>> => {
  const doc = pdf instanceof PDFDocument ? pdf : await PDFDocument.load(pdf, { updateMetadata: false });
  const dests = doc.catalog.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const pages = doc.getPages();
  const places: Record<string, SealPlace> = {};
  for (const [key, value] of dests?.entries() ?? []) {
    const name = key.decodeText();
    const dest = doc.context.lookupMaybe(value, PDFArray);
    if (!name.startsWith(SEAL_DEST_PREFIX) || !dest) continue;
    const page = pages.findIndex((p) => p.ref === dest.get(0));
    const [x, y, right] = [2, 3, 4].map((i) => Number(dest.get(i)?.toString())) as [number, number, number];
    if (page >= 0) places[name.slice(SEAL_DEST_PREFIX.length)] = { page, x, y, size: round(right - x) };
  }
  return places;
};

/**
 * The finishing step: each QR code drawn as a 1-bit picture, the status printed in its replaceable region, the
 * seal places recorded, the marks taken off; saved with a classic cross-reference table (signatures append
 * incremental updates to exactly these bytes).
 */
export const finishDocument = async ({ pdf, marks }: LaidOut): Promise<RenderedDocument> => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const rects = takeMarks(doc);
  const sealPlaces: Record<string, SealPlace> = {};
  for (const [i, mark] of marks.entries()) {
    const r = rects.get(i);
    if (!r) throw new Error(`the layout lost the place of ${mark.kind} ${i}`);
    const page = doc.getPage(r.page);
    if (mark.kind === 'qr') placeXObject(page, 'Qr', qrImage(doc, mark.text), r);
    else if (mark.kind === 'status') await drawStatusRegion(doc, page, r, mark.text);
    else sealPlaces[mark.name] = { page: r.page, x: r.x, y: r.y, size: r.width };
  }
  if (Object.keys(sealPlaces).length > 0) recordSealPlaces(doc, sealPlaces);
  for (const page of doc.getPages()) {
    if (page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.size() === 0) page.node.delete(PDFName.of('Annots'));
  }
  const bytes = await doc.save({ useObjectStreams: false });
  return { pdf: bytes, pageCount: doc.getPageCount(), sealPlaces };
};
