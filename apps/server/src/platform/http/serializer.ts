import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type SchemaInput = { schema: unknown; method: string; url: string };

const zodOf = (schema: unknown): $ZodType => {
  if (schema instanceof $ZodType) return schema;
  throw new Error('应答必须用 zod 声明（packages/domain 中的结构）');
};

/** Paths of fields the answer carries but its schema does not declare (the schema would silently drop them). */
export const undeclaredFields = (given: unknown, kept: unknown, at = ''): string[] => {
  if (Array.isArray(given) && Array.isArray(kept)) {
    return given.flatMap((g, i) => undeclaredFields(g, kept[i], `${at}[${i}]`));
  }
  if (given && kept && typeof given === 'object' && typeof kept === 'object' && !(given instanceof Date)) {
    return Object.entries(given as Record<string, unknown>).flatMap(([key, value]) => {
      if (value === undefined) return [];
      const path = at ? `${at}.${key}` : key;
      return key in (kept as object) ? undeclaredFields(value, (kept as Record<string, unknown>)[key], path) : [path];
    });
  }
  return [];
};

/**
 * Answers are written through the route's declared zod schema (STYLE.md 11). In strict mode (tests and browser
 * journeys) a field the schema does not declare is an error instead of being dropped, so a schema that forgets a
 * field the web reads fails a test rather than a user.
 */
export const createResponseSerializer =
  (opts: { strict: boolean }) =>
  ({ schema, method, url }: SchemaInput) => {
    const zod = zodOf(schema);
    return (data: unknown) => {
      const result = safeEncode(zod, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      if (opts.strict) {
        const extra = undeclaredFields(data, result.data);
        if (extra.length > 0) {
          const message = `应答含有结构未声明的字段：${extra.slice(0, 10).join(', ')}`;
          const cause = Object.assign(new Error(message), { issues: [], type: 'undeclared' });
          throw new ResponseSerializationError(method, url, { cause: cause as never });
        }
      }
      return JSON.stringify(result.data);
    };
  };
