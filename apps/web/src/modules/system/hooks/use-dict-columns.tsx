import type { TableColumnsType } from 'antd';
import { StatusTag } from '../../../components/status-tag';
import type { DictEntry } from '../../../components/use-dict';
import type { DictParent } from '../api';

const sealed = { 0: { label: '否', tone: 'success' }, 1: { label: '是', tone: 'warning' } } as const;

const sealedColumn = {
  title: '封存',
  dataIndex: 'isSealed',
  width: 80,
  align: 'center' as const,
  render: (v: number) => <StatusTag value={v} map={sealed} />,
};

export const useDictParentColumns = (): TableColumnsType<DictParent> => [
  { title: '字典编号', dataIndex: 'code', ellipsis: true },
  { title: '字典名称', dataIndex: 'dictValue', ellipsis: true },
  { title: '排序', dataIndex: 'sort', width: 70, align: 'center' },
  sealedColumn,
];

export const useDictEntryColumns = (): TableColumnsType<DictEntry> => [
  { title: '字典键值', dataIndex: 'dictKey', width: 110 },
  { title: '字典名称', dataIndex: 'dictValue', ellipsis: true },
  { title: '排序', dataIndex: 'sort', width: 70, align: 'center' },
  sealedColumn,
  { title: '备注', dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
];
