import { bankDeskScreens } from '@kc/domain/finance/bank-desk';
import { FINANCE_STATUS_EVENT, type FinanceStatusEvent } from '@kc/domain/finance/status';
import { formatAmount } from '@kc/domain/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Access } from '../../../app/access';
import { useLiveEvent } from '../../../app/live-events';
import { type BankDeskDetail, bankDeskKeys, useBankDeskDetail, useBankDeskMutations } from '../bank-desk-api';

type Detail = BankDeskDetail;
type Answer = { outcome: string; message: string };
const money = (v: string | null | undefined) => (v == null ? '-' : formatAmount(v));
const day = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');
/** A bank number the form proposes (the user may type the bank's own). */
const numberOf = (prefix: string) => `${prefix}${dayjs().format('YYYYMMDDHHmmss')}`;

/**
 * /bank/desk/detail?id= (finance README "The bank's desk"): the application as the bank sees it, each receipt's
 * admission (受理 / 失败 with the reason), the refusal, 登记质押, 登记放款 / 登记还款, 解押指令; live on every move.
 */
export const BankDeskDetailPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Result status="warning" title="未指定融资申请" />;
  return <DeskView key={id} id={id} />;
};

const DeskView = ({ id }: { id: string }) => {
  const { data, isError } = useBankDeskDetail(id);
  const client = useQueryClient();
  useLiveEvent<FinanceStatusEvent>(FINANCE_STATUS_EVENT, (e) => {
    if (String(e?.id) === id) void client.invalidateQueries({ queryKey: bankDeskKeys.detail(id) });
  });
  if (isError)
    return (
      <Result status="404" title="融资申请不存在或无权查看" extra={<Link to={bankDeskScreens.list}>返回工作台</Link>} />
    );
  if (!data) return <Skeleton active />;
  return <DeskDetail d={data} />;
};

const DeskDetail = ({ d }: { d: Detail }) => {
  const { message } = App.useApp();
  const m = useBankDeskMutations();
  const [open, setOpen] = useState<null | 'refuse' | 'pledge' | 'disburse' | 'repay' | 'release'>(null);
  const told = (a: Answer) => (a.outcome === 'pending' ? message.warning(a.message) : message.success(a.message));
  const close = () => setOpen(null);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="bank-desk-detail">
      <Card>
        <Descriptions title={`融资申请 ${d.code}`} column={3} size="small">
          <Descriptions.Item label="状态">
            <span data-testid="bank-desk-status">{d.statusName}</span>
          </Descriptions.Item>
          <Descriptions.Item label="待办">
            {d.waitingName ? <Tag color="orange">{d.waitingName}</Tag> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="提交时间">{d.submitTime ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="货主">{d.shipperName}</Descriptions.Item>
          <Descriptions.Item label="仓库">{d.warehouseName}</Descriptions.Item>
          <Descriptions.Item label="融资货物">{d.goodsName}</Descriptions.Item>
          <Descriptions.Item label="申请金额">{money(d.applyMoney)}</Descriptions.Item>
          <Descriptions.Item label="可贷上限">{money(d.loanLimit)}</Descriptions.Item>
          <Descriptions.Item label="质押登记编号">
            <span data-testid="bank-desk-registration">{d.registrationNo ?? '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="已放款">
            <span data-testid="bank-desk-loan">{money(d.loanMoney)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="已还款">{money(d.repaidMoney)}</Descriptions.Item>
          <Descriptions.Item label="未还本金">{money(d.outstanding)}</Descriptions.Item>
        </Descriptions>
        {d.refuseReason && <Alert type="error" showIcon message={`拒绝原因：${d.refuseReason}`} />}
        <Space wrap style={{ marginTop: 12 }}>
          {d.actions.refuse && (
            <Access perm="bank_desk_admit">
              <Button danger data-testid="bank-desk-refuse" onClick={() => setOpen('refuse')}>
                拒绝申请
              </Button>
            </Access>
          )}
          {d.actions.registerPledge && (
            <Access perm="bank_desk_pledge">
              <Button type="primary" data-testid="bank-desk-pledge" onClick={() => setOpen('pledge')}>
                登记质押
              </Button>
            </Access>
          )}
          {d.actions.disburse && (
            <Access perm="bank_desk_loan">
              <Button type="primary" data-testid="bank-desk-disburse" onClick={() => setOpen('disburse')}>
                登记放款
              </Button>
            </Access>
          )}
          {d.actions.repay && (
            <Access perm="bank_desk_loan">
              <Button data-testid="bank-desk-repay" onClick={() => setOpen('repay')}>
                登记还款
              </Button>
            </Access>
          )}
          {d.actions.release && (
            <Access perm="bank_desk_release">
              <Button data-testid="bank-desk-release" onClick={() => setOpen('release')}>
                发出解押指令
              </Button>
            </Access>
          )}
        </Space>
      </Card>
      <Admission d={d} onDone={told} />
      <MoneyTables d={d} />
      <ActionModal
        open={open === 'refuse'}
        title="拒绝融资申请"
        testId="bank-desk-refuse-form"
        onCancel={close}
        onSubmit={async (v) => {
          told(await m.refuse.mutateAsync({ applicationId: d.id, reason: v.reason as string }));
          close();
        }}
      >
        <Form.Item
          name="reason"
          label="拒绝原因"
          rules={[{ required: true, whitespace: true, message: '请填写拒绝原因' }]}
        >
          <Input.TextArea maxLength={200} rows={3} data-testid="bank-desk-refuse-reason" />
        </Form.Item>
      </ActionModal>
      <ActionModal
        open={open === 'pledge'}
        title="登记质押"
        testId="bank-desk-pledge-form"
        onCancel={close}
        onSubmit={async (v) => {
          told(await m.registerPledge.mutateAsync({ applicationId: d.id, registrationNo: v.registrationNo as string }));
          close();
        }}
      >
        <Form.Item
          name="registrationNo"
          label="质押登记编号"
          extra="如中登网（动产融资统一登记公示系统）的登记编号"
          rules={[{ required: true, whitespace: true, message: '请填写质押登记编号' }]}
        >
          <Input maxLength={40} data-testid="bank-desk-registration-no" />
        </Form.Item>
      </ActionModal>
      <ActionModal
        open={open === 'disburse'}
        title="登记放款"
        testId="bank-desk-disburse-form"
        initial={{
          disburseNo: numberOf('FK'),
          amount: d.requests[0]?.amount,
          requestId: d.requests[0]?.id,
          loanDate: dayjs(),
          dueDate: dayjs().add(1, 'year'),
          interestRate: '3.85',
        }}
        onCancel={close}
        onSubmit={async (v) => {
          told(
            await m.disburse.mutateAsync({
              applicationId: d.id,
              disburseNo: v.disburseNo as string,
              amount: String(v.amount ?? ''),
              currency: '156',
              loanDate: day(v.loanDate as Dayjs),
              dueDate: day(v.dueDate as Dayjs),
              interestRate: String(v.interestRate ?? ''),
              requestId: (v.requestId as string) || undefined,
            }),
          );
          close();
        }}
      >
        <Form.Item name="disburseNo" label="放款编号" rules={[{ required: true, message: '请填写放款编号' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="requestId" label="对应放款申请">
          <Radio.Group
            options={[
              { value: '', label: '无' },
              ...d.requests.map((r) => ({ value: r.id, label: `申请 ${money(r.amount)}` })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="放款金额（元）"
          extra={`合计不超过 ${money(d.loanLimit)}`}
          rules={[{ required: true, message: '请输入金额' }]}
        >
          <InputNumber min={0.01} precision={2} stringMode style={{ width: '100%' }} data-testid="bank-desk-amount" />
        </Form.Item>
        <Form.Item name="loanDate" label="放款日期" rules={[{ required: true, message: '请选择放款日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dueDate" label="到期日期" rules={[{ required: true, message: '请选择到期日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="interestRate" label="年利率（%）" rules={[{ required: true, message: '请输入年利率' }]}>
          <InputNumber min={0.0001} max={99.9999} precision={4} stringMode style={{ width: '100%' }} />
        </Form.Item>
      </ActionModal>
      <ActionModal
        open={open === 'repay'}
        title="登记还款"
        testId="bank-desk-repay-form"
        initial={{ repayNo: numberOf('HK'), amount: d.outstanding, repayDate: dayjs() }}
        onCancel={close}
        onSubmit={async (v) => {
          told(
            await m.repay.mutateAsync({
              applicationId: d.id,
              repayNo: v.repayNo as string,
              amount: String(v.amount ?? ''),
              repayDate: day(v.repayDate as Dayjs),
            }),
          );
          close();
        }}
      >
        <Form.Item name="repayNo" label="还款编号" rules={[{ required: true, message: '请填写还款编号' }]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="amount"
          label="还款金额（元）"
          extra={`未还本金 ${money(d.outstanding)}`}
          rules={[{ required: true, message: '请输入金额' }]}
        >
          <InputNumber min={0.01} precision={2} stringMode style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="repayDate" label="还款日期" rules={[{ required: true, message: '请选择还款日期' }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </ActionModal>
      <ActionModal
        open={open === 'release'}
        title="发出解押指令"
        testId="bank-desk-release-form"
        initial={{
          instructionNo: numberOf('JY'),
          billIds: d.bills.filter((b) => b.dgeCcbStatus === 70 || b.dgeCcbStatus === 80).map((b) => b.billId),
        }}
        onCancel={close}
        onSubmit={async (v) => {
          told(
            await m.release.mutateAsync({
              applicationId: d.id,
              instructionNo: v.instructionNo as string,
              billIds: (v.billIds as string[]) ?? [],
              thCode: (v.thCode as string) || undefined,
            }),
          );
          close();
        }}
      >
        <Form.Item
          name="instructionNo"
          label="解押指令编号"
          rules={[{ required: true, message: '请填写解押指令编号' }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="thCode" label="提货单号">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="billIds" label="解押仓单（整单）" rules={[{ required: true, message: '请选择解押仓单' }]}>
          <Checkbox.Group
            options={d.bills
              .filter((b) => b.dgeCcbStatus === 70 || b.dgeCcbStatus === 80)
              .map((b) => ({ value: b.billId, label: b.billCode }))}
          />
        </Form.Item>
      </ActionModal>
    </Space>
  );
};

/** The receipts, and while they wait for admission a choice per receipt: 受理, or 失败 with the reason. */
const Admission = ({ d, onDone }: { d: Detail; onDone: (a: Answer) => void }) => {
  const m = useBankDeskMutations();
  const { message } = App.useApp();
  const [choice, setChoice] = useState<Record<string, { result: 0 | 1; reason: string }>>({});
  const waiting = d.actions.admit;
  const of = (billId: string) => choice[billId] ?? { result: 0 as const, reason: '' };
  const submit = async () => {
    const results = d.bills
      .filter((b) => b.dgeCcbStatus === 30)
      .map((b) => ({ billId: b.billId, collateralAccResult: of(b.billId).result, reason: of(b.billId).reason.trim() }));
    if (results.some((r) => r.collateralAccResult === 1 && !r.reason)) {
      message.error('请填写准入失败原因');
      return;
    }
    onDone(
      await m.admit.mutateAsync({
        applicationId: d.id,
        results: results.map((r) => (r.collateralAccResult === 1 ? r : { billId: r.billId, collateralAccResult: 0 })),
      }),
    );
  };
  return (
    <Card
      title="抵质押仓单"
      extra={
        waiting && (
          <Access perm="bank_desk_admit">
            <Button
              type="primary"
              loading={m.admit.isPending}
              data-testid="bank-desk-admit"
              onClick={() => void submit()}
            >
              提交准入结果
            </Button>
          </Access>
        )
      }
    >
      <Table
        rowKey="billId"
        size="small"
        pagination={false}
        data-testid="bank-desk-bills"
        dataSource={d.bills}
        columns={[
          { title: '仓单编号', dataIndex: 'billCode', width: 180 },
          { title: '重量', dataIndex: 'totalWeight', width: 100, align: 'right' },
          { title: '预估质押金额', dataIndex: 'pledgeAmount', width: 140, align: 'right', render: money },
          { title: '质押状态', dataIndex: 'dgeCcbStatusName', width: 140 },
          {
            title: '准入结果',
            key: 'admission',
            render: (_, b) =>
              waiting && b.dgeCcbStatus === 30 ? (
                <Space>
                  <Radio.Group
                    value={of(b.billId).result}
                    onChange={(e) => setChoice({ ...choice, [b.billId]: { ...of(b.billId), result: e.target.value } })}
                    options={[
                      { value: 0, label: '受理' },
                      { value: 1, label: '失败' },
                    ]}
                  />
                  {of(b.billId).result === 1 && (
                    <Input
                      placeholder="准入失败原因"
                      maxLength={200}
                      value={of(b.billId).reason}
                      onChange={(e) =>
                        setChoice({ ...choice, [b.billId]: { ...of(b.billId), reason: e.target.value } })
                      }
                    />
                  )}
                </Space>
              ) : b.collateralAccResult == null ? (
                '-'
              ) : b.collateralAccResult === 0 ? (
                <Tag color="green">受理</Tag>
              ) : (
                <span>
                  <Tag color="red">失败</Tag>
                  {b.collateralReason}
                </span>
              ),
          },
        ]}
      />
    </Card>
  );
};

const MoneyTables = ({ d }: { d: Detail }) => (
  <Card title="放款与还款">
    {d.requests.length > 0 && (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`货主的放款申请待办理：${d.requests.map((r) => money(r.amount)).join('，')}`}
      />
    )}
    <Table
      rowKey="bankRef"
      size="small"
      pagination={false}
      title={() => '放款'}
      dataSource={d.loans}
      columns={[
        { title: '放款编号', dataIndex: 'bankRef' },
        { title: '金额', dataIndex: 'amount', align: 'right', render: money },
        { title: '放款日期', dataIndex: 'date' },
        { title: '到期日期', dataIndex: 'dueDate' },
      ]}
    />
    <Table
      rowKey="bankRef"
      size="small"
      pagination={false}
      title={() => '还款'}
      dataSource={d.repayments}
      columns={[
        { title: '还款编号', dataIndex: 'bankRef' },
        { title: '金额', dataIndex: 'amount', align: 'right', render: money },
        { title: '还款日期', dataIndex: 'date' },
      ]}
    />
  </Card>
);

/** A small form in a dialog: 确定 validates, sends, and closes on success (a refusal is told by the client). */
const ActionModal = ({
  open,
  title,
  testId,
  initial,
  onCancel,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  testId: string;
  initial?: Record<string, unknown>;
  onCancel: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  children: ReactNode;
}) => {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={title}
      destroyOnHidden
      confirmLoading={busy}
      onCancel={onCancel}
      okText="确定"
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        try {
          await onSubmit(values);
        } catch {
          // told by the API client
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
};
