import type { MenuSearch } from '@kc/domain/system/menu';
import { Form, Input } from 'antd';
import { SearchForm } from '../../../../components/crud/search-form';

const trimmed = (v: MenuSearch) => ({
  name: v.name?.trim() || undefined,
  code: v.code?.trim() || undefined,
  alias: v.alias?.trim() || undefined,
});

export const MenuSearchForm = ({ onSearch }: { onSearch: (s: MenuSearch) => void }) => (
  <SearchForm<MenuSearch> name="menu-search" onSearch={(v) => onSearch(trimmed(v))}>
    <Form.Item name="name" label="菜单名称">
      <Input placeholder="请输入菜单名称" allowClear style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="code" label="菜单编号">
      <Input placeholder="请输入菜单编号" allowClear style={{ width: 160 }} />
    </Form.Item>
    <Form.Item name="alias" label="菜单别名">
      <Input placeholder="请输入菜单别名" allowClear style={{ width: 160 }} />
    </Form.Item>
  </SearchForm>
);
