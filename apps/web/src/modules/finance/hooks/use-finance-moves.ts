import { financeMessages } from '@kc/domain/finance/finance';
import { FourStatus } from '@kc/domain/finance/status';
import { commonMessages, doneMessages } from '@kc/domain/shared/messages';
import { App } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { useFinanceMutations } from '../api';

type Target = { id: string; fourStatus: number };

/**
 * The moves on an application the list and the detail share, each asked first (spec 2 §5 Financing review: an
 * approval or a rejection of the four-party agreement asks for confirmation first).
 */
export const useFinanceMoves = () => {
  const { message, modal } = App.useApp();
  const confirm = useConfirmAction();
  const moves = useFinanceMutations();
  return {
    /** 提交: a saved application (fourStatus 0) is submitted, a rejected one (11, 21) re-submitted. */
    submit: (a: Target, after?: () => void) =>
      confirm({
        content: financeMessages.confirmSubmit,
        run: () => (a.fourStatus === FourStatus.notStarted ? moves.submit : moves.reSubmit).mutateAsync(a.id),
        done: financeMessages.submitted,
        after,
      }),
    cancel: (a: Target, after?: () => void) =>
      confirm({
        content: financeMessages.confirmCancel,
        run: () => moves.cancel.mutateAsync(a.id),
        done: '融资申请已撤销',
        danger: true,
        after,
      }),
    pass: (a: Target, after?: () => void) =>
      confirm({
        content: financeMessages.confirmPass,
        run: () => moves.audit.mutateAsync({ id: a.id, status: 1 }),
        done: doneMessages.passed,
        after,
      }),
    /** 驳回 with its reason, once confirmed: true when rejected, false when the reviewer cancelled. */
    reject: (a: Target, descr: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: '提示',
          content: financeMessages.confirmReject,
          okText: '确定',
          cancelText: '取消',
          okButtonProps: { danger: true },
          onOk: async () => {
            await moves.audit.mutateAsync({ id: a.id, status: 2, descr });
            void message.success(doneMessages.rejected);
            resolve(true);
          },
          onCancel: () => {
            void message.info(commonMessages.cancelled);
            resolve(false);
          },
        });
      }),
    /** 重新推送 (butTest): the push runs in the background; the page hears how it went. */
    push: async (a: Target) => {
      await moves.push.mutateAsync(a.id);
      void message.success(financeMessages.pushQueued);
    },
    pushing: moves.push.isPending,
  };
};
