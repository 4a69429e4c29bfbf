import { z } from 'zod';
import { pageOf } from '../shared/envelope';
import { idQuery } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import { lineText } from '../shared/text';
import { type DictKind, dictChildQuery, dictDetail, dictForm, dictParentQuery, dictRecord, dictTreeNode } from './dict';

/**
 * The entries of one dictionary by its code (the label lookups every screen makes).
 * Kept to this file (not exported) as it was in the server's route: its message has no refusal reason of its own
 * yet (the input check, scripts/checks/input-reasons.ts, lists exported schemas), so a refusal still answers
 * request.invalid; giving it a reason would change the answer, which moving the route must not do.
 */
const dictCodeQuery = z.strictObject({
  code: lineText('字典编号').trim().min(1, '请提供字典编号 code').max(100, '字典编号最多100个字符'),
});

const entriesOf = (path: string) =>
  defineRoute({ method: 'GET', path, query: dictCodeQuery, answer: z.array(dictRecord) });

/** The admin calls of one family of dictionaries; both families share them under their own base. */
const dictFamily = (base: string) => ({
  dictionary: entriesOf(`${base}/dictionary`),
  list: defineRoute({ method: 'GET', path: `${base}/list`, query: dictParentQuery, answer: pageOf(dictRecord) }),
  parentList: defineRoute({
    method: 'GET',
    path: `${base}/parent-list`,
    query: dictParentQuery,
    answer: pageOf(dictRecord),
  }),
  childList: defineRoute({
    method: 'GET',
    path: `${base}/child-list`,
    query: dictChildQuery,
    answer: pageOf(dictRecord),
  }),
  tree: defineRoute({ method: 'GET', path: `${base}/tree`, answer: z.array(dictTreeNode) }),
  detail: defineRoute({ method: 'GET', path: `${base}/detail`, query: idQuery, answer: dictDetail }),
  submit: defineRoute({ method: 'POST', path: `${base}/submit`, body: dictForm, answer: dictRecord }),
  remove: defineRoute({ method: 'POST', path: `${base}/remove`, ...idsInput, answer: z.null() }),
});

/**
 * Dictionaries (字典, kc-system/dict and kc-system/dict-biz): the label lookups and both admins, one family per
 * kind. Served by the server's system module, called by the web's system module and the label hooks.
 */
export const dictRoutes: Record<DictKind, ReturnType<typeof dictFamily>> = {
  system: dictFamily('/api/kc-system/dict'),
  biz: dictFamily('/api/kc-system/dict-biz'),
};

/** The business dictionary's entries under the business service's path (older clients call it). */
export const bizDictionaryRoute = entriesOf('/api/kc-flrk/common/biz_dictionary');
