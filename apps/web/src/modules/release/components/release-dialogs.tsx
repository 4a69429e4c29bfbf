import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin, type TableColumnsType } from 'antd';
import { useEffect, useMemo } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { saveBlob } from '../../../components/save-blob';
import { type PrePickupBill, type ReleaseRepayment, type ReleaseSplitRow, releaseApi, releaseKeys } from '../api';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** 拆分情况 (splitBillsByBilId): a release receipt row's pledged receipt and, once split, its two successors. */
export const SplitDialog = ({ billRowId, onClose }: { billRowId: string | null; onClose: () => void }) => {
  const { data, isLoading } = useQuery({
    queryKey: [...releaseKeys.all, 'split', billRowId],
    queryFn: () => releaseApi.splitBills(billRowId!),
    enabled: billRowId !== null,
  });
  const columns: TableColumnsType<ReleaseSplitRow> = [
    { title: '仓单', dataIndex: 'roleName', width: 120 },
    { title: '仓单编号', dataIndex: 'wrInfoCode' },
    { title: '重量', dataIndex: 'totalWeight', align: 'right', width: 110 },
    { title: '数量', dataIndex: 'totalQuantity', align: 'right', width: 110 },
    { title: '状态', dataIndex: 'statusName', width: 110 },
  ];
  return (
    <Modal open={billRowId !== null} title="拆分情况" width={760} footer={null} onCancel={onClose} destroyOnHidden>
      <DataTable<ReleaseSplitRow>
        data-testid="release-split-table"
        size="small"
        rowKey="wrInfoId"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
      />
    </Modal>
  );
};

/** 还款记录 (repaymentsByGoodsId): the application's repayments (spec 3 §3 Repayment). */
export const RepaymentsDialog = ({ releaseId, onClose }: { releaseId: string | null; onClose: () => void }) => {
  const { data, isLoading } = useQuery({
    queryKey: releaseKeys.part(releaseId ?? '', 'repayments'),
    queryFn: () => releaseApi.repayments(releaseId!),
    enabled: releaseId !== null,
  });
  const columns: TableColumnsType<ReleaseRepayment> = [
    { title: '还款编号', dataIndex: 'applyNo' },
    { title: '还款本金', dataIndex: 'repaymentPrincipal', align: 'right', width: 130 },
    { title: '还款金额', dataIndex: 'repaymentMoney', align: 'right', width: 130 },
    { title: '币种', dataIndex: 'repaymentCurrency', width: 80 },
    { title: '还款日期', dataIndex: 'repaymentDate', width: 120 },
    { title: '登记日期', dataIndex: 'applyDate', width: 120 },
    { title: '利率（%）', dataIndex: 'interestInfo', width: 100 },
  ];
  return (
    <Modal open={releaseId !== null} title="还款记录" width={900} footer={null} onCancel={onClose} destroyOnHidden>
      <DataTable<ReleaseRepayment>
        data-testid="release-repayments"
        size="small"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
      />
    </Modal>
  );
};

/** 待提货仓单 (prePickupBillList): the receipts a pick-up takes. */
export const PrePickupDialog = ({ releaseId, onClose }: { releaseId: string | null; onClose: () => void }) => {
  const { data, isLoading } = useQuery({
    queryKey: releaseKeys.part(releaseId ?? '', 'prePickup'),
    queryFn: () => releaseApi.prePickup(releaseId!),
    enabled: releaseId !== null,
  });
  const columns: TableColumnsType<PrePickupBill> = [
    { title: '仓单编号', dataIndex: 'wrInfoCode' },
    { title: '解押方式', dataIndex: 'takeGoodType', width: 100, render: (v: string) => (v === '02' ? '部分' : '全部') },
    { title: '货物', dataIndex: 'materialName' },
    { title: '重量', dataIndex: 'totalWeight', align: 'right', width: 110 },
    { title: '数量', dataIndex: 'totalQuantity', align: 'right', width: 110 },
    { title: '状态', dataIndex: 'statusName', width: 110 },
  ];
  return (
    <Modal open={releaseId !== null} title="待提货仓单" width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <DataTable<PrePickupBill>
        data-testid="release-pre-pickup"
        size="small"
        rowKey="wrInfoId"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
      />
    </Modal>
  );
};

/** 提货通知书 (getTakeGoodPdf): the bank's notice, a PDF read in the page or an image. */
export const NoticeDialog = ({ releaseId, onClose }: { releaseId: string | null; onClose: () => void }) => {
  const { data, isLoading, isError } = useQuery({
    queryKey: releaseKeys.part(releaseId ?? '', 'notice'),
    queryFn: () => releaseApi.notice(releaseId!),
    enabled: releaseId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const file = useMemo(() => {
    if (!data) return null;
    const blob = new Blob([bytesOf(data.extractPdfBase64)], { type: data.mime });
    return { blob, url: URL.createObjectURL(blob), fileName: data.fileName, image: data.mime.startsWith('image/') };
  }, [data]);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  return (
    <Modal open={releaseId !== null} title="提货通知书" width="80vw" footer={null} onCancel={onClose} destroyOnHidden>
      {isLoading && <Spin spinning style={{ display: 'block', padding: 48 }} />}
      {isError && <Empty description="银行未提供提货通知书" />}
      {file && (
        <>
          <Button
            icon={<DownloadOutlined />}
            style={{ marginBottom: 12 }}
            onClick={() => saveBlob(file.blob, file.fileName)}
          >
            下载
          </Button>
          {file.image ? (
            <img src={file.url} alt="提货通知书" style={{ maxWidth: '100%' }} />
          ) : (
            <iframe
              title="提货通知书"
              data-testid="release-notice"
              src={file.url}
              style={{ width: '100%', height: '70vh', border: '1px solid #f0f0f0', borderRadius: 6 }}
            />
          )}
        </>
      )}
    </Modal>
  );
};
