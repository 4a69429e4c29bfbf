import { EsignStatus } from '@kc/domain/enterprise/status';
import { Button, Select, Space, type TableColumnsType, Typography } from 'antd';
import { EsignStatusTag } from '../../enterprise/components/review/esign-status-tag';
import type { EsignOutcome, SandboxFlow } from '../api';
import { esignOutcomeOptions } from './esign-outcomes';

export type EsignFlowActions = {
  onOutcome: (flow: SandboxFlow, outcome: EsignOutcome) => void;
  onAdvance: (flow: SandboxFlow) => void;
  onTransfer: (flow: SandboxFlow) => void;
};

const kindLabel = { company: '企业', person: '个人' } as const;

/** The amount the company must type back: large, since the tester copies it (spec 1 §5 Random amount). */
const AmountText = ({ amount }: { amount: SandboxFlow['amount'] }) =>
  amount === null || amount === '' ? (
    <>-</>
  ) : (
    <Typography.Text strong style={{ fontSize: 18, color: '#cf1322' }} data-testid="sandbox-amount">
      已打款金额 ¥{Number(amount).toFixed(2)}
    </Typography.Text>
  );

export const useEsignFlowColumns = (actions: EsignFlowActions): TableColumnsType<SandboxFlow> => [
  {
    title: '企业',
    dataIndex: 'enterpriseName',
    width: 220,
    render: (name: string, f) => (
      <Space orientation="vertical" size={0}>
        <span>{name}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {f.flowId}
        </Typography.Text>
      </Space>
    ),
  },
  { title: '类型', dataIndex: 'kind', width: 70, render: (k: SandboxFlow['kind']) => kindLabel[k] ?? k },
  {
    title: '状态',
    dataIndex: 'status',
    width: 170,
    render: (s: number, f) => (
      <Space orientation="vertical" size={0}>
        <span>
          <EsignStatusTag value={s} />
          <Typography.Text type="secondary">{s}</Typography.Text>
        </span>
        {f.nextStepAt && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            自动推进于 {f.nextStepAt}
          </Typography.Text>
        )}
      </Space>
    ),
  },
  {
    title: '随机金额',
    dataIndex: 'amount',
    width: 200,
    render: (a: SandboxFlow['amount']) => <AmountText amount={a} />,
  },
  { title: '验证次数', dataIndex: 'amountTries', width: 90 },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 190,
    render: (o: EsignOutcome, f) => (
      <Select
        aria-label="结果"
        value={o}
        options={esignOutcomeOptions}
        onChange={(v) => actions.onOutcome(f, v)}
        style={{ width: 170 }}
      />
    ),
  },
  { title: '说明', dataIndex: 'message', width: 240, render: (m: string) => m || '-' },
  { title: '申请时间', dataIndex: 'createTime', width: 170 },
  {
    title: '操作',
    key: 'actions',
    width: 180,
    fixed: 'right',
    render: (_: unknown, f) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => actions.onAdvance(f)}>
          推进一步
        </Button>
        {f.status === EsignStatus.transferInProgress && (
          <Button type="link" size="small" onClick={() => actions.onTransfer(f)}>
            打款到账
          </Button>
        )}
      </Space>
    ),
  },
];
