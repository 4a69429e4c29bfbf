import { z } from 'zod';

/** spec 1 §9: page size 10 by default; choices up to 200; enterprise pickers ask for 9999. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 30, 50, 100, 200] as const;
/** spec 1 §9: the dictionary screen defaults to 5, with choices 5 to 200. */
export const DICT_PAGE_SIZE = 5;
export const DICT_PAGE_SIZE_OPTIONS = [5, 10, 30, 50, 100, 200] as const;
/** spec 3 §9: batch-sign lists show 50. */
export const BATCH_SIGN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 9999;

export const pageQuery = z.object({
  current: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').default(1),
  size: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数不能小于1')
    .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const offsetOf = (q: PageQuery) => (q.current - 1) * q.size;
