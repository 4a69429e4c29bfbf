/** A menu (category 1) or button (category 2) as `menu/routes` and `menu/buttons` answer it. */
export type MenuNode = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string | null;
  /** an @ant-design/icons component name */
  source: string | null;
  category: number;
  /** buttons: 0 toolbar, 1 row, 2 both */
  action: number;
  sort: number;
  isOpen: number;
  children: MenuNode[];
};

/** A granted button; its `code` is a permission key (spec section 6). */
export type ButtonPerm = Omit<MenuNode, 'children'>;
