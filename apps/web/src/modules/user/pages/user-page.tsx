/** Placeholder until the page is built. */
export const UserPage = () => <div>用户管理</div>;
