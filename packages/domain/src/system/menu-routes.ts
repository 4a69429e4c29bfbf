import { z } from 'zod';
import { idQuery, parentIdField } from '../shared/ids';
import { defineRoute, idsInput } from '../shared/route';
import { menuDetail, menuForm, menuNode, menuRow, menuSaved, menuSearch, menuTreeOption } from './menu';

const BASE = '/api/kc-system/menu';

/** menu/lazy-list: the children of one menu, or (parentId 0 with a search) the matching menus. */
export const menuLazyQuery = menuSearch.extend({ parentId: parentIdField });

/**
 * Menus (菜单, kc-system/menu): the caller's own menus and buttons, and the menu admin. Served by the server's
 * system module, called by the web's session queries and system module.
 */
export const menuRoutes = {
  /** The caller's menu tree. */
  routes: defineRoute({ method: 'GET', path: `${BASE}/routes`, answer: z.array(menuNode) }),
  /** The caller's buttons, flat (each with empty children). */
  buttons: defineRoute({ method: 'GET', path: `${BASE}/buttons`, answer: z.array(menuNode) }),
  lazyList: defineRoute({ method: 'GET', path: `${BASE}/lazy-list`, query: menuLazyQuery, answer: z.array(menuRow) }),
  list: defineRoute({ method: 'GET', path: `${BASE}/list`, query: menuSearch, answer: z.array(menuRow) }),
  tree: defineRoute({ method: 'GET', path: `${BASE}/tree`, answer: z.array(menuTreeOption) }),
  detail: defineRoute({ method: 'GET', path: `${BASE}/detail`, query: idQuery, answer: menuDetail }),
  submit: defineRoute({ method: 'POST', path: `${BASE}/submit`, body: menuForm, answer: menuSaved }),
  remove: defineRoute({ method: 'POST', path: `${BASE}/remove`, ...idsInput, answer: z.literal(true) }),
} as const;
