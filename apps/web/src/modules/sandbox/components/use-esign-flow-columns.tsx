import { EsignStatus } from '@kc/domain/enterprise/status';
import { Button, Select, Space, type TableColumnsType, Typography } from 'antd';
import { MoneyText } from '../../../components/money-text';
import { EsignStatusTag } from '../../enterprise';
import type { EsignOutcome, SandboxFlow } from '../api';
import { esignOutcomeOptions } from './esign-outcomes';

export type EsignFlowActions = {
  onOutcome: (flow: SandboxFlow, outcome: EsignOutcome) => void;
  onAdvance: (flow: SandboxFlow) => void;
  onTransfer: (flow: SandboxFlow) => void;
};

const kindLabel: Record<string, string> = { company: '企业', person: '个人' };

/** The amount the company must type back: large, since the tester copies it (spec 1 §5 Random amount). */
const AmountText = ({ amount }: { amount: SandboxFlow['amount'] }) =>
  amount === null || amount === '' ? (
    <>-</>
  ) : (
    <Typography.Text strong style={{ fontSize: 18, color: '#cf1322' }} data-testid="sandbox-amount">
      已打款金额 <MoneyText value={amount} yuan />
    </Typography.Text>
  );

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** Compact enough to fit beside the side menu at 1440 pixels: details stack under each value. */
export const useEsignFlowColumns = (actions: EsignFlowActions): TableColumnsType<SandboxFlow> => [
  {
    title: '企业',
    dataIndex: 'enterpriseName',
    render: (name: string, f) => (
      <Space orientation="vertical" size={0}>
        <span>{name}</span>
        {secondary(f.flowId)}
        {secondary(`申请于 ${f.createTime}`)}
      </Space>
    ),
  },
  { title: '类型', dataIndex: 'kind', width: 60, render: (k: SandboxFlow['kind']) => kindLabel[k] ?? k },
  {
    title: '状态',
    dataIndex: 'status',
    width: 180,
    render: (s: number, f) => (
      <Space orientation="vertical" size={0}>
        <span>
          <EsignStatusTag value={s} />
          <Typography.Text type="secondary">{s}</Typography.Text>
        </span>
        {f.nextStepAt && secondary(`自动推进于 ${f.nextStepAt}`)}
        {f.message && (
          <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 160 }} ellipsis={{ tooltip: f.message }}>
            {f.message}
          </Typography.Text>
        )}
      </Space>
    ),
  },
  {
    title: '随机金额',
    dataIndex: 'amount',
    width: 170,
    render: (a: SandboxFlow['amount'], f) => (
      <Space orientation="vertical" size={0}>
        <AmountText amount={a} />
        {secondary(`已验证 ${f.amountTries} 次`)}
      </Space>
    ),
  },
  {
    title: '结果',
    dataIndex: 'outcome',
    width: 170,
    render: (o: EsignOutcome, f) => (
      <Select
        aria-label="结果"
        value={o}
        options={esignOutcomeOptions}
        onChange={(v) => actions.onOutcome(f, v)}
        style={{ width: 150 }}
      />
    ),
  },
  {
    title: '操作',
    key: 'actions',
    width: 100,
    fixed: 'right',
    render: (_: unknown, f) => (
      <Space orientation="vertical" size={0}>
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
