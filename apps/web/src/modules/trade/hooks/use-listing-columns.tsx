import { listingAllows } from '@kc/domain/trade/listing';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { MoneyText } from '../../../components/money-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { receiptDetailPath } from '../../receipt';
import type { ListingRecord } from '../api';
import type { useListingActions } from './use-listing-actions';
import { useTradeParty } from './use-trade-party';

type Actions = ReturnType<typeof useListingActions>;

const text = (v: string | null) => v || '-';

/** Columns of the listing list; each row offers what its status and the user's side allow (listingMachine). */
export const useListingColumns = (actions: Actions): TableColumnsType<ListingRecord> => {
  const party = useTradeParty();
  const link = (label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );
  return [
    { title: '货物名称', dataIndex: 'name', ellipsis: true },
    { title: '类别', dataIndex: 'materialName', width: 80, ellipsis: true, render: text },
    {
      title: '来源',
      dataIndex: 'source',
      width: columnWidth.code,
      render: (_: number, r) =>
        r.billId ? <Link to={receiptDetailPath(r.billId)}>{r.billCode}</Link> : r.sourceName || '-',
    },
    {
      title: '单价（元）',
      dataIndex: 'price',
      width: 100,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    {
      title: '总重量',
      dataIndex: 'totalWeight',
      width: 100,
      render: (v: string, r) => <WeightText value={v} unit={r.weightUnit} unitName={r.weightUnitName} />,
    },
    {
      title: '总数量',
      dataIndex: 'totalQuantity',
      width: columnWidth.amount,
      render: (v: string, r) => <QuantityText value={v} unit={r.numberUnit} unitName={r.numberUnitName} />,
    },
    { title: '供方', dataIndex: 'supplierName', ellipsis: true, render: text },
    {
      title: '状态',
      dataIndex: 'auditStatus',
      width: 90,
      render: (v: number) => <StatusTag value={v} map={statusMaps.listing} />,
    },
    {
      title: '提交时间',
      dataIndex: 'submitTime',
      width: columnWidth.minute,
      render: (v: string | null) => v?.slice(0, 16) || '-',
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, r) => {
        const own = party.owns(r.supplierId);
        return (
          <Space size={0} wrap>
            {link('查看', () => actions.view(r))}
            {party.isPlatform && listingAllows('pass', r.auditStatus) && link('审核', () => actions.view(r))}
            {own && listingAllows('save', r.auditStatus) && link('编辑', () => actions.edit(r))}
            {own && listingAllows('offShelf', r.auditStatus) && link('下架', () => actions.offShelf(r))}
            {own && listingAllows('remove', r.auditStatus) && link('删除', () => actions.remove(r), true)}
          </Space>
        );
      },
    },
  ];
};
