import { z } from 'zod';
import { idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { parentIdField } from '../shared/ids';
import { lineText, multilineText } from '../shared/text';

/** A menu (category 1) or button (category 2) as `menu/routes` and `menu/buttons` answer it, without its children. */
export const buttonPerm = z.object({
  id: idString,
  parentId: idString,
  code: z.string(),
  name: z.string(),
  alias: z.string(),
  path: z.string().nullable(),
  /** an @ant-design/icons component name */
  source: z.string().nullable(),
  category: z.number().int(),
  /** buttons: 0 toolbar, 1 row, 2 both */
  action: z.number().int(),
  sort: z.number().int(),
  isOpen: z.number().int(),
});
/** A granted button; its `code` is a permission key (spec section 6). */
export type ButtonPerm = z.infer<typeof buttonPerm>;
export type MenuNode = ButtonPerm & { children: MenuNode[] };
/** A node of `menu/routes` (the caller's menu tree); `menu/buttons` answers them flat, with empty children. */
export const menuNode: z.ZodType<MenuNode, MenuNode> = buttonPerm.extend({ children: z.array(z.lazy(() => menuNode)) });

/** spec 1 §5 Menu: the required-field messages, in form order. */
export const menuMessages = {
  name: '请输入菜单名称',
  path: '请输入路由地址',
  source: '请输入菜单图标',
  code: '请输入菜单编号',
  category: '请选择菜单类型',
  alias: '请输入菜单别名',
  action: '请选择按钮功能',
  sort: '请输入菜单排序',
  codeTaken: '菜单编号已存在',
  badParent: '上级菜单不能选择自身、其下级或按钮',
  hasChildren: '请先删除子节点!',
} as const;

/** Every refusal of the menu admin (spec 1 §5 Menu), with its stable reason (`menu.code_taken`). */
export const menuRefusals = defineRefusals('menu', {
  codeTaken: [400, menuMessages.codeTaken],
  badParent: [400, menuMessages.badParent],
  hasChildren: [400, menuMessages.hasChildren],
});

/** '' and null count as not filled in (a cleared form field). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

const text = (label: string, required: string, max: number) =>
  lineText(label, { error: required }).trim().min(1, required).max(max, `请最多输入${max}个字符`);

const oneOf = (values: readonly number[], message: string) =>
  z.preprocess(
    blank,
    z.coerce.number({ error: message }).refine((v) => values.includes(v), message),
  );

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

export const menuForm = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^\d{1,19}$/, 'id 格式错误')
      .optional(),
    parentId: parentIdField,
    name: text('菜单名称', menuMessages.name, 50),
    path: text('路由地址', menuMessages.path, 255),
    source: text('菜单图标', menuMessages.source, 100),
    code: text('菜单编号', menuMessages.code, 64),
    category: oneOf([1, 2], menuMessages.category),
    alias: text('菜单别名', menuMessages.alias, 50),
    action: z.preprocess(blank, oneOf([0, 1, 2], menuMessages.action).optional()),
    sort: z.preprocess(blank, z.coerce.number({ error: menuMessages.sort }).int(menuMessages.sort)),
    isOpen: z.preprocess(blank, oneOf([0, 1], '新窗口取值有误').optional()),
    remark: z.preprocess(blank, multilineText('备注').trim().max(255, '备注最多255个字符').optional()),
  })
  .superRefine((v, c) => {
    // spec 1 §5: the button action is required for buttons only.
    if (v.category === MENU_CATEGORY.button && v.action === undefined) {
      c.addIssue({ code: 'custom', path: ['action'], message: menuMessages.action });
    }
  });
export type MenuForm = z.infer<typeof menuForm>;
/** What a form sends (strings from selects, numbers from inputs; the schema coerces). */
export type MenuFormInput = z.input<typeof menuForm>;

export const menuSearch = z.object({
  name: lineText('菜单名称').trim().max(50).optional(),
  code: lineText('菜单编号').trim().max(100).optional(),
  alias: lineText('菜单别名').trim().max(50).optional(),
});
export type MenuSearch = z.infer<typeof menuSearch>;

/** A row of the menu admin list: lazy-list answers it without children, list with its children. */
export type MenuRow = ButtonPerm & { remark: string | null; hasChildren: boolean; children?: MenuRow[] };
export const menuRow: z.ZodType<MenuRow, MenuRow> = buttonPerm.extend({
  remark: z.string().nullable(),
  hasChildren: z.boolean(),
  children: z.array(z.lazy(() => menuRow)).optional(),
});
export const menuDetail = buttonPerm.extend({ remark: z.string().nullable(), parentName: z.string().nullable() });
export type MenuDetail = z.infer<typeof menuDetail>;
export type MenuTreeOption = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children: MenuTreeOption[];
};
/** A node of the menu picker (menu/tree): category-1 menus only. */
export const menuTreeOption: z.ZodType<MenuTreeOption, MenuTreeOption> = z.object({
  id: idString,
  parentId: idString,
  title: z.string(),
  key: z.string(),
  value: z.string(),
  children: z.array(z.lazy(() => menuTreeOption)),
});
/** menu/submit answers the saved menu's id. */
export const menuSaved = z.object({ id: idString });

/** A region under its parent code (region/lazy-list, the address pickers). */
export const regionOption = z.object({
  code: z.string(),
  parentCode: z.string(),
  name: z.string(),
  level: z.number().int(),
  hasChildren: z.boolean(),
});
export const tenantOption = z.object({ tenantId: z.string(), tenantName: z.string() });
