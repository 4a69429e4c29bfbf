import {
  canEditInbound,
  canOpenInspection,
  canRemoveInbound,
  canShipperAudit,
  canWarehouseAudit,
} from '@kc/domain/inbound/status';
import { Button, Space, type TableColumnsType } from 'antd';
import { useAccess } from '../../../app/access';
import { columnWidth } from '../../../components/crud/column-widths';
import { QuantityText, WeightText } from '../../../components/measure-text';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import type { InboundRecord } from '../api';
import type { useInboundActions } from './use-inbound-actions';
import { useInboundParty } from './use-inbound-party';

type Actions = ReturnType<typeof useInboundActions>;

const text = (v: string | null) => v || '-';
/** yyyy-MM-dd HH:mm: a reservation is made to the minute. */
const toMinute = (v: string | null) => (v ? v.slice(0, 16) : '-');

/** Columns of the inbound list; each row offers what its status and the user's side allow. */
export const useInboundColumns = (actions: Actions): TableColumnsType<InboundRecord> => {
  const party = useInboundParty();
  const { can } = useAccess();
  const link = (label: string, onClick: () => void, extra?: { danger?: boolean; loading?: boolean }) => (
    <Button type="link" size="small" onClick={onClick} {...extra}>
      {label}
    </Button>
  );
  return [
    { title: '入库单号', dataIndex: 'code', width: 136 },
    { title: '货主', dataIndex: 'shipperName', ellipsis: true, render: text },
    { title: '仓库', dataIndex: 'warehouseName', ellipsis: true, render: text },
    { title: '仓储物', dataIndex: 'materialName', width: 70, ellipsis: true, render: text },
    { title: '预约时间', dataIndex: 'reserveTime', width: columnWidth.minute, render: toMinute },
    {
      title: '总重量',
      dataIndex: 'sumWeight',
      width: columnWidth.amount,
      render: (v: string | null, r) => <WeightText value={v} unit={r.weightUnit} unitName={r.weightUnitName} />,
    },
    {
      title: '总数量',
      dataIndex: 'sumQuantity',
      width: 90,
      render: (v: string | null, r) => <QuantityText value={v} unit={r.numberUnit} unitName={r.numberUnitName} />,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: number) => <StatusTag value={v} map={statusMaps.inbound} />,
    },
    { title: '创建时间', dataIndex: 'createTime', width: columnWidth.dateTime },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_: unknown, r) => {
        const shipper = party.isShipperOf(r);
        return (
          <Space size={0} wrap>
            {link('详情', () => actions.view(r))}
            {shipper && canEditInbound(r.status) && link('编辑', () => actions.edit(r))}
            {shipper && canRemoveInbound(r.status) && link('删除', () => actions.remove(r), { danger: true })}
            {shipper && canShipperAudit(r.status) && link('货主审核', () => actions.audit(r))}
            {party.isWarehouseOf(r) && canWarehouseAudit(r.status) && link('仓库入库', () => actions.audit(r))}
            {can('test_save') &&
              canOpenInspection(r.status) &&
              link('公检', () => void actions.inspect(r).catch(() => {}), { loading: actions.inspecting === r.id })}
          </Space>
        );
      },
    },
  ];
};
