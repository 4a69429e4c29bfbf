import { crc32, inflateSync } from 'node:zlib';
import { z } from 'zod';
import type { Recognition, RecognitionKind, RecognitionPort } from './port';

/**
 * Sandbox recognition, deterministic: an image is recognised when it carries a JSON payload
 * `{"kind": "licence" | "idFront" | "idBack", "fields": {...}}` in a PNG tEXt/iTXt chunk with keyword
 * `kc-recognition`, or in a JPEG COM segment that starts with `kc-recognition:`. Any other image, or a payload
 * of another kind (an ID card sent as a licence), is not recognised. See README.md.
 */
export const RECOGNITION_KEYWORD = 'kc-recognition';

const text = z.string().trim().max(255);
const schemas = {
  licence: z.object({
    name: text.min(1),
    creditCode: text.min(1),
    address: text.default(''),
    legalPerson: text.default(''),
    businessLifeStart: text.default(''),
    businessLifeEnd: text.default(''),
  }),
  idFront: z.object({ name: text.min(1), idNumber: text.min(1) }),
  idBack: z.object({ validPeriod: text.min(1), issuingAuthority: text.default('') }),
} as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const decodeText = (bytes: Buffer) => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
};

const pngPayload = (buf: Buffer): string | undefined => {
  let at = 8;
  while (at + 12 <= buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (type === 'IEND') return undefined;
    const nul = data.indexOf(0);
    if (nul > 0 && data.toString('latin1', 0, nul) === RECOGNITION_KEYWORD) {
      if (type === 'tEXt') return decodeText(data.subarray(nul + 1));
      if (type === 'iTXt') {
        // keyword \0 compressed method language \0 translated \0 text
        const compressed = data[nul + 1] === 1;
        const lang = data.indexOf(0, nul + 3);
        const translated = lang < 0 ? -1 : data.indexOf(0, lang + 1);
        if (translated < 0) return undefined;
        const body = data.subarray(translated + 1);
        return (compressed ? inflateSync(body) : body).toString('utf8');
      }
    }
    at += 12 + length;
  }
  return undefined;
};

const jpegPayload = (buf: Buffer): string | undefined => {
  let at = 2;
  while (at + 4 <= buf.length && buf[at] === 0xff) {
    const marker = buf[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // image data or end: no more segments
    const length = buf.readUInt16BE(at + 2);
    if (marker === 0xfe) {
      const comment = decodeText(buf.subarray(at + 4, at + 2 + length));
      if (comment.startsWith(`${RECOGNITION_KEYWORD}:`)) return comment.slice(RECOGNITION_KEYWORD.length + 1);
    }
    at += 2 + length;
  }
  return undefined;
};

/** The payload text an image carries, if any. */
export const readRecognitionPayload = (bytes: Uint8Array, mime: string): string | undefined => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (mime === 'image/png' && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return pngPayload(buf);
    if (mime === 'image/jpeg' && buf[0] === 0xff && buf[1] === 0xd8) return jpegPayload(buf);
  } catch {
    // A damaged image is simply not recognised.
  }
  return undefined;
};

export const createSandboxRecognition = (): RecognitionPort => ({
  recognise: async <K extends RecognitionKind>(kind: K, bytes: Uint8Array, mime: string): Promise<Recognition<K>> => {
    const raw = readRecognitionPayload(bytes, mime);
    if (raw === undefined) return { recognised: false };
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return { recognised: false };
    }
    const { kind: carried, fields } = (payload ?? {}) as { kind?: unknown; fields?: unknown };
    if (carried !== kind) return { recognised: false };
    const parsed = schemas[kind].safeParse(fields);
    return parsed.success ? ({ recognised: true, fields: parsed.data } as Recognition<K>) : { recognised: false };
  },
});

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A copy of a PNG carrying a payload in an iTXt chunk right after IHDR (for sample images and tests). */
export const withRecognitionPayload = (png: Uint8Array, payload: { kind: RecognitionKind; fields: object }) => {
  const buf = Buffer.from(png);
  const ihdrEnd = 8 + 12 + buf.readUInt32BE(8);
  const data = Buffer.concat([
    Buffer.from(`${RECOGNITION_KEYWORD}\0\0\0\0\0`, 'latin1'),
    Buffer.from(JSON.stringify(payload), 'utf8'),
  ]);
  return Buffer.concat([buf.subarray(0, ihdrEnd), chunk('iTXt', data), buf.subarray(ihdrEnd)]);
};
