import { Modal, Spin } from 'antd';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { VoucherImages } from '../../payment';
import { useFeeVouchers, useServiceFeeMutations } from '../service-fee-api';

type Props = {
  /** the fee */
  feeId: string;
  open: boolean;
  /** the shipper before the platform confirmed: may delete its vouchers */
  mayDelete: boolean;
  onClose: () => void;
};

/** 查看凭证 of the financing service fee (attachListByPushId): the offline payment's images, the payment's look. */
export const FeeVoucherDialog = ({ feeId, open, mayDelete, onClose }: Props) => {
  const { data, isLoading } = useFeeVouchers(feeId, open);
  const { deleteVoucher } = useServiceFeeMutations();
  const confirmRemove = useConfirmRemove();
  return (
    <Modal open={open} title="付款凭证" footer={null} width={640} onCancel={onClose} destroyOnHidden>
      <Spin spinning={isLoading}>
        <div data-testid="fee-voucher-dialog">
          <VoucherImages
            vouchers={data ?? []}
            onDelete={mayDelete ? (id) => confirmRemove([id], async ([v]) => deleteVoucher.mutateAsync(v!)) : undefined}
          />
        </div>
      </Spin>
    </Modal>
  );
};
