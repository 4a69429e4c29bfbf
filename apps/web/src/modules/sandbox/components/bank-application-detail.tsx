import { bankSandboxDrawdownStatusLabels } from '@kc/domain/finance/bank-sandbox';
import { collateralAccResultLabels } from '@kc/domain/finance/status';
import { measureText } from '@kc/domain/shared/measure';
import { App, Button, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { DictLabel } from '../../../components/dict-select';
import { MoneyText } from '../../../components/money-text';
import { useDict } from '../../../components/use-dict';
import { type BankSandboxApplication, useBankSandboxApplication, useBankSandboxMutations } from '../bank-api';

const money = (v: string) => <MoneyText value={v} yuan />;

/** What the bank holds of one application: the collateral and its admission, the loans and the repayments. */
export const BankApplicationDetail = ({ row }: { row: BankSandboxApplication }) => {
  const { data } = useBankSandboxApplication(row.applyId);
  const { modal, message } = App.useApp();
  const { voidRelease } = useBankSandboxMutations();
  const askVoid = (instructionNo: string) =>
    modal.confirm({
      title: '撤销解押',
      content: `确定撤销解押指令 ${instructionNo}？平台的解押记录将作废，仓单回到质押。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await voidRelease.mutateAsync({ applyId: row.applyId, instructionNo, reason: '银行撤销解押' });
        void message.success('已处理，回调已发出');
      },
    });
  // The bank's collateral carries its charge unit (charge_unit: 吨, 千克, 立方米, 件).
  const chargeUnits = useDict('charge_unit');
  const detail = data ?? {
    ...row,
    agreementSha256: '',
    loans: [],
    repayments: [],
    drawdownRequests: [],
    repaymentNotices: [],
    releases: [],
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="bank-application-detail">
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'reg', label: '质押登记号', children: detail.registrationNo ?? '-' },
          { key: 'pushed', label: '质押通知书', children: detail.pledgePushed ? '平台已推送' : '未推送' },
          { key: 'fed', label: '解押反馈', children: detail.releaseFed ? '已收到' : '-' },
          { key: 'reason', label: '拒绝原因', children: detail.refuseReason ?? '-' },
          {
            key: 'sha',
            label: '四方协议摘要',
            children: detail.agreementSha256 ? (
              <Typography.Text code copyable>
                {detail.agreementSha256.slice(0, 16)}…
              </Typography.Text>
            ) : (
              '-'
            ),
          },
        ]}
      />
      <Table
        size="small"
        rowKey="billId"
        pagination={false}
        dataSource={detail.collateral}
        columns={[
          { title: '仓单编号', dataIndex: 'billCode' },
          { title: '货物', dataIndex: 'materialName' },
          {
            title: '重量',
            dataIndex: 'totalWeight',
            render: (v: string, c) => measureText(v, chargeUnits.isSuccess ? chargeUnits.labelOf(c.weightUnit) : null),
          },
          { title: '质押金额', dataIndex: 'pledgeAmount', render: money },
          {
            title: '准入结果',
            dataIndex: 'collateralAccResult',
            render: (v: number | null, c) =>
              v == null ? (
                '-'
              ) : (
                <Tag color={v === 0 ? 'success' : 'error'}>
                  {collateralAccResultLabels[v]}
                  {c.reason ? `：${c.reason}` : ''}
                </Tag>
              ),
          },
        ]}
      />
      {detail.drawdownRequests.length > 0 && (
        <Table
          size="small"
          rowKey="requestId"
          pagination={false}
          title={() => '货主放款申请'}
          data-testid="bank-drawdown-requests"
          dataSource={detail.drawdownRequests}
          columns={[
            { title: '申请金额', dataIndex: 'amount', render: money },
            { title: '备注', dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
            {
              title: '状态',
              dataIndex: 'status',
              render: (v: keyof typeof bankSandboxDrawdownStatusLabels) => (
                <Tag color={v === 'requested' ? 'processing' : v === 'disbursed' ? 'success' : 'default'}>
                  {bankSandboxDrawdownStatusLabels[v]}
                </Tag>
              ),
            },
            { title: '放款编号', dataIndex: 'disburseNo', render: (v: string | null) => v ?? '-' },
            { title: '申请时间', dataIndex: 'requestTime' },
          ]}
        />
      )}
      {detail.repaymentNotices.length > 0 && (
        <Table
          size="small"
          rowKey={(n) => `${n.noticeTime}-${n.amount}`}
          pagination={false}
          title={() => '货主还款通知'}
          data-testid="bank-repayment-notices"
          dataSource={detail.repaymentNotices}
          columns={[
            { title: '还款金额', dataIndex: 'amount', render: money },
            { title: '还款日期', dataIndex: 'repayDate' },
            { title: '通知时间', dataIndex: 'noticeTime' },
          ]}
        />
      )}
      {detail.loans.length > 0 && (
        <Table
          size="small"
          rowKey="disburseNo"
          pagination={false}
          title={() => '放款'}
          dataSource={detail.loans}
          columns={[
            { title: '放款编号', dataIndex: 'disburseNo' },
            { title: '金额', dataIndex: 'amount', render: money },
            { title: '币种', dataIndex: 'currency', render: (v: string) => <DictLabel code="ccy_cd" value={v} /> },
            { title: '放款日期', dataIndex: 'loanDate' },
            { title: '到期日期', dataIndex: 'dueDate' },
            { title: '年利率（%）', dataIndex: 'interestRate' },
          ]}
        />
      )}
      {detail.releases.length > 0 && (
        <Table
          size="small"
          rowKey="instructionNo"
          pagination={false}
          title={() => '解押指令'}
          data-testid="bank-releases"
          dataSource={detail.releases}
          columns={[
            { title: '指令编号', dataIndex: 'instructionNo' },
            { title: '提货单号', dataIndex: 'thCode' },
            { title: '提货码', dataIndex: 'takeGoodCode' },
            {
              title: '仓单',
              key: 'bills',
              render: (_, r) =>
                r.bills
                  .map((b) => {
                    const code = detail.collateral.find((c) => c.billId === b.billId)?.billCode ?? b.billId;
                    return b.takeGoodType === '02' ? `${code}（部分 ${b.weight}，${b.number} 托）` : `${code}（全部）`;
                  })
                  .join('、'),
            },
            { title: '发出时间', dataIndex: 'sentAt' },
            {
              title: '平台反馈',
              dataIndex: 'fedAt',
              render: (v: string | null, r) => (r.voidedAt ? <Tag>已撤销 {r.voidedAt}</Tag> : (v ?? '待反馈')),
            },
            {
              title: '操作',
              key: 'op',
              render: (_, r) =>
                !r.fedAt && !r.voidedAt ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    data-testid="bank-release-void"
                    onClick={() => askVoid(r.instructionNo)}
                  >
                    撤销解押
                  </Button>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      )}
      {detail.repayments.length > 0 && (
        <Table
          size="small"
          rowKey="repayNo"
          pagination={false}
          title={() => '还款'}
          dataSource={detail.repayments}
          columns={[
            { title: '还款编号', dataIndex: 'repayNo' },
            { title: '金额', dataIndex: 'amount', render: money },
            { title: '还款日期', dataIndex: 'repayDate' },
          ]}
        />
      )}
    </Space>
  );
};
