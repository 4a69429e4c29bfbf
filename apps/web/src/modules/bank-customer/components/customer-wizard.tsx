import { CREDIT_CONTRACT_EVENT, customerMessages } from '@kc/domain/bank-customer/customer';
import { App, Button, Checkbox, Empty, Modal, QRCode, Space, Steps, Table, Tag, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { useCreditQr, useCustomerMutations, useCustomerParties, useOrganTree } from '../api';

type Branch = { unionBankId: string; organId: string; branchName: string };

/**
 * 新建客户 (spec 1 §5 customer-creation wizard): step 1 the bank branch (organ tree) and at most one co-borrower (a
 * married borrower must choose the spouse; 无共借人 is disabled for one); step 2 the credit-investigation consent —
 * each signer's QR code and status, refreshed every 2 s and on the 'credit-contract' live event; 提交 once all
 * signed. The messages are the server's own.
 */
export const CustomerWizard = ({
  borrowerId,
  open,
  onClose,
}: {
  borrowerId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [current, setCurrent] = useState(0);
  const [branch, setBranch] = useState<Branch | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [none, setNone] = useState(false);
  const [relationId, setRelationId] = useState<string | undefined>();
  const tree = useOrganTree(open);
  const parties = useCustomerParties(borrowerId, open);
  const { submit } = useCustomerMutations();
  const married = parties.data?.married ?? false;
  const coborrowerId = none ? undefined : picked[0];
  const qr = useCreditQr(
    { borrowerId, bankCode: branch?.unionBankId ?? '', coborrowerId, relationId },
    open && current === 1 && branch != null,
  );
  useLiveEvent<{ relationId?: string }>(CREDIT_CONTRACT_EVENT, (e) => {
    if (current === 1 && (!relationId || e.relationId === relationId)) void qr.refetch();
  });
  if (qr.data?.relationId && qr.data.relationId !== relationId) setRelationId(qr.data.relationId);

  const treeData = useMemo(
    () =>
      (tree.data ?? []).map((bank) => ({
        title: bank.title,
        value: `bank:${bank.id}`,
        selectable: false,
        children: bank.children.map((c) => ({
          title: c.title,
          value: JSON.stringify({ unionBankId: c.unionBankId, organId: c.id, branchName: c.title }),
        })),
      })),
    [tree.data],
  );

  const reset = () => {
    setCurrent(0);
    setBranch(null);
    setPicked([]);
    setNone(false);
    setRelationId(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };
  const next = () => {
    if (!branch) return void message.error(customerMessages.chooseBank);
    if (picked.length > 1) return void message.error(customerMessages.onlyOne);
    const spouse = parties.data?.coBorrowers.find((c) => c.id === picked[0])?.relationship === '1';
    if (married && !spouse) return void message.error(customerMessages.marriedNeedsSpouse);
    if (!none && picked.length === 0 && !married) setNone(true);
    setCurrent(1);
  };
  const doSubmit = async () => {
    if (!branch) return;
    if (!qr.data?.allSigned) return void message.error(customerMessages.signFirst);
    await submit.mutateAsync({
      borrowerId,
      unionBankId: branch.unionBankId,
      organId: branch.organId,
      branchName: branch.branchName,
      relationId: qr.data.relationId,
      coborrowerId: coborrowerId ?? null,
    });
    void message.success('已提交建客');
    close();
  };

  return (
    <Modal open={open} title="新建客户" width={880} onCancel={close} footer={null} destroyOnHidden>
      <Steps
        current={current}
        items={[{ title: '选择银行与共借人' }, { title: '征信授权' }]}
        style={{ marginBottom: 16 }}
      />
      {current === 0 ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Typography.Text>银行网点：</Typography.Text>
            <TreeSelect
              style={{ width: 420 }}
              placeholder="请选择银行"
              treeDefaultExpandAll
              treeData={treeData}
              value={
                branch
                  ? JSON.stringify({
                      unionBankId: branch.unionBankId,
                      organId: branch.organId,
                      branchName: branch.branchName,
                    })
                  : undefined
              }
              onChange={(v: string) => setBranch(v ? (JSON.parse(v) as Branch) : null)}
              data-testid="customer-branch"
            />
          </Space>
          <Checkbox
            checked={none}
            disabled={married}
            onChange={(e) => {
              setNone(e.target.checked);
              if (e.target.checked) setPicked([]);
            }}
            data-testid="customer-no-coborrower"
          >
            无共借人
          </Checkbox>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            loading={parties.isLoading}
            dataSource={parties.data?.coBorrowers ?? []}
            rowSelection={{
              selectedRowKeys: picked,
              getCheckboxProps: () => ({ disabled: none }),
              onChange: (keys) => setPicked(keys.map(String)),
            }}
            columns={[
              { title: '共借人', dataIndex: 'name' },
              { title: '关系', dataIndex: 'relationshipName' },
              { title: '手机号', dataIndex: 'phone' },
              {
                title: '实名状态',
                dataIndex: 'realNameStatus',
                render: (v: number) => (v === 2 ? <Tag color="green">认证通过</Tag> : <Tag>未通过</Tag>),
              },
            ]}
          />
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={close}>取消</Button>
            <Button type="primary" onClick={next} data-testid="customer-next">
              下一步
            </Button>
          </Space>
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {qr.isError ? <Empty description="征信授权合同暂不可用" /> : null}
          <Space wrap size={24}>
            {(qr.data?.list ?? []).map((c) => (
              <Space key={c.id} orientation="vertical" align="center" data-testid="credit-signer">
                <QRCode value={c.qrCodeUrl || '-'} size={160} />
                <Typography.Text>
                  {c.signer === 'borrower' ? '借款人' : '共借人'}：{c.idName}
                </Typography.Text>
                <Tag
                  color={c.signStatus === 1 || c.signStatus === 2 ? 'green' : c.signStatus === 3 ? 'red' : 'default'}
                >
                  {c.signStatusName}
                </Tag>
                {c.qrCodeUrl ? (
                  <Typography.Link href={c.qrCodeUrl} target="_blank" data-testid="credit-sign-link">
                    在本机打开签署页
                  </Typography.Link>
                ) : null}
              </Space>
            ))}
          </Space>
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={() => setCurrent(0)}>上一步</Button>
            <Button
              type="primary"
              disabled={!qr.data?.allSigned}
              loading={submit.isPending}
              onClick={() => void doSubmit().catch(() => {})}
              data-testid="customer-submit"
            >
              提交
            </Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
};
