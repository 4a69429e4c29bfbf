import { partUnlockMessages, partUnlockSubmitBody } from '@kc/domain/part-unlock/part-unlock';
import { App, Button, Card, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import {
  type PartUnlockBillChoice,
  type PartUnlockTray,
  usePartUnlockBills,
  usePartUnlockMutations,
  useTraysOfBills,
} from '../api';
import { ImageListUpload, type UploadedImage } from '../components/image-list-upload';
import { PART_UNLOCK_LIST_PATH, partUnlockAuditPath } from '../part-unlock-paths';

const billColumns: TableColumnsType<PartUnlockBillChoice> = [
  { title: '仓单编号', dataIndex: 'code', width: 190 },
  { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
  { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true },
  { title: '重量', dataIndex: 'totalWeight', align: 'right', width: 100 },
  { title: '数量', dataIndex: 'totalQuantity', align: 'right', width: 100 },
  { title: '锁定货箱', dataIndex: 'lockedContainers', align: 'right', width: 90 },
];

const trayColumns: TableColumnsType<PartUnlockTray> = [
  { title: '仓单编号', dataIndex: 'billCode', width: 190 },
  { title: '箱号', dataIndex: 'caseNumber', width: 170 },
  { title: '托盘编号', dataIndex: 'trayCode', width: 170 },
  { title: '重量', dataIndex: 'weight', align: 'right', width: 100 },
  { title: '数量', dataIndex: 'num', align: 'right', width: 100 },
  { title: '状态', dataIndex: 'statusName', width: 90 },
];

/**
 * /partUnlock/add: the warehouse that keeps the goods picks receipts in effect it keeps (free, with locked
 * containers), their locked trays by container, uploads the owner's pick-up application copy and submits (no draft:
 * the record goes straight to 10 待货主审核; an unsubmitted form lives only here).
 */
export const PartUnlockCreatePage = () => {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const close = useClosePage();
  const [q, setQ] = useState<{ code?: string; current: number; size: number }>({ current: 1, size: 10 });
  const bills = usePartUnlockBills(q);
  const [billIds, setBillIds] = useState<string[]>([]);
  const trays = useTraysOfBills(billIds);
  const [trayIds, setTrayIds] = useState<string[]>([]);
  const [files, setFiles] = useState<UploadedImage[]>([]);
  const { submit } = usePartUnlockMutations();

  const send = async () => {
    const known = new Set((trays.data ?? []).map((t) => t.trayId));
    const parsed = partUnlockSubmitBody.safeParse({
      applyFile: files.map((f) => f.id),
      billIds,
      trayIds: trayIds.filter((id) => known.has(id)),
    });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? partUnlockMessages.selectTrays);
      return;
    }
    try {
      const saved = await submit.mutateAsync(parsed.data);
      void message.success('已提交申请');
      close(PART_UNLOCK_LIST_PATH);
      navigate(partUnlockAuditPath(saved.id));
    } catch {
      // the server's message was shown by the call
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card title="选择仓单" size="small">
        <Form
          layout="inline"
          onFinish={(v: { code?: string }) => setQ({ ...q, code: v.code || undefined, current: 1 })}
        >
          <Form.Item name="code" label="仓单编号">
            <Input allowClear placeholder="请输入仓单编号" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            搜索
          </Button>
        </Form>
        <Table<PartUnlockBillChoice>
          style={{ marginTop: 12 }}
          rowKey="id"
          size="small"
          columns={billColumns}
          dataSource={bills.data?.records ?? []}
          loading={bills.isFetching}
          data-testid="part-unlock-bills"
          rowSelection={{
            selectedRowKeys: billIds,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setBillIds(keys.map(String)),
          }}
          pagination={{
            current: q.current,
            pageSize: q.size,
            total: bills.data?.total ?? 0,
            onChange: (current, size) => setQ({ ...q, current, size }),
          }}
        />
      </Card>
      <Card title="选择要解锁的托盘" size="small">
        <Table<PartUnlockTray>
          rowKey="trayId"
          size="small"
          columns={trayColumns}
          dataSource={billIds.length ? (trays.data ?? []) : []}
          loading={trays.isFetching}
          data-testid="part-unlock-tray-choices"
          rowSelection={{ selectedRowKeys: trayIds, onChange: (keys) => setTrayIds(keys.map(String)) }}
          pagination={{ pageSize: 10 }}
        />
      </Card>
      <Card title="提货申请书（货主提货申请复印件）" size="small">
        <ImageListUpload value={files} onChange={setFiles} max={9} testId="part-unlock-apply-upload" />
      </Card>
      <Space>
        <Button
          type="primary"
          loading={submit.isPending}
          disabled={submit.isPending}
          onClick={() => void send()}
          data-testid="part-unlock-submit"
        >
          提交
        </Button>
        <Button onClick={() => close(PART_UNLOCK_LIST_PATH)}>取消</Button>
      </Space>
    </Space>
  );
};
