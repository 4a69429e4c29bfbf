import { sealMessages } from '@kc/domain/enterprise/seal';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Space, Switch, Typography } from 'antd';
import { useUpdateAutoSign } from '../../api';

/**
 * Silent signing (静默签章): asked first; the switch moves only once the provider agrees, so a cancel or a
 * refusal ('操作失败!') leaves it where it was (spec 1 §8).
 */
export const AutoSignSwitch = ({ isAutoSign }: { isAutoSign: boolean }) => {
  const { message, modal } = App.useApp();
  const update = useUpdateAutoSign();
  const toggle = async (on: boolean) => {
    try {
      await update.mutateAsync(on ? 1 : 0);
      void message.success(on ? doneMessages.autoSignOn : doneMessages.autoSignOff);
    } catch {
      void message.error(sealMessages.autoSignFailed);
    }
  };
  const ask = (on: boolean) =>
    modal.confirm({
      title: '提示',
      content: `确定${on ? '开启' : '关闭'}静默签章?`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => toggle(on),
    });
  return (
    <Space>
      <Typography.Text>静默签章</Typography.Text>
      <Switch
        aria-label="静默签章"
        checked={isAutoSign}
        loading={update.isPending}
        checkedChildren="开"
        unCheckedChildren="关"
        onChange={ask}
      />
    </Space>
  );
};
