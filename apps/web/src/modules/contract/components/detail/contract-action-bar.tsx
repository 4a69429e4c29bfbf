import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { ContractAction } from '@kc/domain/contract/status';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ContractDetail } from '../../api';
import type { ContractActions } from '../../hooks/use-contract-actions';

type ActionCard = { action: ContractAction; label: string; hint: string; icon: ReactNode; danger?: boolean };

const cards: ActionCard[] = [
  { action: 'edit', label: '编辑', hint: '修改合同条款后重新提交', icon: <EditOutlined /> },
  { action: 'confirm', label: '确认条款', hint: '确认对方提交的合同条款', icon: <CheckCircleOutlined /> },
  { action: 'sign', label: '签章', hint: '扫码确认后加盖本企业电子签章', icon: <SafetyCertificateOutlined /> },
  { action: 'download', label: '下载', hint: '下载已生效的合同文件', icon: <DownloadOutlined /> },
  { action: 'void', label: '作废', hint: '作废后占用的仓单将被释放', icon: <DeleteOutlined />, danger: true },
];

/** The moves the caller may make now (the detail's `actions`, spec 2 §6), one card each. */
export const ContractActionBar = ({ contract, actions }: { contract: ContractDetail; actions: ContractActions }) => {
  const shown = cards.filter((c) => contract.actions.includes(c.action));
  if (shown.length === 0) return null;
  const run = (action: ContractAction) => {
    if (action === 'download') void actions.download(contract);
    else if (action === 'edit' || action === 'confirm' || action === 'sign' || action === 'void')
      actions[action](contract);
  };
  return (
    <Flex gap={12} wrap data-testid="contract-actions">
      {shown.map((c) => (
        <Card key={c.action} size="small" style={{ width: 220 }}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{c.hint}</Typography.Text>
            <Button
              type={c.danger ? 'default' : 'primary'}
              danger={c.danger}
              icon={c.icon}
              data-testid={`contract-action-${c.action}`}
              loading={c.action === 'download' && actions.downloading === contract.id}
              onClick={() => run(c.action)}
            >
              {c.label}
            </Button>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
};
