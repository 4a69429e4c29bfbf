import { receiptPdfText as T } from '@kc/domain/receipt/receipt';
import { receiptStatusLabel, type SignerRole } from '@kc/domain/receipt/status';
import { measureText } from '@kc/domain/shared/measure';
import { type Field, type RenderedDocument, renderDocument } from '../../platform/pdf/document';
import { restampStatus } from '../../platform/pdf/status-region';

/** What the generated receipt prints: labels from dictionaries, times as text; weight and quantity as stored. */
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

/** The parties' seal places, in the order they sign (spec 3 §4 signing chain). */
export const RECEIPT_SEAL_ROLES: SignerRole[] = ['warehouse', 'shipper', 'platform'];

/** The category's receipt attributes, two pairs a row. */
const attributeRows = (attrs: ReceiptPdfData['attrs']) => {
  const rows: string[][] = [];
  for (let i = 0; i < Math.max(2, attrs.length); i += 2) {
    const [a, b] = [attrs[i], attrs[i + 1]];
    rows.push([a?.attrName ?? '', a?.value ?? '', b?.attrName ?? '', b?.value ?? '']);
  }
  return rows;
};

/**
 * The generated (unsigned) receipt, laid out by the document layer: one A4 page in Chinese with its fields, the
 * attribute table, the QR code of its public verification page and three labelled seal places that the
 * parties' signatures fill in turn. The status is printed in the layer's status region, so that each later
 * status replaces it (`restampReceiptStatus`); the seal places are reported and recorded in the file.
 */
export const renderReceiptPdf = (data: ReceiptPdfData): Promise<RenderedDocument> => {
  const fields: Field[] = [
    { label: T.cargoOwner, value: data.cargoOwnerName, wide: true },
    { label: T.warehouse, value: data.warehouseName, wide: true },
    { label: T.warehouseAddress, value: data.warehouseAddress, wide: true },
    { label: T.material, value: data.materialName },
    { label: T.batchNo, value: data.batchNo },
    { label: T.totalWeight, value: measureText(data.totalWeight, data.weightUnitName) },
    { label: T.totalQuantity, value: measureText(data.totalQuantity, data.numberUnitName) },
    { label: T.locator, value: data.locator },
    { label: T.inputCode, value: data.inputCode },
  ];
  const captions: Record<SignerRole, string | undefined> = {
    warehouse: data.warehouseName,
    shipper: data.cargoOwnerName,
    platform: undefined,
  };
  return renderDocument({
    title: `${T.title} ${data.code}`,
    subject: `${T.subtitle} ${data.code} ${data.materialName}`,
    footer: T.footer,
    blocks: [
      { kind: 'title', text: T.title },
      { kind: 'line' },
      {
        kind: 'columns',
        columns: [
          {
            blocks: [
              {
                kind: 'fields',
                plain: true,
                rows: [
                  { label: T.code, value: data.code },
                  { label: T.status, value: data.statusName, status: true },
                  { label: T.generatedTime, value: data.generatedTime },
                ],
              },
            ],
          },
          { width: 120, blocks: [{ kind: 'qr', text: data.verifyUrl, size: 86, caption: T.qrCaption }] },
        ],
      },
      { kind: 'fields', columns: 2, rows: fields },
      { kind: 'heading', text: T.attrs },
      {
        kind: 'table',
        columns: [{ title: T.attrName }, { title: T.attrValue }, { title: T.attrName }, { title: T.attrValue }],
        rows: attributeRows(data.attrs),
      },
      {
        kind: 'seals',
        places: RECEIPT_SEAL_ROLES.map((role) => ({ name: role, label: T.seals[role], caption: captions[role] })),
      },
    ],
  });
};

/** The receipt PDF printing the receipt's status `status` (an incremental update; unchanged if it already does). */
export const restampReceiptStatus = (pdf: Uint8Array, status: number) => restampStatus(pdf, receiptStatusLabel(status));
