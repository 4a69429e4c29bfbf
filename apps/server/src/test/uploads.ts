import { crc32, deflateSync } from 'node:zlib';

/** Files and multipart bodies for upload tests. */
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A valid 1x1 grey PNG; `shade` makes distinct files. */
export const png = (shade = 0) => {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, shade]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
export const jpeg = (comment?: string) => {
  const com = comment ? Buffer.from(comment, 'utf8') : undefined;
  const segment = com ? Buffer.concat([Buffer.from([0xff, 0xfe, 0, com.length + 2]), com]) : Buffer.alloc(0);
  const app0 = Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, segment, Buffer.from([0xff, 0xd9])]);
};
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const big = (bytes: number, head: Buffer) => Buffer.concat([head, Buffer.alloc(bytes - head.length)]);

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };
/** A multipart/form-data body built by hand. */
export const form = (...parts: Part[]) => {
  const boundary = 'kcTestBoundary7MA4YWxkTrZu0gW';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      'filename' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}`,
    ),
    ...('filename' in p ? [p.content] : []),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
export const file = (filename: string, content: Buffer) => ({ name: 'file', filename, content });
