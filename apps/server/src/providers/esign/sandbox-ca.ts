import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { DbOrTx } from '../../platform/db/client';
import { reusableNameAttributes } from '../../platform/pdf/pdf-sign';
import { sandboxCa } from './sandbox.table';

/**
 * The sandbox's certificate authority: created on first use and kept in `sandbox_ca`, so every account
 * certificate it issues (and every PDF signed with one) verifies against the one CA certificate that
 * GET /api/kc-sandbox/esign/ca.pem hands out.
 */
export type SandboxCa = {
  certificatePem: () => Promise<string>;
  /** A signing certificate for an account; `serial` goes into the subject's serialNumber (e.g. a credit code). */
  issue: (subject: { commonName: string; serial: string }) => Promise<{ certPem: string; keyPem: string }>;
};

const CA_ID = 'ca';
const CA_NAME = '仓单平台沙箱CA';
const ORGANISATION = '仓单平台沙箱';

type Attribute = { type?: string; name?: string; shortName?: string; value: string; valueTagClass?: number };

/** Chinese names are UTF8String (forge's default PrintableString cannot carry them); forge encodes the value. */
const utf8 = (name: string, value: string): Attribute => ({ name, value, valueTagClass: forge.asn1.Type.UTF8 });

const isPrintable = (s: string) => /^[A-Za-z0-9 '()+,\-./:=?]*$/.test(s);

const generateRsa = promisify(generateKeyPair);

/**
 * Node generates RSA keys natively (forge's pure-JS generation takes seconds), and on the thread pool: a 2048-bit key
 * costs up to a few hundred ms of CPU, which the event loop does not wait through.
 */
const newKeyPair = async () => {
  const { privateKey } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  return { key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
};

const prepared: Promise<Awaited<ReturnType<typeof newKeyPair>>>[] = [];

/**
 * Starts making the keys of the next `count` certificates (a CA's own included) at once, side by side on the thread
 * pool, while the caller goes on: the demo seed issues six in a row on a first start. Taken in turn, by any CA.
 */
export const prepareSandboxKeys = (count: number) => {
  for (let i = 0; i < count; i++) {
    const pair = newKeyPair();
    // One never taken must not fail the process; whoever takes one sees its error.
    pair.catch(() => undefined);
    prepared.push(pair);
  }
};

const nextKeyPair = () => prepared.shift() ?? newKeyPair();

/** 16 random bytes as a positive, minimally encoded DER integer: first byte 0x01–0x7f. */
const newSerial = () => {
  const bytes = randomBytes(16);
  bytes[0] = bytes[0]! & 0x7f || 0x01;
  return bytes.toString('hex');
};

const yearsFromNow = (now: Date, years: number) => {
  const d = new Date(now);
  d.setFullYear(d.getFullYear() + years);
  return d;
};

const createCaCertificate = async () => {
  const { key, publicKey } = await nextKeyPair();
  const cert = forge.pki.createCertificate();
  const now = new Date();
  cert.publicKey = publicKey;
  cert.serialNumber = newSerial();
  // A minute back, so a certificate made now is already valid on a verifier whose clock is slightly behind.
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = yearsFromNow(now, 10);
  const name = [{ shortName: 'C', value: 'CN' }, utf8('organizationName', ORGANISATION), utf8('commonName', CA_NAME)];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(key) };
};

export const createSandboxCa = (db: DbOrTx): SandboxCa => {
  let loaded: Promise<{ certPem: string; keyPem: string }> | undefined;

  const read = async () => (await db.select().from(sandboxCa).where(eq(sandboxCa.id, CA_ID)).limit(1))[0];

  const load = async () => {
    const found = await read();
    if (found) return found;
    // Two first uses (two instances, or two requests) may both create one: the first insert wins and both
    // read back the same row.
    await db
      .insert(sandboxCa)
      .values({ id: CA_ID, ...(await createCaCertificate()) })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error('sandbox CA could not be stored');
    return stored;
  };

  const ca = () => {
    loaded ??= load().catch((e) => {
      loaded = undefined;
      throw e;
    });
    return loaded;
  };

  return {
    certificatePem: async () => (await ca()).certPem,
    issue: async ({ commonName, serial }) => {
      const stored = await ca();
      const caCert = forge.pki.certificateFromPem(stored.certPem);
      const caKey = forge.pki.privateKeyFromPem(stored.keyPem);
      const { key, publicKey } = await nextKeyPair();
      const cert = forge.pki.createCertificate();
      const now = new Date();
      cert.publicKey = publicKey;
      cert.serialNumber = newSerial();
      cert.validity.notBefore = new Date(now.getTime() - 60_000);
      cert.validity.notAfter = yearsFromNow(now, 5);
      const subject: Attribute[] = [{ shortName: 'C', value: 'CN' }, utf8('commonName', commonName)];
      if (serial) {
        subject.push(isPrintable(serial) ? { name: 'serialNumber', value: serial } : utf8('serialNumber', serial));
      }
      cert.setSubject(subject);
      cert.setIssuer(reusableNameAttributes(caCert.subject.attributes));
      cert.setExtensions([
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
        { name: 'extKeyUsage', emailProtection: true },
        { name: 'subjectKeyIdentifier' },
        { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
      ]);
      cert.sign(caKey, forge.md.sha256.create());
      return { certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(key) };
    },
  };
};
