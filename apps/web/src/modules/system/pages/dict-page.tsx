/** Placeholder until the page is built. */
export const DictPage = () => <div>系统字典</div>;
