import { warehouseAuditBody } from '@kc/domain/inbound/inbound';
import { Button, Form, Input, Space } from 'antd';
import { zodRules } from '../../../components/crud/zod-rules';
import type { InboundDetail } from '../api';
import { useWarehouseAudit, type WarehouseAuditValues, warehouseAuditInitial } from '../hooks/use-warehouse-audit';
import { InboundBatches } from './inbound-batches';

const opinionRules = zodRules(warehouseAuditBody.shape.opinion);

/** 仓库入库 (status 20): the batches with the warehouse's figures, 暂存, 入库审核通过 and 驳回. */
export const WarehouseAudit = ({ order }: { order: InboundDetail }) => {
  const [form] = Form.useForm<WarehouseAuditValues>();
  const audit = useWarehouseAudit(order);
  return (
    <Form<WarehouseAuditValues>
      form={form}
      name="inbound-warehouse-audit"
      layout="vertical"
      initialValues={warehouseAuditInitial(order)}
    >
      <InboundBatches order={order} editable />
      <Form.Item name="opinion" label="审核意见" rules={opinionRules} style={{ marginTop: 16 }}>
        <Input.TextArea placeholder="请输入审核意见（驳回时必填）" maxLength={50} showCount rows={2} />
      </Form.Item>
      <Space>
        <Button loading={audit.busy === 'save'} disabled={audit.busy !== null} onClick={() => audit.save(form)}>
          暂存
        </Button>
        <Button
          type="primary"
          loading={audit.busy === 'pass'}
          disabled={audit.busy !== null}
          onClick={() => audit.pass(form)}
        >
          入库审核通过
        </Button>
        <Button
          danger
          loading={audit.busy === 'reject'}
          disabled={audit.busy !== null}
          onClick={() => audit.reject(form)}
        >
          驳回
        </Button>
      </Space>
    </Form>
  );
};
