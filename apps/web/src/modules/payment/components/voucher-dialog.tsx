import { DeleteOutlined } from '@ant-design/icons';
import { FeeParty, feePartyLabels, paymentMessages } from '@kc/domain/payment/payment';
import { Button, Empty, Flex, Image, Modal, Spin, Typography } from 'antd';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePaymentMutations, useVouchers, type Voucher } from '../api';
import { VoucherUploadButton } from './voucher-upload-button';

type SideProps = { contractId: string; side: number; vouchers: Voucher[]; own: boolean };

/**
 * Voucher thumbnails (previewed together) or the words saying none was uploaded; 删除 under each when the caller
 * may delete (the contract's sides and the financing service fee share it).
 */
export const VoucherImages = ({
  vouchers,
  onDelete,
}: {
  vouchers: readonly Voucher[];
  onDelete?: (id: string) => void;
}) =>
  vouchers.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={paymentMessages.noVoucher} />
  ) : (
    <Image.PreviewGroup>
      <Flex gap={12} wrap>
        {vouchers.map((v) => (
          <Flex key={v.id} vertical align="center" gap={4} data-testid="voucher-item">
            <Image src={v.link} alt={v.originalName} width={104} height={104} style={{ objectFit: 'contain' }} />
            {onDelete && (
              <Button
                size="small"
                type="link"
                danger
                icon={<DeleteOutlined />}
                data-testid="voucher-delete"
                onClick={() => onDelete(v.id)}
              >
                删除
              </Button>
            )}
          </Flex>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );

const SideVouchers = ({ contractId, side, vouchers, own }: SideProps) => {
  const { deleteVoucher } = usePaymentMutations(contractId);
  const confirmRemove = useConfirmRemove();
  return (
    <Flex vertical gap={8} data-testid={`voucher-side-${side}`}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{feePartyLabels[side]}付款凭证</Typography.Text>
        {own && (
          <VoucherUploadButton
            contractId={contractId}
            label="上传凭证"
            size="small"
            testId={`voucher-upload-${side}`}
          />
        )}
      </Flex>
      <VoucherImages
        vouchers={vouchers}
        onDelete={own ? (id) => confirmRemove([id], async ([v]) => deleteVoucher.mutateAsync(v!)) : undefined}
      />
    </Flex>
  );
};

/**
 * 查看凭证 (spec 2 §6 payment voucher view at status 1): each side's vouchers; only the caller's own side
 * (`mySide`) may upload and delete, every other viewer reads.
 */
export const VoucherDialog = ({
  contractId,
  open,
  onClose,
}: {
  contractId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const { data, isLoading } = useVouchers(contractId, open);
  return (
    <Modal open={open} title="付款凭证" footer={null} width={640} onCancel={onClose} destroyOnHidden>
      <Spin spinning={isLoading}>
        <Flex vertical gap={24} data-testid="voucher-dialog">
          {[FeeParty.shipper, FeeParty.buyer].map((side) => (
            <SideVouchers
              key={side}
              contractId={contractId}
              side={side}
              vouchers={(side === FeeParty.shipper ? data?.shipper : data?.buyer) ?? []}
              own={data?.mySide === side}
            />
          ))}
        </Flex>
      </Spin>
    </Modal>
  );
};
