/** Placeholder until the page is built. */
export const DeptPage = () => <div>机构管理</div>;
