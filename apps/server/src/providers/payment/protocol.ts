import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSign,
  createVerify,
  generateKeyPair,
  randomBytes,
} from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The wire rules of WeChat Pay v3 and Alipay that the sandbox plays and the port checks (PROVIDERS.md §1, §2):
 * SHA256withRSA signatures, AES-256-GCM resources, Alipay's sorted sign content, and the providers' time formats.
 */

/** The keys a merchant holds of the providers (and the sandbox holds of itself): made once, kept in a table. */
export type PayKeys = {
  /** the WeChat Pay "platform" key pair (notifications and responses are signed with it) and its serial */
  platformPrivatePem: string;
  platformPublicPem: string;
  platformSerial: string;
  /** the merchant's APIv3 key: 32 characters, the AES-256-GCM key of notification resources */
  apiV3Key: string;
  /** the "Alipay" key pair (alipay_public_key is what a merchant verifies with) */
  alipayPrivatePem: string;
  alipayPublicPem: string;
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random text of [0-9A-Za-z] (unbiased: bytes ≥ 248 are drawn again). */
export const randomAlnum = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b < 248 && out.length < length) out += ALNUM[b % 62];
    }
  }
  return out;
};
export const randomDigits = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) if (b < 250 && out.length < length) out += String(b % 10);
  }
  return out;
};

const generateRsa = promisify(generateKeyPair);
const rsaPair = () =>
  generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Both pairs made side by side on the thread pool (a 2048-bit key is up to a few hundred ms of CPU). */
export const generatePayKeys = async (): Promise<PayKeys> => {
  const [platform, alipay] = await Promise.all([rsaPair(), rsaPair()]);
  return {
    platformPrivatePem: platform.privateKey,
    platformPublicPem: platform.publicKey,
    // A certificate serial is hex; the sandbox derives it from the public key so it names this key only.
    platformSerial: createHash('sha1').update(platform.publicKey).digest('hex').toUpperCase(),
    apiV3Key: randomAlnum(32),
    alipayPrivatePem: alipay.privateKey,
    alipayPublicPem: alipay.publicKey,
  };
};

export const rsaSign = (privatePem: string, message: string) =>
  createSign('RSA-SHA256').update(message, 'utf8').sign(privatePem, 'base64');
export const rsaVerify = (publicPem: string, message: string, signature: string) => {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicPem, signature, 'base64');
  } catch {
    return false;
  }
};

/** §1: a response or notification is signed over "timestamp\nnonce\nbody\n" with the platform key. */
export const wechatMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`;

/** §1: AES-256-GCM under the APIv3 key, 12-byte nonce; the ciphertext is Base64 of the encrypted text and its tag. */
export const aesGcmEncrypt = (apiV3Key: string, nonce: string, associatedData: string, plaintext: string) => {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return encrypted.toString('base64');
};
export const aesGcmDecrypt = (apiV3Key: string, nonce: string, associatedData: string, ciphertext: string) => {
  const data = Buffer.from(ciphertext, 'base64');
  if (data.length < 17) throw new Error('密文过短');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
};

/** §2: every parameter but sign and sign_type, empty values left out, sorted by key, joined as k=v&k=v (raw values). */
export const alipaySignContent = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] != null)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');

/** A form body (application/x-www-form-urlencoded) of parameters, and back. */
export const formOf = (params: Record<string, string>) => new URLSearchParams(params).toString();
export const paramsOf = (form: string): Record<string, string> => Object.fromEntries(new URLSearchParams(form));

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const chinaParts = (d: Date) => {
  const c = new Date(d.getTime() + CHINA_OFFSET_MS);
  return {
    date: `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`,
    time: `${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}:${pad(c.getUTCSeconds())}`,
  };
};
/** WeChat's RFC 3339 with the +08:00 offset ('2026-11-24T12:30:00+08:00'). */
export const rfc3339 = (d: Date) => {
  const p = chinaParts(d);
  return `${p.date}T${p.time}+08:00`;
};
/** Alipay's 'yyyy-MM-dd HH:mm:ss' in GMT+8. */
export const alipayTime = (d: Date) => {
  const p = chinaParts(d);
  return `${p.date} ${p.time}`;
};
export const parseAlipayTime = (s: string | undefined): Date | null => {
  if (!s || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s)) return null;
  const d = new Date(`${s.replace(' ', 'T')}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
};
