import { Space, type TableColumnsType, Typography } from 'antd';
import { DictLabel } from '../../../../components/dict-select';
import type { ScopeKind, ScopeRow } from '../api';

type Actions<K extends ScopeKind> = {
  view: (row: ScopeRow<K>) => void;
  edit: (row: ScopeRow<K>) => void;
  remove: (row: ScopeRow<K>) => void;
};

const typeDict = { api: 'api_scope_type', data: 'data_scope_type' } as const;

export const useScopeColumns = <K extends ScopeKind>(kind: K, a: Actions<K>): TableColumnsType<ScopeRow<K>> => [
  { title: kind === 'api' ? '权限名称' : '数据权限名称', dataIndex: 'scopeName', ellipsis: true },
  { title: kind === 'api' ? '权限编号' : '数据权限编号', dataIndex: 'resourceCode', ellipsis: true },
  kind === 'api'
    ? { title: '权限路径', dataIndex: 'scopePath', ellipsis: true }
    : { title: '权限字段', dataIndex: 'scopeColumn', ellipsis: true },
  {
    title: kind === 'api' ? '接口类型' : '规则类型',
    dataIndex: 'scopeType',
    width: 130,
    render: (v: number) => <DictLabel code={typeDict[kind]} kind="system" value={v} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 150,
    render: (_: unknown, row) => (
      <Space size="small">
        <Typography.Link onClick={() => a.view(row)}>查看</Typography.Link>
        <Typography.Link onClick={() => a.edit(row)}>编辑</Typography.Link>
        <Typography.Link type="danger" onClick={() => a.remove(row)}>
          删除
        </Typography.Link>
      </Space>
    ),
  },
];
