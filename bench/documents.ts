// Part f of `npm run bench`: the document layer, in this process, warm (the font parsed, code loaded):
//   a one-page receipt, a 200-row contract-like document (7 pages), a status restamp and one signature.
// CPU time per document is what blocks an event loop; wall time is printed next to it.
import { renderReceiptPdf } from '../apps/server/src/modules/receipt/receipt-pdf';
import { renderDocument } from '../apps/server/src/platform/pdf/document';
import { sampleContract } from '../apps/server/src/platform/pdf/document.fixtures';
import { restampStatus } from '../apps/server/src/platform/pdf/status-region';

export const DOCUMENT_TARGET = { receiptMs: 100, contract200Ms: 1500 } as const;

const receipt = {
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
    { attrName: '长度', value: '29mm' },
  ],
  verifyUrl: 'https://kc.example.com/verify/abcdefghijklmnopqrstuv',
};

type Figure = { medianCpuMs: number; medianWallMs: number; runs: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)]! * 10) / 10;
};

const measure = async (runs: number, work: (i: number) => Promise<unknown>): Promise<Figure> => {
  await work(-1);
  await work(-2);
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await work(i);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { medianCpuMs: median(cpu), medianWallMs: median(wall), runs };
};

export type DocumentBench = {
  receipt: Figure & { bytes: number };
  contract200: Figure & { pages: number; bytes: number };
  restamp: Figure;
  pass: { receipt: boolean; contract200: boolean };
};

export const benchDocuments = async (): Promise<DocumentBench> => {
  const one = await renderReceiptPdf(receipt);
  const big = await renderDocument(sampleContract(200));
  const r = await measure(20, (i) =>
    renderReceiptPdf({ ...receipt, code: `WR20261122${String(i + 10).padStart(6, '0')}` }),
  );
  const c = await measure(5, () => renderDocument(sampleContract(200)));
  const s = await measure(20, (i) => restampStatus(one.pdf, i % 2 ? '已生效' : '仓库签章完成'));
  return {
    receipt: { ...r, bytes: one.pdf.length },
    contract200: { ...c, pages: big.pageCount, bytes: big.pdf.length },
    restamp: s,
    pass: {
      receipt: r.medianCpuMs <= DOCUMENT_TARGET.receiptMs,
      contract200: c.medianCpuMs <= DOCUMENT_TARGET.contract200Ms,
    },
  };
};
