import { disassembleAuditBody, disassembleMessages, disassembleSubmitBody } from '@kc/domain/disassemble/disassemble';
import {
  canEditDisassemble,
  DISASSEMBLE_LIST_PATH,
  DISASSEMBLE_STATUS_EVENT,
  DisassembleStatus,
  type DisassembleStatusEvent,
  disassembleFormPath,
  disassembleSignPath,
  platformSelectDisabled,
  reviewTargets,
  showsRejectReason,
} from '@kc/domain/disassemble/status';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Radio,
  Space,
  Spin,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { DictSelect } from '../../../components/dict-select';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import {
  type DisassembleBill,
  type DisassembleChoice,
  type DisassembleContainer,
  type DisassembleDetail,
  disassembleKeys,
  useDisassembleBills,
  useDisassembleContainers,
  useDisassembleDetail,
  useDisassembleMutations,
} from '../api';

const PAGE = 10;
const receiptPath = (id: string) => `/ple?id=${encodeURIComponent(id)}`;

const billColumns: TableColumnsType<DisassembleChoice> = [
  { title: '仓单编号', dataIndex: 'code', width: 190 },
  { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
  { title: '总重量', dataIndex: 'totalWeight', width: 110, render: (v: string, r) => `${v} ${r.weightUnitName}` },
  { title: '总数量', dataIndex: 'totalQuantity', width: 110, render: (v: string, r) => `${v} ${r.numberUnitName}` },
  { title: '箱号', dataIndex: 'caseNumbers', ellipsis: true },
  { title: '货主', dataIndex: 'cargoOwnerName', ellipsis: true },
];
const containerColumns: TableColumnsType<DisassembleContainer> = [
  { title: '箱号', dataIndex: 'caseNumber', width: 170 },
  { title: '货物', dataIndex: 'materialNames', ellipsis: true },
  { title: '托盘数', dataIndex: 'trayCounts', width: 80 },
  { title: '重量', dataIndex: 'totalWeight', width: 100 },
  { title: '数量', dataIndex: 'totalNum', width: 100 },
  { title: '入库时间', dataIndex: 'actualWarehousTime', width: 170 },
];
const resultColumns: TableColumnsType<DisassembleBill> = [
  {
    title: '仓单编号',
    dataIndex: 'code',
    width: 190,
    render: (code: string, r) => <Link to={receiptPath(r.id)}>{code}</Link>,
  },
  { title: '仓储物', dataIndex: 'materialName', ellipsis: true },
  { title: '箱号', dataIndex: 'caseNumbers', ellipsis: true },
  { title: '总重量', dataIndex: 'totalWeight', width: 110, render: (v: string, r) => `${v} ${r.weightUnit}` },
  { title: '总数量', dataIndex: 'totalQuantity', width: 110, render: (v: string, r) => `${v} ${r.numberUnit}` },
  {
    title: '状态',
    dataIndex: 'status',
    width: 120,
    render: (s: number) => <StatusTag value={s} map={statusMaps.receipt} />,
  },
];

/** 审核 by the party at its step (spec 3 §4, §5): '请选择审核结果', and '请填写驳回意见' on a rejection. */
const ReviewPanel = ({ detail }: { detail: DisassembleDetail }) => {
  const reviewer = detail.actions.review!;
  const [pass, reject] = reviewTargets[reviewer];
  const [form] = Form.useForm<{ status?: number; descr?: string }>();
  const { message } = App.useApp();
  const { audit } = useDisassembleMutations();
  const decide = async () => {
    const v = form.getFieldsValue();
    const parsed = disassembleAuditBody.safeParse({ id: detail.billDisassemble.id, ...v });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      void message.warning(issue?.message ?? disassembleMessages.auditResultRequired);
      if (issue?.path[0] === 'descr') form.setFields([{ name: 'descr', errors: [issue.message] }]);
      return;
    }
    try {
      await audit.mutateAsync({ ...parsed.data, reviewer });
      void message.success('操作成功');
    } catch {
      // the API client told why
    }
  };
  return (
    <Card size="small" title="审核" style={{ marginTop: 16 }} data-testid="disassemble-review">
      <Form form={form} name="disassemble-review" layout="vertical">
        <Form.Item name="status" label="审核结果" required>
          <Radio.Group
            options={[
              { value: pass, label: '通过' },
              { value: reject, label: '驳回' },
            ]}
          />
        </Form.Item>
        <Form.Item name="descr" label="驳回意见">
          <Input.TextArea placeholder="请输入驳回意见（驳回时必填）" maxLength={50} showCount rows={2} />
        </Form.Item>
        <Button
          type="primary"
          loading={audit.isPending}
          onClick={() => void decide()}
          data-testid="disassemble-audit-ok"
        >
          确定
        </Button>
      </Form>
    </Card>
  );
};

/**
 * /external/wmsDisassemble/disassembleAdd?id= (spec 3 §2, §4, §5): new, edit (1, 11, 21, 31), view, the reviews, and
 * at 40 the result table (links to /ple?id=) with the batch-sign action.
 */
export const DisassembleFormPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const { data: detail, isLoading } = useDisassembleDetail(id);
  const record = detail?.billDisassemble;
  const status = record?.status;
  const editable = !id || (!!detail && detail.actions.edit && canEditDisassemble(status));
  const [unit, setUnit] = useState<string | undefined>();
  const [billId, setBillId] = useState<string | undefined>();
  const [containerIds, setContainerIds] = useState<string[]>([]);
  const [billPage, setBillPage] = useState(1);
  const [containerPage, setContainerPage] = useState(1);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const closePage = useClosePage();
  const client = useQueryClient();
  const { submit, upSignStatus } = useDisassembleMutations();

  useEffect(() => {
    if (!record) return;
    setUnit(record.warehouseUnitId);
    setBillId(record.billIds || undefined);
    setContainerIds(record.containerIds ? record.containerIds.split(',') : []);
  }, [record]);
  useLiveEvent<DisassembleStatusEvent>(DISASSEMBLE_STATUS_EVENT, (e) => {
    if (e.id === id) void client.invalidateQueries({ queryKey: disassembleKeys.detail(id) });
  });

  const bills = useDisassembleBills(
    { current: billPage, size: PAGE, warehouseUnitId: unit, disassembleId: id },
    editable && !!unit,
  );
  const containers = useDisassembleContainers(
    { current: containerPage, size: PAGE, warehouseUnitId: unit, billId: billId ?? '' },
    editable && !!billId,
  );

  const save = async (target: number) => {
    const parsed = disassembleSubmitBody.safeParse({
      id,
      warehouseUnitId: unit,
      status: target,
      billIds: billId ?? '',
      containerIds: containerIds.join(','),
    });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? disassembleMessages.containersRequired);
      return;
    }
    try {
      const saved = await submit.mutateAsync(parsed.data);
      void message.success('操作成功');
      if (target === DisassembleStatus.awaitingShipper) closePage(DISASSEMBLE_LIST_PATH);
      else if (!id) navigate(disassembleFormPath(saved.id), { replace: true });
    } catch {
      // spec 3 §8: a failed submit only clears the loading state (the API client told why)
    }
  };

  const goSign = async () => {
    if (!id) return;
    try {
      await upSignStatus.mutateAsync(id);
      setTimeout(() => navigate(disassembleSignPath(id)), 500);
    } catch {
      // told by the API client
    }
  };

  if (id && isLoading) return <Spin />;
  return (
    <Card
      title={record ? `WMS拆单 ${record.applyCode}` : '新增WMS拆单'}
      extra={<Button onClick={() => closePage(DISASSEMBLE_LIST_PATH)}>关闭</Button>}
      data-testid="disassemble-form"
    >
      {record && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="状态">
            <span data-testid="disassemble-status">
              <StatusTag value={record.status} map={statusMaps.disassemble} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="原仓单编号">{detail?.oldWrInfoCode}</Descriptions.Item>
          <Descriptions.Item label="签章状态">{record.signStatusName || '-'}</Descriptions.Item>
          {showsRejectReason(record.status) && (
            <Descriptions.Item label="驳回意见" span={3}>
              <Typography.Text type="danger" data-testid="disassemble-descr">
                {record.descr}
              </Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label="WMS平台" required>
          <DictSelect
            code="thirdwms_enterprise"
            placeholder={disassembleMessages.platformRequired}
            value={unit}
            disabled={!editable || platformSelectDisabled(status)}
            onChange={(v) => {
              setUnit(v);
              setBillId(undefined);
              setContainerIds([]);
              setBillPage(1);
            }}
            style={{ width: 240 }}
            data-testid="disassemble-platform"
          />
        </Form.Item>
      </Form>
      {editable ? (
        <>
          <Typography.Title level={5}>选择仓单（每次一张）</Typography.Title>
          <DataTable<DisassembleChoice>
            data-testid="disassemble-bills"
            rowKey="id"
            size="small"
            columns={billColumns}
            dataSource={bills.data?.records ?? []}
            loading={bills.isFetching}
            scroll={{ y: 350 }}
            rowSelection={{
              selectedRowKeys: billId ? [billId] : [],
              hideSelectAll: true,
              // spec 3 §5: ticking a second bill replaces the first and clears its containers.
              onChange: (keys) => {
                const next = (keys as string[]).find((k) => k !== billId);
                setBillId(next ?? (keys.length ? billId : undefined));
                setContainerIds([]);
                setContainerPage(1);
              },
            }}
            pagination={{
              current: billPage,
              pageSize: PAGE,
              total: bills.data?.total ?? 0,
              onChange: setBillPage,
            }}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            选择拆出的箱号（已选 {containerIds.length} 个）
          </Typography.Title>
          <DataTable<DisassembleContainer>
            data-testid="disassemble-containers"
            rowKey="id"
            size="small"
            columns={containerColumns}
            dataSource={billId ? (containers.data?.records ?? []) : []}
            loading={containers.isFetching}
            scroll={{ y: 350 }}
            rowSelection={{ selectedRowKeys: containerIds, onChange: (keys) => setContainerIds(keys as string[]) }}
            pagination={{
              current: containerPage,
              pageSize: PAGE,
              total: containers.data?.total ?? 0,
              onChange: setContainerPage,
            }}
          />
          <Space style={{ marginTop: 16 }}>
            <Button
              loading={submit.isPending}
              onClick={() => void save(DisassembleStatus.draft)}
              data-testid="disassemble-save"
            >
              保存
            </Button>
            <Button
              type="primary"
              loading={submit.isPending}
              onClick={() => void save(DisassembleStatus.awaitingShipper)}
              data-testid="disassemble-submit"
            >
              提交
            </Button>
          </Space>
        </>
      ) : (
        detail && (
          <>
            <Typography.Title level={5}>拆出的箱号</Typography.Title>
            <DataTable<DisassembleContainer>
              data-testid="disassemble-chosen"
              rowKey="id"
              size="small"
              columns={containerColumns}
              dataSource={detail.containerList}
              pagination={false}
            />
          </>
        )
      )}
      {detail?.actions.review && <ReviewPanel key={record?.status} detail={detail} />}
      {record?.status === DisassembleStatus.completed && (
        <Card
          size="small"
          title="拆单结果"
          style={{ marginTop: 16 }}
          extra={
            detail?.actions.sign && (
              <Button
                type="primary"
                loading={upSignStatus.isPending}
                onClick={() => void goSign()}
                data-testid="disassemble-sign"
              >
                批量签章
              </Button>
            )
          }
        >
          <DataTable<DisassembleBill>
            data-testid="disassemble-result"
            rowKey="id"
            size="small"
            columns={resultColumns}
            dataSource={detail?.disassembleBillList ?? []}
            pagination={false}
          />
        </Card>
      )}
    </Card>
  );
};
