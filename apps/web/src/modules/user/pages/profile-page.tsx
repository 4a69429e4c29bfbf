/** Placeholder until the page is built. */
export const ProfilePage = () => <div>个人信息</div>;
