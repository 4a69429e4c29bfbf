import { PDFDocument } from '@cantoo/pdf-lib';
import { receiptPdfText } from '@kc/domain/receipt/receipt';
import { ReceiptStatus } from '@kc/domain/receipt/status';
import { describe, expect, it } from 'vitest';
import { sealPlacesOf } from '../../platform/pdf/document-marks';
import { compact, pageTexts, pdfBitmaps, popplerTexts, textRuns } from '../../platform/pdf/pdf-inspect';
import { QR_SCALE, qrMatrix } from '../../platform/pdf/qr';
import { type ReceiptPdfData, renderReceiptPdf, restampReceiptStatus } from './receipt-pdf';
import { sealPlacementFor } from './seal-layout';

const sample: ReceiptPdfData = {
  code: 'WR20261122000001',
  statusName: '原始生成',
  cargoOwnerName: '江苏恒丰棉业有限公司',
  warehouseName: '河南豫通棉花仓储有限公司',
  warehouseAddress: '河南省郑州市中牟县 郑州国际物流园区商都大道66号',
  materialName: '棉花',
  batchNo: 'PH-2026-0001',
  totalWeight: '25.36',
  weightUnitName: '吨',
  totalQuantity: '120.00',
  numberUnitName: '包',
  locator: 'A区-03-12',
  inputCode: 'RK20261101001',
  generatedTime: '2026-11-22 10:12:30',
  attrs: [
    { attrName: '产地', value: '新疆' },
    { attrName: '颜色级', value: '白棉1级' },
  ],
  verifyUrl: 'https://kc.example.com/verify/abcdefghijklmnopqrstuv',
};

/** The QR picture the PDF should carry for a URL: each module QR_SCALE × QR_SCALE pixels. */
const expectedQr = (url: string) =>
  qrMatrix(url).flatMap((row) => {
    const line = row.flatMap((dark) => Array<boolean>(QR_SCALE).fill(dark));
    return Array.from({ length: QR_SCALE }, () => line);
  });

describe('receipt PDF', () => {
  it('is one A4 page in Chinese with every field, the attribute table, the QR caption and three seal labels', async () => {
    const { pdf, pageCount } = await renderReceiptPdf(sample);
    expect(pageCount).toBe(1);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe(`标准仓单 ${sample.code}`);
    const text = compact((await pageTexts(pdf))[0]!);
    for (const shown of [
      receiptPdfText.title,
      `仓单编号：${sample.code}`,
      '仓单状态：原始生成',
      '货主江苏恒丰棉业有限公司',
      '仓储企业河南豫通棉花仓储有限公司',
      sample.warehouseAddress,
      '仓储物棉花',
      '批次号PH-2026-0001',
      '总重量25.36吨',
      '总数量120包',
      '库位A区-03-12',
      '入库单号RK20261101001',
      '2026-11-22 10:12:30',
      '产地新疆颜色级白棉1级',
      '扫码验证仓单真伪',
      '仓储企业（盖章）',
      '货主（盖章）',
      '平台运营方（盖章）',
      receiptPdfText.footer,
    ]) {
      expect(text).toContain(compact(shown));
    }
  });

  it('prints weight and quantity by the shared rule: significant decimals, thousands separators, the unit', async () => {
    const { pdf } = await renderReceiptPdf({ ...sample, totalWeight: '12345.60', totalQuantity: '1200.00' });
    const text = compact((await pageTexts(pdf))[0]!);
    expect(text).toContain(compact('总重量12,345.6 吨'));
    expect(text).toContain(compact('总数量1,200 包'));
    expect(text).not.toContain('12345.60');
  });

  it('reports the three seal places side by side on its page, under their labels, and keeps them in the file', async () => {
    const { pdf, sealPlaces } = await renderReceiptPdf(sample);
    expect(Object.keys(sealPlaces)).toEqual(['warehouse', 'shipper', 'platform']);
    const [w, s, p] = [sealPlaces.warehouse!, sealPlaces.shipper!, sealPlaces.platform!];
    for (const place of [w, s, p]) expect(place).toMatchObject({ page: 0, size: 110, y: w.y });
    expect(w.x).toBeLessThan(s.x);
    expect(s.x).toBeLessThan(p.x);
    const runs = await textRuns(pdf, 0);
    for (const [place, first] of [
      [w, '仓'],
      [s, '货'],
      [p, '平'],
    ] as const) {
      const label = runs.find(
        (r) => r.text.startsWith(first) && r.y > place.y + place.size && r.y < place.y + place.size + 20,
      );
      expect(label).toBeDefined();
      expect(label!.x).toBeGreaterThan(place.x - 20);
      expect(label!.x).toBeLessThan(place.x + place.size);
    }
    expect(await sealPlacesOf(pdf)).toEqual(sealPlaces);
    expect(await sealPlacementFor(pdf, 'shipper')).toEqual([s]);
  });

  it('puts the seals of a receipt made before the document layer (no recorded places) in its old fixed boxes', async () => {
    const old = await PDFDocument.create();
    old.addPage([595, 842]);
    const pdf = await old.save({ useObjectStreams: false });
    expect(await sealPlacementFor(pdf, 'warehouse')).toEqual([{ page: 0, x: 70, y: 90, size: 110 }]);
    expect(await sealPlacementFor(pdf, 'platform')).toEqual([{ page: 0, x: 416, y: 90, size: 110 }]);
    expect(await restampReceiptStatus(pdf, ReceiptStatus.inEffect)).toBe(pdf);
  });

  it('carries a QR code of exactly the verification URL', async () => {
    const { pdf } = await renderReceiptPdf(sample);
    const bitmaps = [...(await pdfBitmaps(pdf)).entries()];
    expect(bitmaps.map(([name]) => name)).toEqual([expect.stringMatching(/^\/Qr/)]);
    const qr = bitmaps[0]![1];
    expect(qr).toEqual(expectedQr(sample.verifyUrl));
    expect(qr).not.toEqual(expectedQr('https://kc.example.com/verify/another-token-0000000'));
  });

  it('wraps a value too long for its cell instead of running over, and stays on one page', async () => {
    const long = '很长的企业名称'.repeat(12);
    const { pdf, pageCount } = await renderReceiptPdf({ ...sample, cargoOwnerName: long });
    expect(pageCount).toBe(1);
    expect(compact((await pageTexts(pdf))[0]!)).toContain(long);
  });

  it('prints its current status: a restamp replaces 原始生成 everywhere a reader looks', async () => {
    const { pdf } = await renderReceiptPdf(sample);
    const effective = await restampReceiptStatus(pdf, ReceiptStatus.inEffect);
    const text = compact((await pageTexts(effective))[0]!);
    expect(text).toContain('仓单状态：已生效');
    expect(text).not.toContain('原始生成');
    const poppler = popplerTexts(effective);
    if (poppler) {
      expect(compact(poppler[0]!)).toContain('已生效');
      expect(compact(poppler[0]!)).not.toContain('原始生成');
    }
  });

  it('renders fast once the font is parsed (warm, figure printed; bench/ reports it too)', async () => {
    await renderReceiptPdf(sample);
    // CPU time, not wall time: other processes on a busy machine must not fail the check.
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const start = process.cpuUsage();
      await renderReceiptPdf({ ...sample, code: `WR20261122${String(i).padStart(6, '0')}` });
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    const median = times[10]!;
    console.info(
      `receipt PDF render: median ${median.toFixed(1)} ms CPU, max ${times.at(-1)!.toFixed(1)} ms (20 warm)`,
    );
    // Generous bound (garbage collection, a slow CI machine); the figure above is the one reported.
    expect(median).toBeLessThan(150);
  });
});
