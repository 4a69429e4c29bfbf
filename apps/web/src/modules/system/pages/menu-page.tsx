/** Placeholder until the page is built. */
export const MenuPage = () => <div>菜单管理</div>;
