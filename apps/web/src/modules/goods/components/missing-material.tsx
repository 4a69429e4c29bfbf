import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MATERIAL_LIST_PATH } from './goods-paths';

/** Shown when a page opened without the category it belongs to (no materialId), or it failed to load. */
export const MissingMaterial = ({ title = '未指定仓储物类别' }: { title?: string }) => {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={() => navigate(MATERIAL_LIST_PATH)}>
          返回
        </Button>
      }
    />
  );
};
