import { CONTRACT_TEMPLATE_TYPE_DICT, templateMaterialsText } from '@kc/domain/contract/template';
import { Button, Space, type TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DictLabel } from '../../../components/dict-select';
import type { ContractTemplatePageRow } from '../api';

export type ContractTemplateRowActions = {
  /** The platform operator edits and deletes; anyone else holding the menu only views. */
  keeps: boolean;
  onEdit: (r: ContractTemplatePageRow) => void;
  onView: (r: ContractTemplatePageRow) => void;
  onRemove: (r: ContractTemplatePageRow) => void;
};

export const useContractTemplateColumns = (
  actions: ContractTemplateRowActions,
): TableColumnsType<ContractTemplatePageRow> => [
  { title: '模板名称', dataIndex: 'name', ellipsis: true },
  {
    title: '模板类型',
    dataIndex: 'templateType',
    width: 140,
    render: (v: string) => <DictLabel code={CONTRACT_TEMPLATE_TYPE_DICT} value={v} />,
  },
  {
    title: '适用类别',
    dataIndex: 'materialNames',
    width: 200,
    ellipsis: true,
    render: (v: string[]) => templateMaterialsText(v),
  },
  { title: '条款数', dataIndex: 'clauseCount', width: 80 },
  { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime, render: (v: string | null) => v || '-' },
  { title: '更新时间', dataIndex: 'updateTime', width: columnWidth.dateTime, render: (v: string | null) => v || '-' },
  {
    title: '操作',
    key: 'actions',
    width: actions.keeps ? 160 : 80,
    fixed: 'right',
    render: (_: unknown, r: ContractTemplatePageRow) => (
      <Space size={0}>
        {actions.keeps && (
          <Button type="link" size="small" onClick={() => actions.onEdit(r)}>
            编辑
          </Button>
        )}
        <Button type="link" size="small" onClick={() => actions.onView(r)}>
          查看
        </Button>
        {actions.keeps && (
          <Button type="link" size="small" danger onClick={() => actions.onRemove(r)}>
            删除
          </Button>
        )}
      </Space>
    ),
  },
];
