import { UnlockOutlined } from '@ant-design/icons';
import { unlockSelectionMessage, wmsMessages } from '@kc/domain/wms/wms';
import { App, Button, Space, Typography } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { type ContainerRow, useWmsMutations } from '../api';

/**
 * 解锁 (spec 3 §5 Unlock): at least one container, all of one WMS platform — checked here before asking, and
 * again by the server, which also refuses goods a live receipt still covers.
 */
export const UnlockToolbar = ({ rows, onDone }: { rows: ContainerRow[]; onDone: () => void }) => {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const { unlock } = useWmsMutations();
  const start = () => {
    const problem = unlockSelectionMessage(rows);
    if (problem) {
      void message.warning(problem);
      return;
    }
    confirm({
      content: wmsMessages.confirmUnlock,
      run: () => unlock.mutateAsync({ ids: rows.map((r) => r.id), warehouseUnitId: rows[0]!.warehouseUnitId }),
      done: wmsMessages.unlocked,
      after: onDone,
    });
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Button type="primary" icon={<UnlockOutlined />} onClick={start}>
        解锁
      </Button>
      {rows.length > 0 && <Typography.Text type="secondary">已选择 {rows.length} 项</Typography.Text>}
    </Space>
  );
};
