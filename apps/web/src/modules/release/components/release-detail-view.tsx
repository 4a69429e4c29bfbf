import { dgeCcbStatusTone } from '@kc/domain/finance/status';
import { OUTBOUND_STATUS_EVENT, type OutboundStatusEvent, outboundDetailPath } from '@kc/domain/outbound/status';
import { RELEASE_STATUS_EVENT, type ReleaseStatusEvent } from '@kc/domain/release/release-record';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Space, Spin, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { StatusTag } from '../../../components/status-tag';
import { receiptDetailPath } from '../../receipt';
import { type ReleaseBill, type ReleaseDetail, releaseKeys, useReleaseDetail } from '../api';
import { releaseSplitPath } from '../release-paths';
import { PickupButton } from './pickup-button';
import { ReleaseActions } from './release-actions';
import { NoticeDialog, PrePickupDialog, RepaymentsDialog, SplitDialog } from './release-dialogs';
import { ReleaseFeeCard } from './release-fee-card';
import { ReleaseResubmitButton } from './release-resubmit';
import { ReleaseSignSection } from './release-sign-section';
import { releasePayStatusMap, releaseSignStatusMap, releaseStatusMap, traySplitStatusMap } from './release-status';

const text = (v: string | number | null | undefined) => (v == null || v === '' ? '-' : String(v));

const billColumns = (openSplit: (id: string) => void): TableColumnsType<ReleaseBill> => [
  {
    title: '仓单编号',
    dataIndex: 'oldWrInfoCode',
    width: 170,
    render: (v: string, b) => <Link to={receiptDetailPath(b.oldWrInfoId)}>{v}</Link>,
  },
  { title: '货物', dataIndex: 'materialName', ellipsis: true },
  { title: '解押方式', dataIndex: 'takeGoodTypeName', width: 96 },
  {
    title: '仓单重量',
    dataIndex: 'totalWeight',
    align: 'right',
    width: 110,
    render: (v: string, b) => `${v}${b.weightUnitName}`,
  },
  {
    title: '解押重量',
    dataIndex: 'weight',
    align: 'right',
    width: 110,
    render: (v: string, b) => `${v}${b.weightUnitName}`,
  },
  { title: '托盘数', dataIndex: 'number', align: 'right', width: 80, render: (v: number | null) => text(v) },
  {
    title: '质押状态',
    dataIndex: 'dgeCcbStatusName',
    width: 130,
    render: (v: string, b) => (
      <StatusTag
        value={b.dgeCcbStatus}
        map={{ [b.dgeCcbStatus]: { label: v, tone: dgeCcbStatusTone(b.dgeCcbStatus) } }}
      />
    ),
  },
  {
    title: '拆分后仓单',
    key: 'split',
    render: (_, b) =>
      b.leaveWrInfoCode || b.remainWrInfoCode ? (
        <Space size={4} wrap>
          {b.leaveWrInfoCode && b.leaveWrInfoId && (
            <Link to={receiptDetailPath(b.leaveWrInfoId)}>
              <Tag color="blue">提货 {b.leaveWrInfoCode}</Tag>
            </Link>
          )}
          {b.remainWrInfoCode && b.remainWrInfoId && (
            <Link to={receiptDetailPath(b.remainWrInfoId)}>
              <Tag>剩余 {b.remainWrInfoCode}</Tag>
            </Link>
          )}
        </Space>
      ) : (
        '-'
      ),
  },
  {
    title: '操作',
    key: 'op',
    width: 90,
    render: (_, b) => (
      <Button type="link" size="small" onClick={() => openSplit(b.id)} data-testid="release-split">
        拆分情况
      </Button>
    ),
  },
];

/** 融资信息: the application (its loan figures are absent for the warehouse reviewer, spec 2 §6 finance_warehouse). */
const FinanceInfo = ({ r }: { r: ReleaseDetail }) => {
  const f = r.bcFinanceApply;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="release-finance">
      <Descriptions.Item label="融资申请编号">{f.code}</Descriptions.Item>
      <Descriptions.Item label="融资状态">{f.statusName}</Descriptions.Item>
      <Descriptions.Item label="银行融资编号">{text(r.financeAppId)}</Descriptions.Item>
      <Descriptions.Item label="货主">{r.shipperName}</Descriptions.Item>
      <Descriptions.Item label="仓储企业">{r.warehouseCompanyName}</Descriptions.Item>
      <Descriptions.Item label="金融机构">{r.bankName}</Descriptions.Item>
      <Descriptions.Item label="质押登记编号">{text(f.registrationNo)}</Descriptions.Item>
      {!r.redacted && (
        <>
          <Descriptions.Item label="放款金额">{text(f.loanMoney)}</Descriptions.Item>
          <Descriptions.Item label="已还金额">{text(f.repaidMoney)}</Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
};

/** 银行提货信息: the bank's instruction, pick-up number and code, time, the notice and our feedback. */
const BankInfo = ({ r, openNotice }: { r: ReleaseDetail; openNotice: () => void }) => (
  <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="release-bank">
    <Descriptions.Item label="解押指令编号">{r.instructionNo}</Descriptions.Item>
    <Descriptions.Item label="提货单号">{text(r.thCode)}</Descriptions.Item>
    <Descriptions.Item label="提货码">{text(r.takeGoodCode)}</Descriptions.Item>
    <Descriptions.Item label="提货时间">{text(r.takeGoodTime)}</Descriptions.Item>
    <Descriptions.Item label="提货通知书">
      {r.takeGoodNoticeFile ? (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={openNotice} data-testid="release-notice-open">
          查看
        </Button>
      ) : (
        '-'
      )}
    </Descriptions.Item>
    <Descriptions.Item label="提货反馈">
      {r.feedbackState === 1 ? `银行已接收（${text(r.fedAt)}）` : r.status === 50 ? '反馈中' : '未反馈'}
    </Descriptions.Item>
  </Descriptions>
);

/**
 * One release (spec 3 §2 Release detail): the header (code, status, fee payment status, sign status) with the
 * caller's actions, financing information, bank pick-up information, receipt split, pick-up receipts, service amount;
 * the dialogs split situation, repayment records, pending pick-up receipts and the pick-up notice. Live on
 * `release.status`.
 */
export const ReleaseDetailView = ({ id, onBack }: { id: string; onBack: () => void }) => {
  const { data: r, isLoading, isError } = useReleaseDetail(id);
  const client = useQueryClient();
  const [split, setSplit] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'repayments' | 'prePickup' | 'notice' | null>(null);
  useLiveEvent<ReleaseStatusEvent>(RELEASE_STATUS_EVENT, (e) => {
    if (String(e?.id) === id) void client.invalidateQueries({ queryKey: releaseKeys.detail(id) });
  });
  // Its pick-up orders move on the outbound side (the warehouse weighs out): their statuses here follow.
  useLiveEvent<OutboundStatusEvent>(OUTBOUND_STATUS_EVENT, (e) => {
    if (r?.outputs.some((o) => o.id === String(e?.id)))
      void client.invalidateQueries({ queryKey: releaseKeys.detail(id) });
  });
  const back = <Button onClick={onBack}>返回</Button>;
  if (isLoading) return <Spin spinning style={{ display: 'block', padding: 48 }} />;
  if (isError || !r) return <Result status="404" title="解押记录不存在或无权查看" extra={back} />;
  return (
    <Flex vertical gap={16}>
      <Card
        title={`解押 ${r.releaseCode}`}
        extra={
          <Space>
            <ReleaseActions release={r} />
            <ReleaseResubmitButton release={r} />
            {back}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} data-testid="release-header">
          <Descriptions.Item label="解押编号">{r.releaseCode}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag value={r.status} map={releaseStatusMap} />
          </Descriptions.Item>
          <Descriptions.Item label="服务费支付状态">
            {r.serviceAmountStatus === 1 ? <StatusTag value={r.payStatus} map={releasePayStatusMap} /> : '待通知'}
          </Descriptions.Item>
          <Descriptions.Item label="签章状态">
            <StatusTag value={r.signStatus} map={releaseSignStatusMap} />
          </Descriptions.Item>
        </Descriptions>
        {r.descr && (r.status === 11 || r.status === 21) && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} message={`驳回意见：${r.descr}`} />
        )}
      </Card>
      <Card
        title="融资信息"
        size="small"
        extra={
          !r.redacted && (
            <Button size="small" onClick={() => setDialog('repayments')} data-testid="release-repayments-open">
              还款记录
            </Button>
          )
        }
      >
        <FinanceInfo r={r} />
      </Card>
      <Card title="银行提货信息" size="small">
        <BankInfo r={r} openNotice={() => setDialog('notice')} />
      </Card>
      <Card
        title="仓单拆分"
        size="small"
        extra={
          <Space>
            托盘拆分 <StatusTag value={r.traySplitStatus} map={traySplitStatusMap} />
            {r.billList.some((b) => b.takeGoodType === '02') && (
              <Link to={releaseSplitPath(r.id)} data-testid="release-split-view">
                查看托盘拆分
              </Link>
            )}
          </Space>
        }
      >
        <DataTable<ReleaseBill>
          data-testid="release-bills"
          size="small"
          columns={billColumns(setSplit)}
          dataSource={r.billList}
          pagination={false}
        />
      </Card>
      <ReleaseSignSection release={r} />
      <Card
        title="提货仓单"
        size="small"
        extra={
          <Space>
            <Button size="small" onClick={() => setDialog('prePickup')} data-testid="release-pre-pickup-open">
              待提货仓单
            </Button>
            <PickupButton release={r} />
          </Space>
        }
      >
        <Flex vertical gap={8}>
          <span>{r.status === 50 ? '银行已同意提货：解押的仓单生效后可办理提货。' : '提货反馈成功后可办理提货。'}</span>
          {r.outputs.length > 0 && (
            <Space wrap data-testid="release-outputs">
              提货出库单：
              {r.outputs.map((o) => (
                <Link key={o.id} to={outboundDetailPath(o.id, o.code)}>
                  {o.code}（{o.statusName}）
                </Link>
              ))}
            </Space>
          )}
        </Flex>
      </Card>
      <Card title="服务费" size="small">
        <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="release-fee">
          <Descriptions.Item label="服务费通知">{r.serviceAmountStatus === 1 ? '已通知' : '未通知'}</Descriptions.Item>
          <Descriptions.Item label="支付状态">
            {r.serviceAmountStatus === 1 ? <StatusTag value={r.payStatus} map={releasePayStatusMap} /> : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="交易支付状态">
            {r.bcTradePay.payStatus == null ? (
              '-'
            ) : (
              <StatusTag value={r.bcTradePay.payStatus} map={releasePayStatusMap} />
            )}
          </Descriptions.Item>
        </Descriptions>
        <ReleaseFeeCard release={r} />
      </Card>
      <SplitDialog billRowId={split} onClose={() => setSplit(null)} />
      <RepaymentsDialog releaseId={dialog === 'repayments' ? r.id : null} onClose={() => setDialog(null)} />
      <PrePickupDialog releaseId={dialog === 'prePickup' ? r.id : null} onClose={() => setDialog(null)} />
      <NoticeDialog releaseId={dialog === 'notice' ? r.id : null} onClose={() => setDialog(null)} />
    </Flex>
  );
};
