import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Page } from '@kc/domain/shared/envelope';
import type { DictFormInput } from '@kc/domain/system/dict';
import { Button, Space, type TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { Access } from '../../../app/access';
import { DataTable } from '../../../components/crud/data-table';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { useSelection } from '../../../components/crud/use-selection';
import type { DictKind, DictRecord } from '../api';
import { useDictMutations } from '../hooks/use-dict-admin';
import { type DictLevel, useDictColumns } from '../hooks/use-dict-columns';
import { type DictEditor, DictFormModal, dictFormValues } from './dict-form-modal';

export type DictRowsProps = {
  kind: DictKind;
  level: DictLevel;
  page: Page<DictRecord> | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The values a new row starts with (an entry: its parent's id and code). */
  addDefaults: Partial<DictFormInput>;
  selectedId?: string;
  onRowClick?: (r: DictRecord) => void;
  onSaved?: (r: DictRecord) => void;
  onRemoved?: (ids: string[]) => void;
};

/** Toolbar, table and dialog of one level of a dictionary screen (parents or entries). */
export const DictRows = ({ kind, level, page, loading, pagination, addDefaults, ...on }: DictRowsProps) => {
  const selection = useSelection<DictRecord>();
  const confirmRemove = useConfirmRemove();
  const { save, remove } = useDictMutations(kind);
  const [editor, setEditor] = useState<DictEditor>();
  const removeIds = (ids: string[]) =>
    confirmRemove(ids, remove, () => {
      selection.clear();
      on.onRemoved?.(ids);
    });
  const columns = useDictColumns(level, {
    view: (r) => setEditor({ mode: 'view', values: dictFormValues(r) }),
    edit: (r) => setEditor({ mode: 'edit', values: dictFormValues(r) }),
    remove: (r) => removeIds([r.id]),
  });
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Access perm="dict_add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditor({ mode: 'add', values: { sort: 1, isSealed: 0, ...addDefaults } })}
          >
            新增
          </Button>
        </Access>
        <Access perm="dict_delete">
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => {
              const rows = selection.requireSome();
              if (rows) removeIds(rows.map((r) => r.id));
            }}
          >
            删除
          </Button>
        </Access>
      </Space>
      <DataTable<DictRecord>
        size="small"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        rowSelection={selection.rowSelection}
        pagination={pagination}
        data-testid={level === 'parent' ? 'dict-parents' : 'dict-entries'}
        rowClassName={(r) => (r.id === on.selectedId ? 'ant-table-row-selected' : '')}
        onRow={on.onRowClick ? (r) => ({ onClick: () => on.onRowClick?.(r), style: { cursor: 'pointer' } }) : undefined}
      />
      {/* Mounted only while open: two hidden dialogs would repeat the search form's field labels. */}
      {editor && (
        <DictFormModal
          editor={editor}
          onClose={() => setEditor(undefined)}
          onSubmit={async (v) => on.onSaved?.(await save(v))}
        />
      )}
    </>
  );
};
