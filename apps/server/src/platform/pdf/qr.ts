import { deflateSync } from 'node:zlib';
import type { PDFDocument } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';

/** Pixels per QR module in the embedded picture: viewers that smooth an enlarged picture still keep edges sharp. */
export const QR_SCALE = 4;
const QR_MARGIN = 1;

/** The QR code of a text (error correction M) as a matrix of dark modules, a one-module margin included. */
export const qrMatrix = (text: string): boolean[][] => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size + 2 * QR_MARGIN;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => {
      const [mr, mc] = [r - QR_MARGIN, c - QR_MARGIN];
      return mr >= 0 && mc >= 0 && mr < modules.size && mc < modules.size && modules.get(mr, mc) === 1;
    }),
  );
};

/**
 * The QR code as a 1-bit grey image XObject (0 = black), QR_SCALE pixels per module, registered in the document.
 * Built from the matrix rather than a PNG: encoding and decoding a PNG took two thirds of a receipt's time.
 */
export const qrImage = (doc: PDFDocument, text: string) => {
  const matrix = qrMatrix(text);
  const side = matrix.length * QR_SCALE;
  const rowBytes = Math.ceil(side / 8);
  const bits = new Uint8Array(rowBytes * side).fill(0xff);
  for (let y = 0; y < side; y++) {
    const row = matrix[Math.floor(y / QR_SCALE)]!;
    for (let x = 0; x < side; x++) {
      if (row[Math.floor(x / QR_SCALE)]) bits[y * rowBytes + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
  }
  const image = doc.context.stream(deflateSync(bits), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    Interpolate: false,
    Filter: 'FlateDecode',
  });
  return doc.context.register(image);
};
