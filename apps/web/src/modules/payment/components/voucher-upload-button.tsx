import { UploadOutlined } from '@ant-design/icons';
import { paymentMessages } from '@kc/domain/payment/payment';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { contractApi } from '../../contract';
import { usePaymentMutations } from '../api';

/** spec 2 §7 Fee payment: a voucher is a jpg, jpeg or png image (the server sniffs the type again). */
const KINDS = ['jpg', 'jpeg', 'png'];
const kindOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

type Props = {
  /** The contract whose voucher this is (insertVoucher), unless `attach` ties the stored image elsewhere. */
  contractId?: string;
  label: string;
  testId: string;
  type?: 'primary' | 'default';
  size?: 'small';
  /** Ties the stored image to its payment (the financing service fee's insertAttach); default insertVoucher. */
  attach?: (attachId: string) => Promise<unknown>;
  /** The refusal of another file type (default paymentMessages.voucherTypes). */
  typeMessage?: string;
};

/** 线下支付 / 上传凭证: stores the image (the common upload), then insertVoucher ties it to the caller's side. */
export const VoucherUploadButton = ({
  contractId = '',
  label,
  testId,
  type = 'default',
  size,
  attach,
  typeMessage = paymentMessages.voucherTypes,
}: Props) => {
  const { message } = App.useApp();
  const { insertVoucher } = usePaymentMutations(contractId);
  const [uploading, setUploading] = useState(false);
  const beforeUpload = (file: File) => {
    if (!KINDS.includes(kindOf(file.name))) {
      void message.error(typeMessage);
      return Upload.LIST_IGNORE;
    }
    setUploading(true);
    contractApi
      .upload(file)
      .then((stored) =>
        attach ? attach(stored.attachId) : insertVoucher.mutateAsync({ id: contractId, attachId: stored.attachId }),
      )
      .then(() => void message.success(commonMessages.success))
      .catch(() => {})
      .finally(() => setUploading(false));
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload accept=".jpg,.jpeg,.png" showUploadList={false} multiple={false} beforeUpload={beforeUpload}>
      <Button type={type} size={size} icon={<UploadOutlined />} loading={uploading} data-testid={testId}>
        {label}
      </Button>
    </Upload>
  );
};
