import { Space, type TableColumnsType, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { Access } from '../../../app/access';
import { DictLabel } from '../../../components/dict-select';
import type { DictRecord } from '../api';

export type DictLevel = 'parent' | 'entry';

export type DictRowActions = {
  view: (r: DictRecord) => void;
  edit: (r: DictRecord) => void;
  remove: (r: DictRecord) => void;
};

/** Columns of both dictionary tables; entries add their key. Row buttons follow dict_view/edit/delete. */
export const useDictColumns = (level: DictLevel, actions: DictRowActions): TableColumnsType<DictRecord> => {
  // Row buttons sit inside a clickable row: they must not also select the parent.
  const act = (fn: (r: DictRecord) => void, r: DictRecord) => (e: MouseEvent) => {
    e.stopPropagation();
    fn(r);
  };
  return [
    { title: '字典编号', dataIndex: 'code', ellipsis: true },
    ...(level === 'entry' ? [{ title: '字典键值', dataIndex: 'dictKey', width: 100, ellipsis: true }] : []),
    { title: '字典名称', dataIndex: 'dictValue', ellipsis: true },
    { title: '字典排序', dataIndex: 'sort', width: 80, align: 'center' },
    {
      title: '封存',
      dataIndex: 'isSealed',
      width: 70,
      align: 'center',
      render: (v: number) => <DictLabel code="yes_no" kind="system" value={v} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, r) => (
        <Space size={4}>
          <Access perm="dict_view">
            <Typography.Link onClick={act(actions.view, r)}>查看</Typography.Link>
          </Access>
          <Access perm="dict_edit">
            <Typography.Link onClick={act(actions.edit, r)}>编辑</Typography.Link>
          </Access>
          <Access perm="dict_delete">
            <Typography.Link type="danger" onClick={act(actions.remove, r)}>
              删除
            </Typography.Link>
          </Access>
        </Space>
      ),
    },
  ];
};
