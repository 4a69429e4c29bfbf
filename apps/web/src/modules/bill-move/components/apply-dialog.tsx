import { billMoveApplyBody, billMoveMessages } from '@kc/domain/bill-move/bill-move';
import { App, Form, Input, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../../components/crud/data-table';
import { useSelection } from '../../../components/crud/use-selection';
import { zodRules } from '../../../components/crud/zod-rules';
import { billMoveApi, type MovableBill, useBillMoveMutations, useMovableBills, useMoveWarehouses } from '../api';
import { billMoveDetailPath } from '../bill-move-paths';
import { movableBillColumns } from '../hooks/use-movable-bill-columns';

type Values = { sourceWarehouseId?: string; targetWarehouseId?: string; reason?: string };

const rules = {
  targetWarehouseId: [{ required: true, message: billMoveMessages.selectTarget }],
  reason: zodRules(billMoveApplyBody.shape.reason),
};
const PAGE = 5;

/**
 * 新增移库: the warehouse the goods are at, the holder's free receipts in effect there (a move is one warehouse's
 * receipts), the warehouse they go to (any other of the platform) and why. Mounted afresh for each opening.
 */
export const ApplyDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('sourceWarehouseId', form);
  const [current, setCurrent] = useState(1);
  const selection = useSelection<MovableBill>();
  const { apply } = useBillMoveMutations();
  const { data: warehouses, isLoading: loadingWarehouses } = useMoveWarehouses(open);
  const { data: bills, isFetching } = useMovableBills(
    { warehouseId: source, current, size: PAGE },
    open && Boolean(source),
  );
  const options = useMemo(() => (warehouses ?? []).map((w) => ({ value: w.id, label: w.name })), [warehouses]);
  const { clear } = selection;

  const submit = async () => {
    const v = await form.validateFields();
    if (selection.rows.length === 0) {
      void message.warning(billMoveMessages.selectBills);
      return;
    }
    modal.confirm({
      title: '提示',
      content: billMoveMessages.confirmApply,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        const id = await apply.mutateAsync({
          billIds: selection.ids,
          targetWarehouseId: v.targetWarehouseId,
          reason: v.reason!.trim(),
        });
        void message.success(billMoveMessages.applied);
        onClose();
        const created = await billMoveApi.detail(id);
        navigate(billMoveDetailPath(id, created.code));
      },
    });
  };

  return (
    <Modal
      open={open}
      title="新增移库"
      width={820}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="提交"
      okButtonProps={{ 'data-testid': 'bill-move-apply-submit' } as Record<string, string>}
      confirmLoading={apply.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name="bill-move-apply" layout="vertical" data-testid="bill-move-apply-form">
        <div style={{ display: 'flex', gap: 16 }}>
          <Form.Item name="sourceWarehouseId" label="仓单所在仓库" style={{ flex: 1 }}>
            <Select
              placeholder="请选择仓单所在仓库"
              options={options}
              loading={loadingWarehouses}
              onChange={() => {
                clear();
                setCurrent(1);
                form.setFieldValue('targetWarehouseId', undefined);
              }}
              data-testid="bill-move-source"
            />
          </Form.Item>
          <Form.Item name="targetWarehouseId" label="移入仓库" rules={rules.targetWarehouseId} style={{ flex: 1 }}>
            <Select
              placeholder={billMoveMessages.selectTarget}
              options={options.filter((o) => o.value !== source)}
              loading={loadingWarehouses}
              data-testid="bill-move-target"
            />
          </Form.Item>
        </div>
        <Form.Item label={`选择仓单（已选 ${selection.rows.length} 张）`} required>
          <DataTable<MovableBill>
            data-testid="bill-move-bills"
            size="small"
            columns={movableBillColumns}
            dataSource={bills?.records ?? []}
            loading={isFetching}
            rowSelection={selection.rowSelection}
            locale={{ emptyText: source ? '该仓库没有可移库的仓单' : '请先选择仓单所在仓库' }}
            pagination={{
              current,
              pageSize: PAGE,
              total: bills?.total ?? 0,
              onChange: setCurrent,
              showTotal: (t) => `共 ${t} 条`,
            }}
          />
        </Form.Item>
        <Form.Item name="reason" label="移库原因" rules={rules.reason} required>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={billMoveMessages.reason} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
