import { CONTROL_CHARS_REFUSAL, controlCharsMessage, hasControlChars, requestRefusals } from '@kc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type Part = 'params' | 'querystring' | 'body';
type Found = { part: Part; path: (string | number)[]; inKey: boolean };

const partLabel: Record<Part, string> = { params: '路径参数', querystring: '查询参数', body: '请求体' };

type Step = { value: unknown; key: string | number | null; parent: Step | null };
const pathOf = (step: Step | null) => {
  const path: (string | number)[] = [];
  for (let at = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The first string (value or key) carrying a control character. Walked without recursion and without copying
 * paths (a body may nest a hundred thousand levels deep): each step points at its parent.
 */
const firstControlChar = (part: Part, root: unknown): Found | undefined => {
  const stack: Step[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (hasControlChars(value)) return { part, path: pathOf(step), inKey: false };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: step });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value).reverse()) {
        if (hasControlChars(key)) return { part, path: pathOf(step), inKey: true };
        stack.push({ value: inner, key, parent: step });
      }
    }
  }
  return undefined;
};

type Parser = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
const isParser = (s: unknown): s is Parser => typeof (s as Parser | undefined)?.safeParse === 'function';

/** The route's own refusal of that field when its schema names it (a Chinese label), else one naming the field. */
const messageFor = (request: FastifyRequest, found: Found, value: unknown) => {
  const where = partLabel[found.part];
  if (found.inKey) return `${where}的字段名${CONTROL_CHARS_REFUSAL}`;
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[found.part];
  if (isParser(schema)) {
    const at = JSON.stringify(found.path);
    const own = schema
      .safeParse(value)
      .error?.issues.find((i) => JSON.stringify(i.path) === at && i.message.endsWith(CONTROL_CHARS_REFUSAL));
    if (own && own.message !== CONTROL_CHARS_REFUSAL) return own.message;
  }
  const field = found.path.join('.');
  return field ? `${where}字段 ${field} ${CONTROL_CHARS_REFUSAL}` : controlCharsMessage(where);
};

/**
 * The safety net under the schemas' own text rules: no control character in any parameter, query or body value
 * (or key) reaches a handler, whatever the route declares. Runs before validation, so the refusal names the
 * character and not some other missing field. Multipart fields and file names are checked where they are read
 * (platform/files/upload.ts).
 */
export const registerInputGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts: [Part, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const found = firstControlChar(part, value);
      if (found) throw requestRefusals.controlCharacters(messageFor(request, found, value));
    }
  });
};
