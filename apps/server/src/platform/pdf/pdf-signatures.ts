import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/**
 * Checks every PDF signature of a file in-process (no openssl or poppler needed), for tests and checks: the
 * signed bytes' SHA-256 against the CMS message digest, the RSA signature over the signed attributes with the
 * signer's certificate, and that certificate against the CA. A signature is `valid` when all three hold.
 */
export type SignatureCheck = {
  /** the byte range's end: the length of the revision this signature covers */
  coveredLength: number;
  signer: string;
  digestMatches: boolean;
  signatureVerifies: boolean;
  issuedByCa: boolean;
  valid: boolean;
};

const { asn1 } = forge;
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const derOf = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const children = (node: forge.asn1.Asn1) => node.value as forge.asn1.Asn1[];

export const checkPdfSignatures = (pdf: Uint8Array, caPem: string): SignatureCheck[] => {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const ca = new X509Certificate(caPem);
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) => {
    const [a, b, c, d] = m.slice(1, 5).map(Number) as [number, number, number, number];
    const signed = Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
    // /Contents <hex>: a DER SEQUENCE with a long-form length, then the placeholder's zero padding.
    const raw = Buffer.from(text.slice(b + 1, c - 1), 'hex');
    const lengthBytes = raw[1]! & 0x7f;
    const length = raw.subarray(2, 2 + lengthBytes).reduce((n, byte) => n * 256 + byte, 0);
    const contents = raw.subarray(0, 2 + lengthBytes + length);
    const signedData = children(children(asn1.fromDer(contents.toString('binary')))[1]!)[0]!;
    const parts = children(signedData);
    const certificates = children(parts.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0)!);
    const signerInfo = children(children(parts.at(-1)!)[0]!);
    const signedAttrs = signerInfo.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0)!;
    const signature = Buffer.from(signerInfo.at(-1)!.value as string, 'binary');
    const digest = children(signedAttrs)
      .map((attr) => children(attr))
      .find(([oid]) => asn1.derToOid(oid!.value as string) === MESSAGE_DIGEST)?.[1];
    const cert = new X509Certificate(derOf(certificates[0]!));
    // The signature covers the attributes DER-encoded as a SET, not as the [0] they are carried in.
    const attrsAsSet = derOf(signedAttrs);
    attrsAsSet[0] = 0x31;
    const digestMatches =
      digest != null &&
      Buffer.from(children(digest)[0]!.value as string, 'binary').equals(createHash('sha256').update(signed).digest());
    const signatureVerifies = verify('sha256', attrsAsSet, cert.publicKey, signature);
    const issuedByCa = cert.checkIssued(ca) && cert.verify(ca.publicKey);
    return {
      coveredLength: c + d,
      signer: cert.subject,
      digestMatches,
      signatureVerifies,
      issuedByCa,
      valid: digestMatches && signatureVerifies && issuedByCa,
    };
  });
};
