import { pricingModeLabels } from '@kc/domain/goods/base-material';
import { financingGoodsTypeLabels } from '@kc/domain/goods/financing';
import type { TableColumnsType } from 'antd';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { FinancingGoods } from '../api';
import { type RowActions, rowActionsColumn } from './use-bank-detail-columns';

const text = (v: string | null) => v || '-';

export const useFinancingGoodsColumns = (actions: RowActions<FinancingGoods>): TableColumnsType<FinancingGoods> => [
  { title: '金融机构', dataIndex: 'bankName', width: 180, ellipsis: true, render: text },
  { title: '编码', dataIndex: 'code', width: 120, ellipsis: true },
  { title: '名称', dataIndex: 'name', width: 160, ellipsis: true },
  { title: '类型', dataIndex: 'type', width: 80, render: (v: number) => financingGoodsTypeLabels[v] ?? '-' },
  { title: '计价方式', dataIndex: 'pricingMode', width: 100, render: (v: number) => pricingModeLabels[v] ?? '-' },
  { title: '包含类别', dataIndex: 'materialNames', ellipsis: true, render: text },
  { title: '排序', dataIndex: 'sort', width: 80 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (v: number) => <StatusTag value={v} map={statusMaps.material} />,
  },
  rowActionsColumn(actions),
];
