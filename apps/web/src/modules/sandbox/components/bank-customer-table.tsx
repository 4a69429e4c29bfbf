import { type BankCustomerStep, bankCustomerStepLabels } from '@kc/domain/finance/bank-sandbox';
import { App, Button, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useBankSandboxCustomers, useBankSandboxMutations } from '../bank-api';

/**
 * 建客申请 at the sandbox bank: each request the platform pushed, where it stands, and the moves the person at the
 * bank may make (受理 1→2, 建客中 2→3, 建客成功 3→4, 需重新建客 3→5, 建客失败 with a reason); each sends its callback.
 */
export const BankCustomerTable = () => {
  const { message } = App.useApp();
  const { data, isFetching } = useBankSandboxCustomers();
  const { customerStep } = useBankSandboxMutations();
  const [asking, setAsking] = useState<{ customerId: string; step: BankCustomerStep } | null>(null);
  const [remark, setRemark] = useState('');
  const act = async (customerId: string, step: BankCustomerStep, text?: string) => {
    await customerStep.mutateAsync({ customerId, step, remark: text });
    void message.success(`已${bankCustomerStepLabels[step]}`);
  };
  return (
    <>
      <Table
        rowKey="customerId"
        size="small"
        loading={isFetching && !data}
        dataSource={data ?? []}
        pagination={false}
        data-testid="sandbox-bank-customers"
        columns={[
          { title: '借款人', dataIndex: 'borrowerName' },
          { title: '共借人', dataIndex: 'coborrowerName', render: (v: string | null) => v ?? '-' },
          { title: '银行', dataIndex: 'bankName' },
          { title: '网点', dataIndex: 'branchName', render: (v: string | null) => v ?? '-' },
          { title: '状态', dataIndex: 'statusName' },
          { title: '原因', dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
          { title: '推送次数', dataIndex: 'pushCount' },
          { title: '更新时间', dataIndex: 'updateTime' },
          {
            title: '操作',
            key: 'op',
            render: (_: unknown, r) => (
              <Space size={4} wrap>
                {r.steps.map((s) => (
                  <Button
                    key={s}
                    size="small"
                    danger={s === 'fail' || s === 'redo'}
                    loading={customerStep.isPending}
                    data-testid={`sandbox-customer-${s}`}
                    onClick={() => {
                      if (s === 'fail' || s === 'redo') {
                        setRemark('');
                        setAsking({ customerId: r.customerId, step: s });
                      } else void act(r.customerId, s).catch(() => {});
                    }}
                  >
                    {bankCustomerStepLabels[s]}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={asking != null}
        title={asking ? bankCustomerStepLabels[asking.step] : ''}
        onCancel={() => setAsking(null)}
        confirmLoading={customerStep.isPending}
        onOk={() => {
          if (!asking) return;
          void act(asking.customerId, asking.step, remark.trim() || undefined)
            .then(() => setAsking(null))
            .catch(() => {});
        }}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          placeholder="原因（选填）"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Modal>
    </>
  );
};
