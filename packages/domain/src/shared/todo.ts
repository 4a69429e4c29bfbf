import { z } from 'zod';
import { dateTimeText, idString } from './envelope';

/**
 * spec 3 §2 Home dashboard to-do tabs: each tab shows at most the first 5 rows, a 'view more' link to its list and a
 * 'detail' per row. Each module answers its own tab from one query (its `todo` call): the rows waiting for the
 * caller's enterprise or role, newest first, and how many there are in all.
 */
export const TODO_ROWS = 5;

export const todoRow = z.object({
  id: idString,
  /** what the row is about: a contract or application code */
  title: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** what the caller is to do now */
  action: z.string(),
  createTime: dateTimeText,
  /** the row's detail screen (spec 3 §2 detail paths) */
  path: z.string(),
});
export type TodoRow = z.infer<typeof todoRow>;

export const todoAnswer = z.object({
  total: z.number().int(),
  /** the tab's list screen ('view more') */
  listPath: z.string(),
  records: z.array(todoRow),
});
export type TodoAnswer = z.infer<typeof todoAnswer>;
