import { createHash, sign as cryptoSign, X509Certificate } from 'node:crypto';
import { Signer, SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
  PDFStream,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

/**
 * Stamps a seal picture and applies a real PDF signature (adbe.pkcs7.detached, SHA-256) with an account's
 * certificate. The ONE place the product signs; every module goes through platform/signing.
 *
 * A document may already carry signatures (a receipt is signed by three parties in turn). Re-saving it with
 * pdf-lib would rewrite every byte and break them, so a signed document gets an incremental update instead:
 * the original bytes are kept and only new or changed objects, a cross-reference section and a trailer are
 * appended; each earlier signature's byte range stays intact and still verifies. A document without a
 * signature is saved whole (classic cross-reference table, no object streams).
 *
 * Verifiers such as Acrobat check the integrity of every revision; the later seal pictures are page content
 * added after the earlier signatures, which Acrobat lists as a change since that signature (the signature
 * itself stays valid).
 */
export type SealStampPlacement = { page: number; x: number; y: number; size: number };

export type PdfSignInput = {
  pdf: Uint8Array;
  placements: SealStampPlacement[];
  /** the seal picture: PNG (transparent background), or JPEG */
  sealPng: Uint8Array;
  certPem: string;
  keyPem: string;
  caPem: string;
  reason: string;
  signerName: string;
  location?: string;
};

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Room for the PKCS#7 (signer and CA certificates, signature): about 3 KB; 8 KB leaves a wide margin. */
const SIGNATURE_LENGTH = 8192;
const BYTE_RANGE_PLACEHOLDER = '**********';

const hasSignature = (pdf: Buffer) => pdf.includes('/ByteRange');

type EncodedStream = { dict: PDFDict; contents: Uint8Array };
type SealImage = { image: EncodedStream; mask?: EncodedStream };

/**
 * A seal picture as PDF image streams, decoded and compressed once: pdf-lib would decode the PNG and deflate
 * its colour and alpha planes in JavaScript for every document (most of a signature's time). Keyed by the
 * picture's hash; an account's seal rarely changes, so a few dozen entries cover every active signer.
 */
const sealImages = new Map<string, Promise<SealImage>>();
const SEAL_CACHE_SIZE = 64;

const encodeSealImage = async (picture: Uint8Array): Promise<SealImage> => {
  const scratch = await PDFDocument.create();
  const isJpeg = picture[0] === 0xff && picture[1] === 0xd8;
  const embedded = isJpeg ? await scratch.embedJpg(picture) : await scratch.embedPng(picture);
  await scratch.flush();
  const encoded = (ref: PDFRef | PDFObject | undefined) => {
    const stream = ref ? scratch.context.lookup(ref) : undefined;
    return stream instanceof PDFStream ? { dict: stream.dict, contents: stream.getContents() } : undefined;
  };
  const image = encoded(embedded.ref)!;
  return { image, mask: encoded(image.dict.get(PDFName.of('SMask'))) };
};

const sealImageOf = (picture: Uint8Array) => {
  const key = sha256Hex(picture);
  let found = sealImages.get(key);
  if (found) {
    sealImages.delete(key); // re-inserted below: the map's order is the order of last use
  } else {
    found = encodeSealImage(picture);
    found.catch(() => sealImages.delete(key));
  }
  sealImages.set(key, found);
  if (sealImages.size > SEAL_CACHE_SIZE) sealImages.delete(sealImages.keys().next().value!);
  return found;
};

/** The seal's streams registered in a document; answers the image XObject's reference. */
const addSealImage = (doc: PDFDocument, seal: SealImage) => {
  const { context } = doc;
  const copy = (stream: EncodedStream, extra: Record<string, PDFRef> = {}) => {
    const dict = context.obj({});
    for (const [key, value] of stream.dict.entries()) {
      if (key !== PDFName.of('SMask') && key !== PDFName.of('Length')) dict.set(key, value.clone(context));
    }
    for (const [key, value] of Object.entries(extra)) dict.set(PDFName.of(key), value);
    return context.register(PDFRawStream.of(dict, stream.contents));
  };
  return copy(seal.image, seal.mask ? { SMask: copy(seal.mask) } : {});
};

/**
 * As @signpdf/placeholder-pdf-lib's pdflibAddPlaceholder, with two changes it cannot make: the texts are
 * written as UTF-16 (its PDFString garbles Chinese reasons and names), and each signature field gets its own
 * name (it always names the field 'Signature1', so a second signature would clash with the first).
 */
const addSignaturePlaceholder = (
  doc: PDFDocument,
  opts: { pageIndex: number; rect: number[]; reason: string; name: string; location: string },
) => {
  const { context, catalog } = doc;
  const page = doc.getPage(opts.pageIndex);
  const byteRange = PDFArray.withContext(context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(BYTE_RANGE_PLACEHOLDER));
  const signature = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of('0'.repeat(SIGNATURE_LENGTH * 2)),
    Reason: PDFHexString.fromText(opts.reason),
    M: PDFString.fromDate(new Date()),
    ContactInfo: PDFHexString.fromText(opts.name),
    Name: PDFHexString.fromText(opts.name),
    Location: PDFHexString.fromText(opts.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' } },
  });
  // Written verbatim, never packed into an object stream, so @signpdf finds /ByteRange and /Contents in the
  // file's bytes.
  const signatureBytes = new Uint8Array(signature.sizeInBytes());
  signature.copyBytesInto(signatureBytes, 0);
  const signatureRef = context.register(PDFInvalidObject.of(signatureBytes));

  let acroForm = catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acroForm) {
    acroForm = context.obj({ Fields: [] });
    catalog.set(PDFName.of('AcroForm'), context.register(acroForm));
  }
  let fields = acroForm.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) {
    fields = context.obj([]);
    acroForm.set(PDFName.of('Fields'), fields);
  }
  const appearance = context.formXObject([], {
    BBox: [0, 0, opts.rect[2]! - opts.rect[0]!, opts.rect[3]! - opts.rect[1]!],
    Resources: {},
  });
  const widget = context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: opts.rect,
    V: signatureRef,
    T: PDFHexString.fromText(`Signature${fields.size() + 1}`),
    F: 4, // print
    P: page.ref,
    AP: { N: context.register(appearance) },
  });
  const widgetRef = context.register(widget);
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? context.obj([]);
  annots.push(widgetRef);
  page.node.set(PDFName.of('Annots'), annots);
  fields.push(widgetRef);
  const flags = acroForm.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  // 1 signatures exist, 2 append only: viewers must save changes incrementally.
  acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(flags | 3));
};

const bytesOf = (object: PDFObject) => {
  const out = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(out, 0);
  return out;
};

/** What an object looks like now; for a stream only its dictionary (this code never rewrites old streams). */
const fingerprint = (object: PDFObject) =>
  Buffer.from(bytesOf(object instanceof PDFStream ? object.dict : object)).toString('latin1');

const snapshot = (context: PDFContext) =>
  new Map(context.enumerateIndirectObjects().map(([ref, object]) => [ref.tag, fingerprint(object)]));

const previousXrefOffset = (pdf: Buffer) => {
  const at = pdf.lastIndexOf('startxref');
  const match = at < 0 ? null : /^startxref\s+(\d+)/.exec(pdf.toString('latin1', at, at + 40));
  if (!match) throw new Error('PDF has no startxref');
  return Number(match[1]);
};

/** The original bytes, then only the objects that are new or changed since `before`, their xref and trailer. */
const appendIncrementalUpdate = async (doc: PDFDocument, original: Buffer, before: Map<string, string>) => {
  await doc.flush();
  const changed = doc.context
    .enumerateIndirectObjects()
    .filter(([ref, object]) => before.get(ref.tag) !== fingerprint(object))
    .sort(([a], [b]) => a.objectNumber - b.objectNumber);
  const parts: Buffer[] = [original, Buffer.from('\n')];
  let offset = original.length + 1;
  const entries: [PDFRef, number][] = [];
  for (const [ref, object] of changed) {
    const body = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'),
      bytesOf(object),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    entries.push([ref, offset]);
    parts.push(body);
    offset += body.length;
  }
  const xrefOffset = offset;
  let xref = 'xref\n';
  for (let i = 0; i < entries.length; ) {
    let j = i;
    while (j + 1 < entries.length && entries[j + 1]![0].objectNumber === entries[j]![0].objectNumber + 1) j++;
    xref += `${entries[i]![0].objectNumber} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) {
      const [ref, at] = entries[k]!;
      xref += `${String(at).padStart(10, '0')} ${String(ref.generationNumber).padStart(5, '0')} n\r\n`;
    }
    i = j + 1;
  }
  const { trailerInfo, largestObjectNumber } = doc.context;
  const trailer = doc.context.obj({
    Size: largestObjectNumber + 1,
    Root: trailerInfo.Root,
    Info: trailerInfo.Info,
    ID: trailerInfo.ID,
    Prev: previousXrefOffset(original),
  });
  parts.push(Buffer.from(xref, 'latin1'), Buffer.from('trailer\n'), Buffer.from(bytesOf(trailer)));
  parts.push(Buffer.from(`\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
};

/**
 * forge reads a UTF8String name attribute as raw UTF-8 bytes but encodes on write, so a parsed name written
 * again comes out double-encoded. Decoded attributes are written back byte for byte.
 */
export const reusableNameAttributes = (attributes: forge.pki.CertificateField[]) =>
  attributes.map((a) => ({
    type: a.type,
    valueTagClass: a.valueTagClass as number | undefined,
    value:
      (a.valueTagClass as number | undefined) === forge.asn1.Type.UTF8
        ? forge.util.decodeUtf8(a.value as string)
        : (a.value as string),
  }));

const { asn1 } = forge;
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Buffer) => asn1.fromDer(bytes.toString('binary'));
const seq = (...value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (...value: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (id: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const nul = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const int = (n: number) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, String.fromCharCode(n));
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const attribute = (type: string, value: forge.asn1.Asn1) => seq(oid(type), set(value));
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

/**
 * The detached CMS SignedData (adbe.pkcs7.detached, SHA-256) that @signpdf/signer-p12's P12Signer makes, built
 * here instead because P12Signer (through forge) writes the signer's issuer double-encoded when the CA's name
 * is Chinese, so no verifier finds the signer certificate (openssl: "signer certificate not found"), and signs
 * in pure JavaScript (about 170 ms a signature). The issuer and serial are copied from the certificate's own
 * DER, the hash and RSA signature are Node's. Signed attributes in P12Signer's order: content type, signing
 * time, message digest.
 */
class CmsSigner extends Signer {
  constructor(
    private readonly certPem: string,
    private readonly keyPem: string,
    private readonly chainPems: string[],
  ) {
    super();
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    const certificates = [this.certPem, ...this.chainPems].map((pem) => fromDer(new X509Certificate(pem).raw));
    // TBSCertificate: [0] version, serialNumber, signature, issuer, ...
    const tbs = (certificates[0]!.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
    const [serialNumber, issuer] = [tbs[1]!, tbs[3]!];
    const signedAttributes = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(
        OID.signingTime,
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTCTIME, false, asn1.dateToUtcTime(signingTime ?? new Date())),
      ),
      attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    ];
    // The signature covers the attributes DER-encoded as a SET; the SignerInfo carries them as [0] IMPLICIT.
    const signature = cryptoSign('sha256', der(set(...signedAttributes)), this.keyPem);
    const sha256 = seq(oid(OID.sha256), nul());
    const signerInfo = seq(
      int(1),
      seq(issuer, serialNumber),
      sha256,
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttributes),
      seq(oid(OID.rsaEncryption), nul()),
      octets(signature),
    );
    const signedData = seq(
      int(1),
      set(sha256),
      seq(oid(OID.data)),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, certificates),
      set(signerInfo),
    );
    return der(seq(oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])));
  }
}

export const signPdfWithCertificate = async (input: PdfSignInput): Promise<Uint8Array> => {
  const original = Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength);
  const doc = await PDFDocument.load(original, { updateMetadata: false });
  const incremental = hasSignature(original);
  const before = incremental ? snapshot(doc.context) : undefined;

  const pageCount = doc.getPageCount();
  const pageOf = (page: number) => (page >= 0 && page < pageCount ? page : pageCount - 1);
  const seal = addSealImage(doc, await sealImageOf(input.sealPng));
  for (const p of input.placements) {
    const page = doc.getPage(pageOf(p.page));
    const name = page.node.newXObject('Seal', seal);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(p.size, 0, 0, p.size, p.x, p.y),
      drawObject(name),
      popGraphicsState(),
    );
  }
  const first = input.placements[0];
  addSignaturePlaceholder(doc, {
    pageIndex: first ? pageOf(first.page) : 0,
    // The signature's widget lies over the first seal, so clicking the seal shows the signature in a viewer.
    rect: first ? [first.x, first.y, first.x + first.size, first.y + first.size] : [0, 0, 0, 0],
    reason: input.reason,
    name: input.signerName,
    location: input.location ?? '',
  });

  const prepared = before
    ? await appendIncrementalUpdate(doc, original, before)
    : Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new CmsSigner(input.certPem, input.keyPem, [input.caPem]);
  const signed = await new SignPdf().sign(prepared, signer);
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
};
