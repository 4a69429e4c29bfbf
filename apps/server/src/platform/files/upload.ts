import {
  controlCharsMessage,
  DomainError,
  hasControlChars,
  hasLineControlChars,
  requestRefusals,
  uploadRefusals,
} from '@kc/domain';
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

/** A multipart body the parser could not read (cut short, wrong boundary, broken headers): the client's fault. */
const malformed = (error: unknown) => {
  if (error instanceof DomainError) return error;
  // @fastify/multipart's own errors (limits, not multipart at all) carry a code the error handler answers.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return uploadRefusals.malformed();
};

/** A field name, a field or a file name with a control character (spec: text never carries one) is refused. */
const assertText = (value: string, label: string, oneLine: boolean) => {
  if (oneLine ? hasLineControlChars(value) : hasControlChars(value))
    throw requestRefusals.controlCharacters(controlCharsMessage(label));
};

/**
 * Reads a multipart request: the `file` part (at most maxBytes kept, `truncated` past that) and the text fields,
 * in whatever order they come. An oversized file is drained, not thrown, so the caller answers the spec's message.
 * A body that cannot be read, or text with control characters in it, is a 400.
 */
export const receiveUpload = async (request: FastifyRequest, maxBytes: number): Promise<Received> => {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  // parts() honours throwFileSizeLimit at run time; its type omits it, hence the variable.
  const options = { limits: { fileSize: maxBytes }, throwFileSizeLimit: false };
  try {
    for await (const part of request.parts(options)) {
      assertText(part.fieldname, '上传字段名', true);
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          assertText(part.value, `上传字段 ${part.fieldname} `, false);
          fields[part.fieldname] = part.value;
        }
      } else if (part.fieldname === 'file' && !file) {
        assertText(part.filename ?? '', '文件名', true);
        const bytes = await part.toBuffer();
        file = { filename: part.filename ?? '', bytes, truncated: part.file.truncated };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw malformed(error);
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
  if (!file) throw uploadRefusals.missing();
  const ext = extensionOf(file.filename);
  const kind = rule.kinds.find((k) => (KINDS[k].exts as readonly string[]).includes(ext));
  if (!kind) throw uploadRefusals.wrongType(rule.typeMessage);
  if (file.truncated || file.bytes.length > rule.maxBytes) throw uploadRefusals.tooLarge(rule.sizeMessage);
  if (file.bytes.length < 1) throw uploadRefusals.empty();
  if ((await sniff(file.bytes)) !== KINDS[kind].sniffed) throw uploadRefusals.contentMismatch();
  const originalName = file.filename.replace(/^.*[\\/]/, '').slice(0, 255);
  return { originalName, bytes: file.bytes, kind, ext, mime: KINDS[kind].mime };
};
