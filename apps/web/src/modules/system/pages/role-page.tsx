/** Placeholder until the page is built. */
export const RolePage = () => <div>角色管理</div>;
