import { type ContractAction, type ProductFormValue, productFormLabels } from '@kc/domain/contract/status';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { MoneyText } from '../../../components/money-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { ContractRecord } from '../api';
import { contractDetailPath } from '../contract-paths';
import type { ContractActions } from './use-contract-actions';

const text = (v: string | null) => v || '-';

/** The row buttons, in this order, each shown only when the record's `actions` holds it. */
const rowActions: { action: ContractAction; label: string; danger?: boolean }[] = [
  { action: 'edit', label: '编辑' },
  { action: 'confirm', label: '确认' },
  { action: 'sign', label: '签章' },
  { action: 'void', label: '作废', danger: true },
  { action: 'download', label: '下载' },
];

export const useContractColumns = (actions: ContractActions): TableColumnsType<ContractRecord> => {
  const run = (action: ContractAction, r: ContractRecord) => {
    if (action === 'download') void actions.download(r);
    else if (action === 'edit' || action === 'confirm' || action === 'sign' || action === 'void') actions[action](r);
  };
  return [
    {
      title: '合同编号',
      dataIndex: 'code',
      width: columnWidth.code,
      render: (v: string, r) => <Link to={contractDetailPath(r.id)}>{v}</Link>,
    },
    { title: '产品类别', dataIndex: 'materialName', ellipsis: true, render: text },
    {
      title: '产品依据',
      dataIndex: 'productForm',
      width: 90,
      render: (v: number) => productFormLabels[v as ProductFormValue] ?? '-',
    },
    { title: '供方', dataIndex: 'shipperName', ellipsis: true, render: text },
    { title: '需方', dataIndex: 'buyerName', ellipsis: true, render: text },
    {
      title: '合同总价（元）',
      dataIndex: 'totalAmount',
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: columnWidth.status,
      render: (v: number, r) => (
        <span title={r.statusName}>
          <StatusTag value={v} map={statusMaps.contract} />
        </span>
      ),
    },
    { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime, render: text },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => actions.view(r)}>
            查看
          </Button>
          {rowActions
            .filter((a) => r.actions.includes(a.action))
            .map((a) => (
              <Button
                key={a.action}
                type="link"
                size="small"
                danger={a.danger}
                data-testid={`contract-row-${a.action}`}
                loading={a.action === 'download' && actions.downloading === r.id}
                onClick={() => run(a.action, r)}
              >
                {a.label}
              </Button>
            ))}
        </Space>
      ),
    },
  ];
};
