import { demandAllows } from '@kc/domain/trade/demand';
import { Button, Space, type TableColumnsType } from 'antd';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import type { DemandRecord } from '../api';
import { DemandStatusTag } from '../components/demand-status-tag';
import { tradeAttrsText } from '../components/trade-attrs-text';
import type { useDemandActions } from './use-demand-actions';
import { useTradeParty } from './use-trade-party';

type Actions = ReturnType<typeof useDemandActions>;

const text = (v: string | null) => v || '-';

/** Columns of the demand list: the buyer's own rows offer edit, close and remove (demandMachine). */
export const useDemandColumns = (actions: Actions): TableColumnsType<DemandRecord> => {
  const party = useTradeParty();
  const link = (label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );
  return [
    { title: '求购名称', dataIndex: 'name', ellipsis: true },
    { title: '类别', dataIndex: 'materialName', width: 80, ellipsis: true, render: text },
    { title: '属性要求', dataIndex: 'attrs', ellipsis: true, render: (_: unknown, r) => tradeAttrsText(r.attrs) },
    {
      title: '求购重量',
      dataIndex: 'totalWeight',
      width: 110,
      render: (v: string | null, r) => <WeightText value={v} unit={r.weightUnit} unitName={r.weightUnitName} />,
    },
    {
      title: '求购数量',
      dataIndex: 'totalQuantity',
      width: 100,
      render: (v: string | null, r) => <QuantityText value={v} unit={r.numberUnit} unitName={r.numberUnitName} />,
    },
    {
      title: '期望单价（元）',
      dataIndex: 'price',
      width: 120,
      align: 'right',
      render: (v: string | null) => <MoneyText value={v} />,
    },
    { title: '买方', dataIndex: 'buyerName', ellipsis: true, render: text },
    { title: '有效期至', dataIndex: 'validUntil', width: 100 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number, r) => <DemandStatusTag status={v} expired={r.expired} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, r) => {
        const own = party.owns(r.buyerId);
        return (
          <Space size={0} wrap>
            {link('查看', () => actions.view(r))}
            {own && demandAllows('save', r.status) && link('编辑', () => actions.edit(r))}
            {own && demandAllows('close', r.status) && link('关闭', () => actions.close(r))}
            {own && demandAllows('remove', r.status) && link('删除', () => actions.remove([r.id]), true)}
          </Space>
        );
      },
    },
  ];
};
