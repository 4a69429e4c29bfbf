import { App } from 'antd';
import type { ReactNode } from 'react';

type ConfirmAction = {
  /** The question (confirmMessages and the modules' prompts), perhaps with a warning above it. */
  content: ReactNode;
  /** The move; when it fails the API client has said why and the question stays open. */
  run: () => Promise<unknown>;
  /** What the toast says afterwards (doneMessages). */
  done: string;
  okText?: string;
  danger?: boolean;
  after?: () => void;
};

/** A move that cannot be undone (审核通过, 驳回, 提交, 完成公检…): asked first, then told what happened. */
export const useConfirmAction = () => {
  const { modal, message } = App.useApp();
  return ({ content, run, done, okText = '确定', danger = false, after }: ConfirmAction) =>
    modal.confirm({
      title: '提示',
      content,
      okText,
      cancelText: '取消',
      okButtonProps: { danger },
      onOk: async () => {
        await run();
        void message.success(done);
        after?.();
      },
    });
};
