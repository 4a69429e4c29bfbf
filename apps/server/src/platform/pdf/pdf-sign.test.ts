import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  rgb,
} from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsignPort } from '../../providers/esign/port';
import { createSandboxCa, type SandboxCa } from '../../providers/esign/sandbox-ca';
import { drawSeal } from '../../providers/esign/seal-drawing';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { createSigningService } from '../signing/signing.service';
import { embedCjkFont } from './font';
import { sha256Hex, signPdfWithCertificate } from './pdf-sign';
import { checkPdfSignatures } from './pdf-signatures';

const OPENSSL = '/usr/bin/openssl';
const hasOpenssl = fs.existsSync(OPENSSL);
const PDFSIG = '/usr/bin/pdfsig';

/** poppler's verdict on each signature of a file (`pdfsig`), or undefined when poppler-utils is not installed. */
const pdfsigVerdicts = (pdf: Uint8Array) => {
  if (!fs.existsSync(PDFSIG)) return undefined;
  const file = path.join(tmp, `pdfsig-${run++}.pdf`);
  fs.writeFileSync(file, pdf);
  let out: string;
  try {
    out = execFileSync(PDFSIG, [file], { encoding: 'utf8' });
  } catch (e) {
    out = String((e as { stdout?: string }).stdout ?? '');
  }
  return [...out.matchAll(/Signature Validation: (.+)/g)].map((m) => m[1]!.trim());
};

let database: Database;
let ca: SandboxCa;
let caPem: string;
let tmp: string;
type Party = { name: string; certPem: string; keyPem: string; sealPng: Uint8Array };
let shipper: Party;

const party = async (name: string, kind: 'company' | 'person', serial: string): Promise<Party> => ({
  name,
  ...(await ca.issue({ commonName: name, serial })),
  sealPng: await drawSeal(name, kind),
});

beforeAll(async () => {
  database = await openTestDatabase();
  ca = createSandboxCa(database.db);
  caPem = await ca.certificatePem();
  shipper = await party('江苏恒丰棉业有限公司', 'company', '91320100MA1XYZ0001');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kc-pdf-sign-'));
  fs.writeFileSync(path.join(tmp, 'ca.pem'), caPem);
});
afterAll(async () => {
  await database?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const chinesePdf = async (pages = 1, useObjectStreams = false) => {
  const doc = await PDFDocument.create();
  const font = await embedCjkFont(doc);
  for (let i = 0; i < pages; i++) {
    doc.addPage([595, 842]).drawText(`标准仓单 第${i + 1}页 货主：江苏恒丰棉业有限公司`, {
      x: 50,
      y: 780,
      size: 16,
      font,
      color: rgb(0, 0, 0),
    });
  }
  return doc.save({ useObjectStreams });
};

const sign = (pdf: Uint8Array, who: Party, placements = [{ page: 0, x: 380, y: 80, size: 120 }]) =>
  signPdfWithCertificate({
    pdf,
    placements,
    sealPng: who.sealPng,
    certPem: who.certPem,
    keyPem: who.keyPem,
    caPem,
    reason: '仓储企业签章',
    signerName: who.name,
    location: '南京',
  });

type Signature = { byteRange: number[]; der: Buffer; data: Buffer };

/** Every signature in the file: its byte range, the signed bytes and the DER PKCS#7 from /Contents. */
const signaturesOf = (pdf: Buffer): Signature[] => {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) => {
    const [a, b, c, d] = m.slice(1, 5).map(Number) as [number, number, number, number];
    const hex = text.slice(b + 1, c - 1);
    const raw = Buffer.from(hex, 'hex');
    // DER SEQUENCE with a long-form length: the placeholder's zero padding follows it.
    const lengthBytes = raw[1]! & 0x7f;
    const length = raw.subarray(2, 2 + lengthBytes).reduce((n, byte) => n * 256 + byte, 0);
    return {
      byteRange: [a, b, c, d],
      der: raw.subarray(0, 2 + lengthBytes + length),
      data: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
    };
  });
};

let run = 0;
/** `openssl cms -verify` of one signature against the sandbox CA: true when it verifies. */
const verifies = (signature: { der: Buffer; data: Buffer }) => {
  const dir = path.join(tmp, String(run++));
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'sig.der'), signature.der);
  fs.writeFileSync(path.join(dir, 'data.bin'), signature.data);
  try {
    execFileSync(
      OPENSSL,
      [
        'cms',
        '-verify',
        '-inform',
        'DER',
        '-binary',
        '-in',
        path.join(dir, 'sig.der'),
        '-content',
        path.join(dir, 'data.bin'),
        '-CAfile',
        path.join(tmp, 'ca.pem'),
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { stdio: 'pipe' },
    );
    return true;
  } catch {
    return false;
  }
};

/** The image objects a page draws (each seal picture once, however often it is placed). */
const imagesOn = (page: PDFPage) => {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const refs = (xObjects?.keys() ?? []).map((key) => xObjects!.get(key));
  return [...new Set(refs)].filter((ref) => {
    const image = page.doc.context.lookup(ref);
    return image instanceof PDFStream && image.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
  });
};

/** How many times the page's content draws an XObject (`/Name Do`). */
const drawsOn = async (page: PDFPage) => {
  const streams = page.node.Contents();
  const refs = streams instanceof PDFArray ? streams.asArray() : [page.node.get(PDFName.of('Contents'))];
  let count = 0;
  for (const ref of refs) {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const raw = stream.dict.has(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents);
    count += raw.toString('latin1').match(/\/\S+\s+Do\b/g)?.length ?? 0;
  }
  return count;
};

const signatureFields = (doc: PDFDocument) => {
  const fields = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'), PDFArray);
  return fields.asArray().map((ref) => {
    const widget = doc.context.lookup(ref as PDFRef, PDFDict);
    const sig = widget.lookup(PDFName.of('V'), PDFDict);
    return {
      name: widget.lookup(PDFName.of('T'), PDFHexString).decodeText(),
      reason: sig.lookup(PDFName.of('Reason'), PDFHexString).decodeText(),
      signer: sig.lookup(PDFName.of('Name'), PDFHexString).decodeText(),
    };
  });
};

/** Follows startxref and every /Prev: each table entry must point at its object, as a PDF reader relies on. */
const checkCrossReferences = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  let at = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
  let sections = 0;
  while (true) {
    expect(text.startsWith('xref', at)).toBe(true);
    const trailerAt = text.indexOf('trailer', at);
    const lines = text
      .slice(at + 4, trailerAt)
      .trim()
      .split(/\r?\n/);
    for (let i = 0; i < lines.length; ) {
      const [first, count] = lines[i]!.trim().split(/\s+/).map(Number) as [number, number];
      for (let k = 0; k < count; k++) {
        const [offset, gen, kind] = lines[i + 1 + k]!.trim().split(/\s+/);
        if (kind === 'n') expect(text.startsWith(`${first + k} ${Number(gen)} obj`, Number(offset))).toBe(true);
      }
      i += 1 + count;
    }
    sections++;
    const prev = /\/Prev\s+(\d+)/.exec(text.slice(trailerAt, text.indexOf('startxref', trailerAt)));
    if (!prev) return sections;
    at = Number(prev[1]);
  }
};

describe('sealing and signing a PDF', () => {
  it('stamps the seal and signs a Chinese PDF with a signature that verifies against the sandbox CA', async () => {
    const pdf = await chinesePdf();
    // The first runs load code and encode the seal picture once; later ones show the steady cost.
    const times: number[] = [];
    let signed = Buffer.alloc(0);
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      signed = Buffer.from(await sign(pdf, shipper));
      times.push(performance.now() - started);
    }
    console.log(`stamp + sign of a one-page PDF, ms per run: ${times.map((t) => t.toFixed(1)).join(', ')}`);

    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Hex(signed)).toBe(createHash('sha256').update(signed).digest('hex'));
    const [signature, ...others] = signaturesOf(signed);
    expect(others).toHaveLength(0);
    // The signature covers the whole file except its own /Contents.
    const [a, b, c, d] = signature!.byteRange;
    expect([a, c! + d!]).toEqual([0, signed.length]);
    expect(signed[b!]).toBe('<'.charCodeAt(0));

    const doc = await PDFDocument.load(signed);
    expect(imagesOn(doc.getPage(0))).toHaveLength(1);
    expect(await drawsOn(doc.getPage(0))).toBe(1);
    expect(signatureFields(doc)).toEqual([
      { name: 'Signature1', reason: '仓储企业签章', signer: '江苏恒丰棉业有限公司' },
    ]);

    if (!hasOpenssl) {
      console.warn(`${OPENSSL} is missing: the openssl verification of the signature is skipped`);
      return;
    }
    expect(verifies(signature!)).toBe(true);
    const tampered = Buffer.from(signature!.data);
    tampered[200] = tampered[200]! ^ 0x01;
    expect(verifies({ der: signature!.der, data: tampered })).toBe(false);
  });

  it('answers the signed file and its SHA-256 through the signing service', async () => {
    const esign = {
      signPdf: ({ pdf, placements, reason }) =>
        signPdfWithCertificate({
          pdf,
          placements,
          reason,
          sealPng: shipper.sealPng,
          certPem: shipper.certPem,
          keyPem: shipper.keyPem,
          caPem,
          signerName: shipper.name,
        }),
    } as Pick<EsignPort, 'signPdf'> as EsignPort;
    const { pdf, sha256 } = await createSigningService({ esign }).signDocument({
      accountId: 'flow-1',
      pdf: await chinesePdf(),
      placements: [{ page: 0, x: 100, y: 100, size: 100 }],
      reason: '货主签章',
    });
    expect(sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(signaturesOf(Buffer.from(pdf))).toHaveLength(1);
  });

  it('puts a seal on a page out of range on the last page, and one seal per placement', async () => {
    const signed = await sign(await chinesePdf(2, true), shipper, [
      { page: 5, x: 50, y: 50, size: 100 },
      { page: 1, x: 300, y: 50, size: 100 },
    ]);
    const doc = await PDFDocument.load(signed);
    expect(imagesOn(doc.getPage(0))).toHaveLength(0);
    expect(await drawsOn(doc.getPage(0))).toBe(0);
    expect(imagesOn(doc.getPage(1))).toHaveLength(1);
    expect(await drawsOn(doc.getPage(1))).toBe(2);
  });

  it('keeps earlier signatures valid when three parties sign in turn', async () => {
    const warehouse = await party('南京中储仓储有限公司', 'company', '91320100MA1XYZ0002');
    const person = await party('李四', 'person', '110101199003071233');
    const unsigned = await chinesePdf();
    const first = await sign(unsigned, shipper, [{ page: 0, x: 50, y: 80, size: 120 }]);
    const second = await sign(first, warehouse, [{ page: 0, x: 230, y: 80, size: 120 }]);
    const third = Buffer.from(await sign(second, person, [{ page: 0, x: 410, y: 80, size: 100 }]));

    // Each signature is appended: the earlier revisions, the unsigned document included, are kept byte for byte.
    expect(third.subarray(0, unsigned.length).equals(Buffer.from(unsigned))).toBe(true);
    expect(third.subarray(0, first.length).equals(Buffer.from(first))).toBe(true);
    expect(third.subarray(0, second.length).equals(Buffer.from(second))).toBe(true);
    expect(checkCrossReferences(third)).toBe(4);

    const signatures = signaturesOf(third);
    expect(signatures.map((s) => s.byteRange[2]! + s.byteRange[3]!)).toEqual([
      first.length,
      second.length,
      third.length,
    ]);
    const doc = await PDFDocument.load(third);
    expect(doc.getPageCount()).toBe(1);
    expect(imagesOn(doc.getPage(0))).toHaveLength(3);
    expect(checkPdfSignatures(third, caPem).map((c) => [c.coveredLength, c.valid])).toEqual([
      [first.length, true],
      [second.length, true],
      [third.length, true],
    ]);
    const tampered = Buffer.from(third);
    tampered[100] = tampered[100]! ^ 0x01;
    expect(checkPdfSignatures(tampered, caPem).map((c) => c.valid)).toEqual([false, false, false]);
    expect(signatureFields(doc)).toEqual([
      { name: 'Signature1', reason: '仓储企业签章', signer: '江苏恒丰棉业有限公司' },
      { name: 'Signature2', reason: '仓储企业签章', signer: '南京中储仓储有限公司' },
      { name: 'Signature3', reason: '仓储企业签章', signer: '李四' },
    ]);
    if (!hasOpenssl) {
      console.warn(`${OPENSSL} is missing: the openssl verification of the signatures is skipped`);
      return;
    }
    for (const signature of signatures) expect(verifies(signature)).toBe(true);
    const verdicts = pdfsigVerdicts(third);
    if (verdicts) expect(verdicts).toEqual(['Signature is Valid.', 'Signature is Valid.', 'Signature is Valid.']);
  });
});

describe('the sandbox certificate authority', () => {
  it('is created once: a second instance and concurrent first uses read the same CA', async () => {
    const other = await openTestDatabase();
    try {
      const [x, y] = await Promise.all([
        createSandboxCa(other.db).certificatePem(),
        createSandboxCa(other.db).certificatePem(),
      ]);
      expect(x).toBe(y);
      expect(await createSandboxCa(other.db).certificatePem()).toBe(x);
      expect(await createSandboxCa(database.db).certificatePem()).toBe(caPem);
    } finally {
      await other.close();
    }
  });

  it('is a CA and issues certificates with Chinese subjects that chain to it', () => {
    const caCert = new X509Certificate(caPem);
    expect(caCert.ca).toBe(true);
    expect(caCert.subject).toContain('CN=仓单平台沙箱CA');
    const cert = new X509Certificate(shipper.certPem);
    expect(cert.ca).toBe(false);
    expect(cert.subject).toContain('CN=江苏恒丰棉业有限公司');
    expect(cert.subject).toContain('serialNumber=91320100MA1XYZ0001');
    expect(cert.checkIssued(caCert)).toBe(true);
    expect(cert.verify(caCert.publicKey)).toBe(true);
    expect(cert.keyUsage).toContain('1.3.6.1.5.5.7.3.4'); // emailProtection
    const years = (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / (365.25 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(5);
  });
});
