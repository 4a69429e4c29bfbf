import { FilterOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { CONTAINER_LIST_PATH } from '../wms-paths';

/** The list came with `?ids=` (the home page, a receipt): say so, and offer the whole list back. */
export const IdsFilterTag = ({ ids }: { ids: string }) => {
  const count = ids.split(',').filter(Boolean).length;
  return (
    <Space style={{ marginBottom: 12 }} data-testid="wms-ids-filter">
      <Tag icon={<FilterOutlined />} color="blue">
        按货箱筛选（{count}个）
      </Tag>
      <Link to={CONTAINER_LIST_PATH}>清除筛选</Link>
    </Space>
  );
};
