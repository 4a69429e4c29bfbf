import { createHash } from 'node:crypto';
import fontkit, { type Font } from '@cantoo/fontkit';
import { PDFArray, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { amountInWords, formatAmount } from '@kc/domain/shared/money';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './document';
import { sampleContract, VERIFY_URL } from './document.fixtures';
import { sealPlacesOf } from './document-marks';
import { cjkFaceBytes } from './font';
import { compact, pageTexts, pdfBitmaps, popplerTexts, textRuns } from './pdf-inspect';
import { QR_SCALE, qrMatrix } from './qr';
import { printedStatus, restampStatus } from './status-region';

const HEADER = '序号 批次号 重量（吨） 单价（元/吨） 金额（元）';

describe('the document layer', () => {
  it('lays a 3-page contract out: header repeated on each page, summary row, total in words, seals on the last page', async () => {
    const spec = sampleContract(80);
    const { total } = spec;
    const { pdf, pageCount, sealPlaces } = await renderDocument(spec);

    expect(pageCount).toBe(3);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe('棉花购销合同 HT20261122000001');
    const pages = await pageTexts(pdf);
    // The table header opens pages 2 and 3 again; the lots continue in order.
    for (const page of [pages[1]!, pages[2]!]) {
      expect(compact(page).startsWith(compact(HEADER))).toBe(true);
    }
    expect(compact(pages[0]!)).toContain(compact(HEADER));
    expect(pages.join('\n').match(/PH-2026-\d{4}/g)).toEqual(
      Array.from({ length: 80 }, (_, i) => `PH-2026-${String(i + 1).padStart(4, '0')}`),
    );
    expect(pages[2]).toContain(`合计`);
    expect(compact(pages[2]!)).toContain(compact(formatAmount(total)));
    expect(compact(pages[2]!)).toContain(`合计金额（大写）：${amountInWords(total)}`);
    expect(amountInWords(total)).toMatch(/^人民币.+(分|整)$/);
    expect(compact(pages[2]!)).toContain(`合同总金额（大写）${amountInWords(total)}`);
    expect(compact(pages[0]!)).toContain('合同状态：待签署');
    for (const [i, page] of pages.entries()) expect(page).toContain(`第 ${i + 1} 页 / 共 3 页`);

    // Both seal places on the last page, side by side, where their labels were printed.
    expect(Object.keys(sealPlaces)).toEqual(['buyer', 'seller']);
    const { buyer, seller } = sealPlaces as Record<'buyer' | 'seller', (typeof sealPlaces)[string]>;
    expect(buyer).toMatchObject({ page: 2, size: 110 });
    expect(seller).toMatchObject({ page: 2, size: 110, y: buyer!.y });
    expect(seller!.x).toBeGreaterThan(buyer!.x + 110);
    const runs = await textRuns(pdf, 2);
    for (const [place, label] of [
      [buyer!, '甲'],
      [seller!, '乙'],
    ] as const) {
      expect(place.x).toBeGreaterThanOrEqual(40);
      expect(place.x + place.size).toBeLessThanOrEqual(556);
      expect(place.y).toBeGreaterThanOrEqual(56);
      const labelRun = runs.find((r) => r.text.startsWith(label) && Math.abs(r.y - (place.y + place.size)) < 20);
      expect(labelRun, `the label over ${label}方's seal place`).toBeDefined();
      expect(labelRun!.y).toBeGreaterThan(place.y + place.size);
      expect(labelRun!.x).toBeGreaterThan(place.x - 10);
      expect(labelRun!.x).toBeLessThan(place.x + place.size / 2);
    }
    // The places travel with the file; the layout's marks do not.
    expect(await sealPlacesOf(pdf)).toEqual(sealPlaces);
    for (const page of doc.getPages()) expect(page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)).toBeUndefined();

    // The QR code is exactly the URL's, one module QR_SCALE pixels square.
    const [qr] = [...(await pdfBitmaps(pdf, 0)).values()];
    expect(qr).toEqual(
      qrMatrix(VERIFY_URL).flatMap((row) => {
        const line = row.flatMap((dark) => Array<boolean>(QR_SCALE).fill(dark));
        return Array.from({ length: QR_SCALE }, () => line);
      }),
    );

    // poppler, where installed, reads the same.
    const poppler = popplerTexts(pdf);
    if (poppler) {
      expect(poppler).toHaveLength(3);
      expect(compact(poppler[1]!)).toContain(compact(HEADER));
      expect(compact(poppler[2]!)).toContain(amountInWords(total));
      expect(compact(poppler[0]!)).toContain('待签署');
    }
  });

  it('moves the seal places to the next page when they no longer fit, and reports where they went', async () => {
    const { pdf, pageCount, sealPlaces } = await renderDocument(sampleContract(96));
    expect(pageCount).toBe(4);
    expect(sealPlaces.buyer?.page).toBe(3);
    expect(sealPlaces.seller?.page).toBe(3);
    expect(compact((await pageTexts(pdf))[3]!)).toContain('甲方（盖章）');
    expect(compact((await pageTexts(pdf))[2]!)).not.toContain('甲方（盖章）');
  });

  it('restamps the printed status as an unsigned incremental update that keeps every earlier byte', async () => {
    const { pdf } = await renderDocument(sampleContract(5));
    expect(await printedStatus(pdf)).toBe('待签署');
    const signedLater = await restampStatus(pdf, '已生效');
    expect(Buffer.from(signedLater.subarray(0, pdf.length)).equals(Buffer.from(pdf))).toBe(true);
    expect(await printedStatus(signedLater)).toBe('已生效');
    const text = compact((await pageTexts(signedLater))[0]!);
    expect(text).toContain('合同状态：已生效');
    expect(text).not.toContain('待签署');
    const poppler = popplerTexts(signedLater);
    if (poppler) {
      expect(compact(poppler[0]!)).toContain('已生效');
      expect(compact(poppler[0]!)).not.toContain('待签署');
    }
    // The same status again changes nothing; a second move appends another update.
    expect(await restampStatus(signedLater, '已生效')).toBe(signedLater);
    const cancelled = await restampStatus(signedLater, '已作废');
    expect(Buffer.from(cancelled.subarray(0, signedLater.length)).equals(Buffer.from(signedLater))).toBe(true);
    expect(await printedStatus(cancelled)).toBe('已作废');
    // A document without a status region is left as it is.
    const { pdf: plain } = await renderDocument({ title: 't', blocks: [{ kind: 'paragraph', text: '无状态' }] });
    expect(await restampStatus(plain, '已生效')).toBe(plain);
  });

  it('breaks a word longer than its cell (a hash) instead of running off the page', async () => {
    const hash = createHash('sha256').update('kc').digest('hex');
    const { pdf } = await renderDocument({
      title: 't',
      blocks: [
        {
          kind: 'table',
          columns: [{ title: '环节', width: 200 }, { title: '文件 SHA-256' }],
          rows: [['生成仓单', hash]],
        },
      ],
    });
    const lines = (await textRuns(pdf, 0)).filter((r) => /^[0-9a-f]+$/.test(r.text));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((r) => r.text).join('')).toBe(hash);
    // each line ends inside the right margin (595 - 40), measured with the font itself
    const face = fontkit.create(cjkFaceBytes()) as Font;
    for (const r of lines) {
      const width = (face.layout(r.text).advanceWidth / face.unitsPerEm) * r.size;
      expect(r.x + width).toBeLessThan(556);
    }
  });

  it('allows one status field a document', async () => {
    const status = { label: '状态', value: '待签署', status: true };
    await expect(renderDocument({ title: 't', blocks: [{ kind: 'fields', rows: [status, status] }] })).rejects.toThrow(
      /at most one status/,
    );
  });

  it('never reads a file or a URL named in the text', async () => {
    const { pdf } = await renderDocument({
      title: 't',
      blocks: [{ kind: 'paragraph', text: '/etc/passwd http://127.0.0.1:1/x' }],
    });
    expect(compact((await pageTexts(pdf))[0]!)).toContain('/etc/passwdhttp://127.0.0.1:1/x');
  });

  it('renders a 200-row contract in reasonable time (printed; bench/ reports it too)', async () => {
    await renderDocument(sampleContract(10));
    const start = process.cpuUsage();
    const { pageCount } = await renderDocument(sampleContract(200));
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    console.info(`200-row contract: ${pageCount} pages, ${ms.toFixed(0)} ms CPU (warm)`);
    expect(pageCount).toBeGreaterThanOrEqual(6);
    expect(ms).toBeLessThan(3000);
  });
});
