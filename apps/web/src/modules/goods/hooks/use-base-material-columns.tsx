import { pricingModeLabels } from '@kc/domain/goods/base-material';
import { Button, Space, type TableColumnsType } from 'antd';
import { columnWidth } from '../../../components/crud/column-widths';
import { DictLabel } from '../../../components/dict-select';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { BaseMaterial } from '../api';

export type BaseMaterialRowActions = {
  /** The operator edits a category, a bank only views it (goods keepsCatalogue). */
  keeps: boolean;
  onEdit: (r: BaseMaterial) => void;
  onBankDetail: (r: BaseMaterial) => void;
  onRemove: (r: BaseMaterial) => void;
};

const text = (v: string | null) => v || '-';

export const useBaseMaterialColumns = (actions: BaseMaterialRowActions): TableColumnsType<BaseMaterial> => [
  { title: '类别编码', dataIndex: 'code', width: 140, ellipsis: true },
  { title: '仓储物名称', dataIndex: 'name', ellipsis: true },
  { title: '计价方式', dataIndex: 'pricingMode', width: 100, render: (v: number) => pricingModeLabels[v] ?? '-' },
  {
    title: '重量单位',
    dataIndex: 'weightUnit',
    width: 100,
    render: (v: string | null) => (v ? <DictLabel code="weight_unit" value={v} /> : '-'),
  },
  {
    title: '数量单位',
    dataIndex: 'numberUnit',
    width: 100,
    render: (v: string | null) => (v ? <DictLabel code="number_unit" value={v} /> : '-'),
  },
  { title: '排序', dataIndex: 'sort', width: 80 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (v: number) => <StatusTag value={v} map={statusMaps.material} />,
  },
  { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime, render: text },
  {
    title: '操作',
    key: 'actions',
    width: 190,
    fixed: 'right',
    render: (_: unknown, r: BaseMaterial) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => actions.onEdit(r)}>
          {actions.keeps ? '编辑' : '查看'}
        </Button>
        <Button type="link" size="small" onClick={() => actions.onBankDetail(r)}>
          银行明细
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
