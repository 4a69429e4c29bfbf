import { outboundDetailPath } from '@kc/domain/outbound/status';
import { pickupMessages, pickupOffered } from '@kc/domain/release/pickup';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { DataTable } from '../../../components/crud/data-table';
import { type PrePickupBill, type ReleaseDetail, releaseApi, releaseKeys, useReleaseMutations } from '../api';

/**
 * 发起提货 (spec 3 §4 Pick-up, §5): the release's shipper (ccb_release_pickup_shipper) at 50 ticks the receipts to
 * pick up ('请选择要提货的仓单！' when none); the button is disabled unless every listed receipt is in effect. The
 * outbound order it creates (status 10) opens next.
 */
export const PickupButton = ({ release: r }: { release: ReleaseDetail }) => {
  const { message } = App.useApp();
  const { can } = useAccess();
  const navigate = useNavigate();
  const { pickup } = useReleaseMutations();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const mayPickUp = r.status === 50 && r.sides.includes('shipper') && can('ccb_release_pickup_shipper');
  const { data } = useQuery({
    queryKey: releaseKeys.part(r.id, 'prePickup'),
    queryFn: () => releaseApi.prePickup(r.id),
    enabled: mayPickUp,
  });
  if (!mayPickUp) return null;
  const bills = data ?? [];
  const offered = pickupOffered(r.status, bills);
  const submit = async () => {
    if (chosen.length === 0) {
      void message.error(pickupMessages.noBills);
      return;
    }
    const id = await pickup.mutateAsync({ pickUpGoodsId: r.id, warehouseBillIds: chosen, status: 10 });
    void message.success('操作成功');
    setOpen(false);
    navigate(outboundDetailPath(id, r.thCode ?? r.releaseCode));
  };
  const columns: TableColumnsType<PrePickupBill> = [
    { title: '仓单编号', dataIndex: 'wrInfoCode' },
    { title: '货物', dataIndex: 'materialName' },
    { title: '重量', dataIndex: 'totalWeight', align: 'right', width: 110 },
    { title: '数量', dataIndex: 'totalQuantity', align: 'right', width: 110 },
    { title: '状态', dataIndex: 'statusName', width: 110 },
  ];
  return (
    <>
      <Button
        size="small"
        type="primary"
        disabled={!offered}
        data-testid="release-pickup-open"
        onClick={() => {
          setChosen([]);
          setOpen(true);
        }}
      >
        发起提货
      </Button>
      <Modal
        open={open}
        title="发起提货"
        width={860}
        okText="确认提货"
        confirmLoading={pickup.isPending}
        onOk={submit}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <DataTable<PrePickupBill>
          data-testid="release-pickup-bills"
          size="small"
          rowKey="wrInfoId"
          columns={columns}
          dataSource={bills}
          pagination={false}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
        />
      </Modal>
    </>
  );
};
