import { CREDIT_SIGNER_LABELS, CreditContractStatus } from '@kc/domain/credit-contract/credit-contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, QRCode, Result, Space, Spin, Typography } from 'antd';
import { type CreditContract, creditContractApi, creditContractKeys } from '../api';

/**
 * The signing QR of one unsigned row: a fresh link (signContractFunction: token valid 30 minutes) drawn as a QR
 * code for the signer's phone. The row itself comes from the drawer's 2 s poll, so a signature shows at once.
 */
export const CreditQrModal = ({ row, onClose }: { row: CreditContract | null; onClose: () => void }) => {
  const link = useQuery({
    queryKey: [...creditContractKeys.all, 'signLink', row?.id],
    queryFn: () => creditContractApi.signLink(row!.id),
    enabled: row !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const signed = row !== null && row.status === CreditContractStatus.signed;
  return (
    <Modal open={row !== null} title="签署二维码" footer={null} onCancel={onClose} destroyOnHidden width={420}>
      {row && signed && <Result status="success" title="签署成功" subTitle={`${row.idName}已签署征信授权书`} />}
      {row && !signed && (
        <Space orientation="vertical" align="center" style={{ width: '100%' }} size={8}>
          <Typography.Text strong>
            {CREDIT_SIGNER_LABELS[row.signer]}：{row.idName}
          </Typography.Text>
          {link.isLoading && <Spin style={{ padding: 48 }} />}
          {link.data && (
            <>
              <QRCode value={link.data.qrCodeUrl} size={220} data-testid="credit-sign-qr" />
              <Typography.Text>请签署人使用手机扫码，短信验证后签署</Typography.Text>
              <Typography.Text type="secondary" copyable={{ text: link.data.qrCodeUrl }} style={{ fontSize: 12 }}>
                手机浏览器打开：{link.data.qrCodeUrl}
              </Typography.Text>
            </>
          )}
          {row.status === CreditContractStatus.failed && (
            <Typography.Text type="danger">签署失败：{row.failReason}</Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
};
