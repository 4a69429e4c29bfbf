import { CONTRACT_SIGN_MESSAGE, contractLimits, contractRefusals } from '@kc/domain/contract/contract';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { type QrCode, QrSignDialog } from '../../../components/qr-sign-dialog';
import { contractApi } from '../api';
import { contractAddPath } from '../contract-paths';

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
 * whose OK leads to the enterprise information page (spec 2 §8); a refusal for want of the side's own bank fields
 * (at 19, a contract confirmed before they were required) closes it too, and 去填写 opens the terms in the wizard.
 */
export const ContractSignDialog = ({ contractId, onClose, onDone }: Props) => {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const load = async (): Promise<QrCode> => {
    let answer: Awaited<ReturnType<typeof contractApi.esign>>;
    try {
      answer = await contractApi.esign(contractId!);
    } catch (e) {
      // spec 2 §5: a side seals only with its own bank fields on the contract; the terms are where it fills them.
      if (e instanceof ApiError && e.reason === contractRefusals.reasons.ownBankMissing) {
        const id = contractId!;
        onClose();
        modal.confirm({
          title: '提示',
          content: `${e.message}。填写后合同将重新提交对方确认。`,
          okText: '去填写',
          cancelText: '取消',
          onOk: () => navigate(contractAddPath(id)),
        });
      } else if (e instanceof Error) {
        void message.error(e.message);
      }
      throw e;
    }
    const { data, msg } = answer;
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
