import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

const BackHome = () => {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/home')}>
      返回首页
    </Button>
  );
};

export const NotFoundPage = () => (
  <Result status="404" title="404" subTitle="抱歉，您访问的页面不存在。" extra={<BackHome />} />
);

export const ForbiddenPage = () => (
  <Result status="403" title="403" subTitle="抱歉，您无权访问此页面。" extra={<BackHome />} />
);
