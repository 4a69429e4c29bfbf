import { badRequest, commonMessages } from '@kc/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

/** The file kinds the product accepts: extensions a name may carry, the type file-type sniffs, the type we serve. */
const KINDS = {
  jpg: { exts: ['jpg', 'jpeg'], sniffed: 'jpg', mime: 'image/jpeg' },
  png: { exts: ['png'], sniffed: 'png', mime: 'image/png' },
  bmp: { exts: ['bmp'], sniffed: 'bmp', mime: 'image/bmp' },
  webp: { exts: ['webp'], sniffed: 'webp', mime: 'image/webp' },
  gif: { exts: ['gif'], sniffed: 'gif', mime: 'image/gif' },
  pdf: { exts: ['pdf'], sniffed: 'pdf', mime: 'application/pdf' },
  // Word 97-2003 files are OLE compound files; file-type names them cfb.
  doc: { exts: ['doc'], sniffed: 'cfb', mime: 'application/msword' },
  docx: {
    exts: ['docx'],
    sniffed: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  svg: { exts: ['svg'], sniffed: 'svg', mime: 'image/svg+xml' },
} as const;

export type FileKind = keyof typeof KINDS;

/** What one upload endpoint accepts (the spec sets types, limit and messages per call). */
export type UploadRule = { kinds: readonly FileKind[]; maxBytes: number; typeMessage: string; sizeMessage: string };

export type ReceivedFile = { filename: string; bytes: Buffer; truncated: boolean };
export type Received = { file?: ReceivedFile; fields: Record<string, string> };
export type CheckedFile = { originalName: string; bytes: Buffer; kind: FileKind; ext: string; mime: string };

export const MB = 1024 * 1024;

/**
 * Reads a multipart request: the `file` part (at most maxBytes kept, `truncated` past that) and the text fields,
 * in whatever order they come. An oversized file is drained, not thrown, so the caller answers the spec's message.
 */
export const receiveUpload = async (request: FastifyRequest, maxBytes: number): Promise<Received> => {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  // parts() honours throwFileSizeLimit at run time; its type omits it, hence the variable.
  const options = { limits: { fileSize: maxBytes }, throwFileSizeLimit: false };
  for await (const part of request.parts(options)) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'file' && !file) {
      const bytes = await part.toBuffer();
      file = { filename: part.filename ?? '', bytes, truncated: part.file.truncated };
    } else {
      part.file.resume();
    }
  }
  return { file, fields };
};

const SVG_HEAD = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i;

const sniff = async (bytes: Buffer): Promise<string | undefined> => {
  const found = await fileTypeFromBuffer(bytes);
  if (found && found.ext !== 'xml') return found.ext;
  // SVG is text (file-type says xml at best): its first element must be <svg.
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return SVG_HEAD.test(head) ? 'svg' : undefined;
};

const extensionOf = (name: string) => {
  const m = /\.([A-Za-z0-9]+)$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
};

/** Checks in the order a user meets them: a file at all, its type, its size, content, and content matching the name. */
export const checkUpload = async (file: ReceivedFile | undefined, rule: UploadRule): Promise<CheckedFile> => {
  if (!file) throw badRequest(commonMessages.uploadMissing);
  const ext = extensionOf(file.filename);
  const kind = rule.kinds.find((k) => (KINDS[k].exts as readonly string[]).includes(ext));
  if (!kind) throw badRequest(rule.typeMessage);
  if (file.truncated || file.bytes.length > rule.maxBytes) throw badRequest(rule.sizeMessage);
  if (file.bytes.length < 1) throw badRequest(commonMessages.uploadEmpty);
  if ((await sniff(file.bytes)) !== KINDS[kind].sniffed) throw badRequest(commonMessages.uploadContentMismatch);
  const originalName = file.filename.replace(/^.*[\\/]/, '').slice(0, 255);
  return { originalName, bytes: file.bytes, kind, ext, mime: KINDS[kind].mime };
};
