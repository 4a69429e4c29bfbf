import { createHash, sign as cryptoSign, X509Certificate } from 'node:crypto';
import {
  PDFArray,
  type PDFDict,
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
} from '@cantoo/pdf-lib';
import { Signer, SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { placeXObject } from './document-marks';

/**
 * Stamps a seal picture and applies a real PDF signature (adbe.pkcs7.detached, SHA-256) with an account's
 * certificate. The ONE place the product signs; every module goes through platform/signing.
 *
 * Every signature is an incremental update (@cantoo/pdf-lib's `forIncrementalUpdate`): the file's bytes are
 * kept as they are and only the seal pictures, the signature field and the changed page and form dictionaries
 * are appended, so each earlier signature's byte range stays intact and still verifies, and the generated
 * document stays a byte-for-byte prefix of every signed version.
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

  const acroForm = catalog.getOrCreateAcroForm().dict;
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

/**
 * The update's cross-reference section has the form of the file's last one: a table after a table, a stream
 * after a stream (pdfmake writes tables; a file saved with object streams ends in a stream).
 */
const endsWithXrefStream = (pdf: Buffer) => {
  const at = pdf.lastIndexOf('startxref');
  const match = at < 0 ? null : /^startxref\s+(\d+)/.exec(pdf.toString('latin1', at, at + 40));
  return match != null && !pdf.toString('latin1', Number(match[1]), Number(match[1]) + 4).startsWith('xref');
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
  const doc = await PDFDocument.load(original, { forIncrementalUpdate: true, updateMetadata: false });

  const pageCount = doc.getPageCount();
  const pageOf = (page: number) => (page >= 0 && page < pageCount ? page : pageCount - 1);
  const seal = addSealImage(doc, await sealImageOf(input.sealPng));
  for (const p of input.placements) {
    placeXObject(doc.getPage(pageOf(p.page)), 'Seal', seal, { x: p.x, y: p.y, width: p.size, height: p.size });
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

  const prepared = Buffer.from(await doc.save({ useObjectStreams: endsWithXrefStream(original) }));
  const signer = new CmsSigner(input.certPem, input.keyPem, [input.caPem]);
  const signed = await new SignPdf().sign(prepared, signer);
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
};
