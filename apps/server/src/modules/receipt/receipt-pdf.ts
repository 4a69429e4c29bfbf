import { deflateSync } from 'node:zlib';
import { receiptPdfText as T } from '@kc/domain/receipt/receipt';
import type { SignerRole } from '@kc/domain/receipt/status';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { embedCjkFont } from '../../platform/pdf/font';
import { RECEIPT_PAGE, SEAL_SIZE, sealPlacementFor } from './seal-layout';

/** What the generated receipt prints: every value already formatted (labels from dictionaries, times as text). */
export type ReceiptPdfData = {
  code: string;
  statusName: string;
  cargoOwnerName: string;
  warehouseName: string;
  warehouseAddress: string;
  materialName: string;
  batchNo: string;
  totalWeight: string;
  weightUnitName: string;
  totalQuantity: string;
  numberUnitName: string;
  locator: string;
  inputCode: string;
  generatedTime: string;
  attrs: { attrName: string; value: string }[];
  /** The absolute URL of the public verification page; the QR code encodes exactly this. */
  verifyUrl: string;
};

const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.45, 0.45, 0.45);
const LINE = rgb(0.55, 0.55, 0.55);
const HEAD = rgb(0.93, 0.94, 0.96);
const LEFT = 40;
const RIGHT = RECEIPT_PAGE.width - 40;
const MIN_SIZE = 6;

/** Pixels per QR module in the embedded picture: viewers that smooth an enlarged picture still keep edges sharp. */
export const QR_SCALE = 4;
const QR_MARGIN = 1;

/** The QR code of the verification URL (error correction M) as a matrix of dark modules, margin included. */
export const receiptQrMatrix = (verifyUrl: string): boolean[][] => {
  const { modules } = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const n = modules.size + 2 * QR_MARGIN;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      const [mr, mc] = [r - QR_MARGIN, c - QR_MARGIN];
      return mr >= 0 && mc >= 0 && mr < modules.size && mc < modules.size && modules.get(mr, mc) === 1;
    }),
  );
};

/**
 * The QR code as a 1-bit grey image XObject (0 = black), QR_SCALE pixels per module. Built here rather than via
 * a PNG: the qrcode package's PNG encoder and pdf-lib's PNG decoder took two thirds of a receipt's render time.
 */
const embedQr = (doc: PDFDocument, verifyUrl: string) => {
  const matrix = receiptQrMatrix(verifyUrl);
  const side = matrix.length * QR_SCALE;
  const rowBytes = Math.ceil(side / 8);
  const bits = new Uint8Array(rowBytes * side).fill(0xff);
  for (let y = 0; y < side; y++) {
    const row = matrix[Math.floor(y / QR_SCALE)]!;
    for (let x = 0; x < side; x++) {
      if (row[Math.floor(x / QR_SCALE)]) bits[y * rowBytes + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
  }
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    Interpolate: false,
    Filter: 'FlateDecode',
  });
  return doc.context.register(PDFRawStream.of(dict, deflateSync(bits)));
};

/**
 * pdf-lib compresses the embedded font and every stream with pako (JavaScript), most of a receipt's save time;
 * node's zlib gives the same Flate data several times faster. Only this document's context is changed.
 */
const useNativeDeflate = (doc: PDFDocument) => {
  const { context } = doc;
  context.flateStream = (contents, dict = {}) =>
    context.stream(deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents), {
      ...dict,
      Filter: 'FlateDecode',
    });
};

/**
 * A text's width at 1 pt (it scales with the size). fontkit shapes the text for every measure, and most texts
 * (the labels) are the same on every receipt, so widths are kept: every document embeds the same parsed face.
 */
const widths = new Map<string, number>();
const WIDTH_CACHE_SIZE = 5000;
const widthAt1 = (font: PDFFont, text: string) => {
  let w = widths.get(text);
  if (w === undefined) {
    if (widths.size >= WIDTH_CACHE_SIZE) widths.clear();
    w = font.widthOfTextAtSize(text, 1);
    widths.set(text, w);
  }
  return w;
};

/** The text at `size`, or smaller down to 6 pt, or cut with an ellipsis, so it fits in `width`. */
const fit = (font: PDFFont, text: string, width: number, size: number): { text: string; size: number; w: number } => {
  const unit = widthAt1(font, text);
  if (unit * size <= width) return { text, size, w: unit * size };
  if (unit * MIN_SIZE <= width) {
    const s = Math.floor((width / unit) * 2) / 2;
    return { text, size: s, w: unit * s };
  }
  let cut = text;
  while (cut.length > 1 && widthAt1(font, `${cut}…`) * MIN_SIZE > width) cut = cut.slice(0, -1);
  return { text: `${cut}…`, size: MIN_SIZE, w: widthAt1(font, `${cut}…`) * MIN_SIZE };
};

type Draw = {
  page: PDFPage;
  font: PDFFont;
  text: (s: string, x: number, y: number, size: number, opts?: { width?: number; color?: typeof INK }) => void;
  centered: (s: string, cx: number, y: number, size: number, width?: number) => void;
  cell: (x: number, y: number, w: number, h: number, fill?: boolean) => void;
};

const drawer = (page: PDFPage, font: PDFFont): Draw => {
  const text: Draw['text'] = (s, x, y, size, opts = {}) => {
    if (!s) return;
    const f = opts.width ? fit(font, s, opts.width, size) : { text: s, size };
    page.drawText(f.text, { x, y, size: f.size, font, color: opts.color ?? INK });
  };
  return {
    page,
    font,
    text,
    centered: (s, cx, y, size, width = RIGHT - LEFT) => {
      const f = fit(font, s, width, size);
      page.drawText(f.text, { x: cx - f.w / 2, y, size: f.size, font, color: INK });
    },
    cell: (x, y, w, h, fill) =>
      page.drawRectangle({
        x,
        y,
        width: w,
        height: h,
        borderColor: LINE,
        borderWidth: 0.6,
        color: fill ? HEAD : undefined,
      }),
  };
};

const ROW = 24;
const LABEL_W = 80;

/** The receipt's fields: a two-column grid, the names and the address on full-width rows. */
const drawFields = (d: Draw, data: ReceiptPdfData, top: number): number => {
  const half = (RIGHT - LEFT) / 2;
  const rows: [string, string, string?, string?][] = [
    [T.cargoOwner, data.cargoOwnerName],
    [T.warehouse, data.warehouseName],
    [T.warehouseAddress, data.warehouseAddress],
    [T.material, data.materialName, T.batchNo, data.batchNo],
    [
      T.totalWeight,
      `${data.totalWeight} ${data.weightUnitName}`.trim(),
      T.totalQuantity,
      `${data.totalQuantity} ${data.numberUnitName}`.trim(),
    ],
    [T.locator, data.locator, T.inputCode, data.inputCode],
  ];
  let y = top;
  for (const [label, value, label2, value2] of rows) {
    y -= ROW;
    const textY = y + 8;
    if (label2 === undefined) {
      d.cell(LEFT, y, LABEL_W, ROW, true);
      d.cell(LEFT + LABEL_W, y, RIGHT - LEFT - LABEL_W, ROW);
      d.text(label, LEFT + 6, textY, 10);
      d.text(value, LEFT + LABEL_W + 6, textY, 10, { width: RIGHT - LEFT - LABEL_W - 12 });
    } else {
      for (const [i, [l, v]] of [
        [label, value],
        [label2, value2 ?? ''],
      ].entries()) {
        const x = LEFT + i * half;
        d.cell(x, y, LABEL_W, ROW, true);
        d.cell(x + LABEL_W, y, half - LABEL_W, ROW);
        d.text(l!, x + 6, textY, 10);
        d.text(v!, x + LABEL_W + 6, textY, 10, { width: half - LABEL_W - 12 });
      }
    }
  }
  return y;
};

const ATTR_ROW = 20;

/** The category's receipt attributes with the batch's values, two per row, as many as fit above the seals. */
const drawAttrs = (d: Draw, attrs: ReceiptPdfData['attrs'], top: number, bottom: number) => {
  d.text(T.attrs, LEFT, top - 16, 12);
  let y = top - 24;
  const quarter = (RIGHT - LEFT) / 4;
  y -= ATTR_ROW;
  for (let i = 0; i < 4; i++) {
    d.cell(LEFT + i * quarter, y, quarter, ATTR_ROW, true);
    d.text(i % 2 === 0 ? T.attrName : T.attrValue, LEFT + i * quarter + 6, y + 6, 9);
  }
  const capacity = Math.max(0, Math.floor((y - bottom) / ATTR_ROW)) * 2;
  const shown = attrs.length > capacity ? attrs.slice(0, capacity) : attrs;
  for (let i = 0; i < Math.max(2, shown.length); i += 2) {
    y -= ATTR_ROW;
    for (let j = 0; j < 2; j++) {
      const a = shown[i + j];
      const x = LEFT + j * 2 * quarter;
      d.cell(x, y, quarter, ATTR_ROW);
      d.cell(x + quarter, y, quarter, ATTR_ROW);
      if (a) {
        d.text(a.attrName, x + 6, y + 6, 9, { width: quarter - 12 });
        d.text(a.value, x + quarter + 6, y + 6, 9, { width: quarter - 12 });
      }
    }
  }
};

const SEAL_LABELS: Record<SignerRole, string> = T.seals;

/** Three empty, labelled boxes where the parties' seals will go (seal-layout.ts), names under the first two. */
const drawSealBoxes = (d: Draw, data: ReceiptPdfData) => {
  const names: Record<SignerRole, string> = {
    warehouse: data.warehouseName,
    shipper: data.cargoOwnerName,
    platform: '',
  };
  for (const role of Object.keys(SEAL_LABELS) as SignerRole[]) {
    const [box] = sealPlacementFor(role);
    if (!box) continue;
    const cx = box.x + SEAL_SIZE / 2;
    d.centered(SEAL_LABELS[role], cx, box.y + SEAL_SIZE + 8, 10, SEAL_SIZE + 50);
    d.page.drawRectangle({
      x: box.x,
      y: box.y,
      width: SEAL_SIZE,
      height: SEAL_SIZE,
      borderColor: LINE,
      borderWidth: 0.6,
      borderDashArray: [3, 3],
    });
    if (names[role]) d.centered(names[role], cx, box.y - 14, 8, SEAL_SIZE + 50);
  }
};

/**
 * The generated (unsigned) receipt: one A4 page in Chinese with its fields, attribute table, the QR code of
 * its public verification page and three empty seal boxes that the parties' signatures fill in turn.
 * The CJK font is parsed once per process and subset per document (platform/pdf/font.ts).
 */
export const renderReceiptPdf = async (data: ReceiptPdfData): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  useNativeDeflate(doc);
  doc.setTitle(`${T.title} ${data.code}`);
  doc.setSubject(`${T.subtitle} ${data.code} ${data.materialName}`);
  doc.setCreator('仓单管理平台');
  doc.setProducer('仓单管理平台');
  const font = await embedCjkFont(doc);
  const qr = embedQr(doc, data.verifyUrl);
  const page = doc.addPage([RECEIPT_PAGE.width, RECEIPT_PAGE.height]);
  const d = drawer(page, font);
  const top = RECEIPT_PAGE.height;

  // Header: title, code, status and time on the left; the QR code and its caption on the right.
  d.centered(T.title, RECEIPT_PAGE.width / 2, top - 62, 26);
  page.drawLine({ start: { x: LEFT, y: top - 76 }, end: { x: RIGHT, y: top - 76 }, thickness: 1.2, color: INK });
  const qrSize = 86;
  const qrX = RIGHT - qrSize;
  const qrY = top - 178;
  const qrName = page.node.newXObject('Qr', qr);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(qrSize, 0, 0, qrSize, qrX, qrY),
    drawObject(qrName),
    popGraphicsState(),
  );
  d.centered(T.qrCaption, qrX + qrSize / 2, qrY - 11, 8, qrSize + 30);
  const meta: [string, string][] = [
    [T.code, data.code],
    [T.status, data.statusName],
    [T.generatedTime, data.generatedTime],
  ];
  meta.forEach(([label, value], i) => {
    const y = top - 106 - i * 22;
    d.text(`${label}：`, LEFT, y, 11, { color: GREY });
    d.text(value, LEFT + 70, y, 11, { width: qrX - LEFT - 90 });
  });

  const fieldsBottom = drawFields(d, data, top - 200);
  const sealTop = Math.max(...(['warehouse', 'shipper', 'platform'] as const).map((r) => sealPlacementFor(r)[0]!.y));
  drawAttrs(d, data.attrs, fieldsBottom - 10, sealTop + SEAL_SIZE + 30);
  drawSealBoxes(d, data);
  d.centered(T.footer, RECEIPT_PAGE.width / 2, 40, 8);

  // A classic cross-reference table: the signatures append incremental updates to exactly these bytes.
  return doc.save({ useObjectStreams: false });
};
