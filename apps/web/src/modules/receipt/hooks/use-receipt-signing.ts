import { receiptPrompts } from '@kc/domain/receipt/receipt';
import { type SignerRole, signSteps, statusMatchesSigner } from '@kc/domain/receipt/status';
import { doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { useUserInfo } from '../../../app/session-queries';
import { type ReceiptRecord, type SignRole, useSignReceipt, useSignRole } from '../api';

type Signable = Pick<ReceiptRecord, 'id' | 'code' | 'status' | 'cargoOwnerId' | 'warehouseId'>;

/** The enterprise a role signs for on this receipt; the platform signs every receipt of its tenant. */
const isParty = (role: SignerRole, r: Signable, postId: string | null | undefined) => {
  if (role === 'platform') return true;
  const party = role === 'warehouse' ? r.warehouseId : r.cargoOwnerId;
  return Boolean(postId) && String(party) === String(postId);
};

/** Whether this user may stamp their seal on the receipt now (their role's turn, their seal permission). */
export const maySign = (signRole: SignRole | undefined, r: Signable, postId: string | null | undefined) =>
  Boolean(
    signRole?.role &&
      signRole.permissions.seal &&
      statusMatchesSigner(r.status, signRole.role) &&
      isParty(signRole.role, r, postId),
  );

/** 签章 of one receipt: who may, and the confirm → POST ple/bill/sign → message step. */
export const useReceiptSigning = () => {
  const { modal, message } = App.useApp();
  const { data: signRole } = useSignRole();
  const { data: me } = useUserInfo();
  const sign = useSignReceipt();
  return {
    signRole,
    canSign: (r: Signable) => maySign(signRole, r, me?.postId),
    signing: sign.isPending ? sign.variables : undefined,
    sign: (r: Signable) => {
      const role = signRole?.role;
      if (!role) return;
      modal.confirm({
        title: '提示',
        content: receiptPrompts.confirmSign(signSteps[role].partyLabel, r.code),
        okText: '确定',
        cancelText: '取消',
        onOk: async () => {
          await sign.mutateAsync(r.id);
          void message.success(doneMessages.signed);
        },
      });
    },
  };
};
