import { CONTRACT_SIGN_MESSAGE, contractLimits } from '@kc/domain/contract/contract';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { type QrCode, QrSignDialog } from '../../../components/qr-sign-dialog';
import { contractApi } from '../api';

/** Where an enterprise opens its e-seal (the 203 confirm box's OK, spec 2 §8). */
const ENTERPRISE_INFO_PATH = '/base/enterprise/myEnterprise';

type Props = {
  /** The contract being signed; null keeps the dialog closed. */
  contractId: string | null;
  onClose: () => void;
  /** 签章已完成: the caller reads the contract again. */
  onDone: () => void;
};

/**
 * 合同签章 (spec 2 §4 QR signing dialog): a one-minute code from esign, its status polled from qrData, given up
 * with cancelQrCode. An esign answering 203 closes the dialog and shows the server's message in a confirm box
 * whose OK leads to the enterprise information page (spec 2 §8).
 */
export const ContractSignDialog = ({ contractId, onClose, onDone }: Props) => {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const load = async (): Promise<QrCode> => {
    const { data, msg } = await contractApi.esign(contractId!);
    if (data !== CONTRACT_SIGN_MESSAGE) return data;
    onClose();
    modal.confirm({
      title: '提示',
      content: msg,
      okText: '确定',
      cancelText: '取消',
      onOk: () => navigate(ENTERPRISE_INFO_PATH),
    });
    throw new Error(msg);
  };
  return (
    <QrSignDialog
      title="合同签章"
      open={contractId !== null}
      lifetimeMs={contractLimits.qrLifetimeMs}
      load={load}
      poll={async (code) => (await contractApi.qrData(code.token)).status}
      cancel={(code) => contractApi.cancelQr(code.token)}
      onDone={onDone}
      onClose={onClose}
    />
  );
};
