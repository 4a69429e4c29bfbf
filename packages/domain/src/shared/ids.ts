import { z } from 'zod';
import { commonMessages } from './messages';

const ID = /^\d{1,19}$/;

/** One record id (ids are strings of digits in JSON, API.md). */
export const idField = z.string({ error: 'id 不能为空' }).trim().regex(ID, 'id 格式错误');

/** An optional parent id: empty means top level ('0'). */
export const parentIdField = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? '0' : String(v).trim()))
  .pipe(z.string().regex(/^(0|\d{1,19})$/, '上级 id 格式错误'));

/**
 * `ids` as the BladeX remove and grant calls send them: comma-joined, or an array. Empty is the spec's
 * '请选择至少一条数据!' (spec 1 §5 Deletion).
 */
export const idsField = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: commonMessages.selectAtLeastOne })
  .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().regex(ID, 'id 格式错误'))
      .min(1, commonMessages.selectAtLeastOne)
      .max(1000, '一次最多选择1000条数据')
      .transform((a) => [...new Set(a)]),
  );

/** Like idsField, but an empty list is allowed (a grant that removes every menu). */
export const optionalIdsField = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .nullable()
  .transform((v) =>
    v == null
      ? []
      : [...new Set((Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))],
  )
  .pipe(z.array(z.string().regex(ID, 'id 格式错误')).max(10000, '一次最多选择10000条数据'));

export const idQuery = z.object({ id: idField });
