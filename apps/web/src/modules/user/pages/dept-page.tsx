import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DeptNode } from '@kc/domain/system/dept';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTenantMode } from '../../../app/tenant-mode';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { useSearchQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type DeptSearch, useDeptList, useRemoveDept } from '../dept/dept-api';
import { type DeptEditing, DeptFormModal } from '../dept/dept-form-modal';
import { DeptSearchForm } from '../dept/dept-search-form';
import { useDeptColumns } from '../dept/use-dept-columns';

const valuesOf = (row: DeptNode) => ({
  id: row.id,
  deptName: row.deptName,
  parentId: row.parentId === '0' ? undefined : row.parentId,
  sort: row.sort,
  tenantId: row.tenantId,
});

/** /system/dept: the departments (organisations) of the tenant, as a tree. */
export const DeptPage = () => {
  const tenantMode = useTenantMode();
  const { query: search, search: setSearch } = useSearchQuery<DeptSearch>({});
  const { data, isFetching } = useDeptList(search);
  const selection = useSelection<DeptNode>();
  const confirmRemove = useConfirmRemove();
  const remove = useRemoveDept();
  const [editing, setEditing] = useState<DeptEditing | null>(null);
  const removeIds = (ids: string[]) => confirmRemove(ids, (list) => remove.mutateAsync(list), selection.clear);
  const columns = useDeptColumns(tenantMode, {
    addChild: (row) => setEditing({ mode: 'add', values: { parentId: row.id, tenantId: row.tenantId } }),
    view: (row) => setEditing({ mode: 'view', values: valuesOf(row) }),
    edit: (row) => setEditing({ mode: 'edit', values: valuesOf(row) }),
    remove: (row) => removeIds([row.id]),
  });
  return (
    <ListCard>
      <DeptSearchForm tenantMode={tenantMode} onSearch={setSearch} />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'add', values: {} })}>
          新增
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => removeIds(selection.ids)}>
          删除
        </Button>
      </Space>
      <DataTable<DeptNode>
        data-testid="dept-table"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        rowSelection={selection.rowSelection}
        pagination={false}
      />
      <DeptFormModal editing={editing} onClose={() => setEditing(null)} />
    </ListCard>
  );
};
