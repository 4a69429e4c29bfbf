import { Button, Drawer, Form, Space, Spin } from 'antd';
import type { DemandRecord } from '../api';
import { useDemandEditor } from '../hooks/use-demand-editor';
import { DemandFields } from './demand-fields';

/** Post or edit a demand over the list. */
export const DemandDrawer = ({
  editing,
  onClose,
}: {
  /** undefined: closed; null: a new demand */
  editing: DemandRecord | null | undefined;
  onClose: () => void;
}) => {
  const editor = useDemandEditor(editing, onClose);
  return (
    <Drawer
      open={editor.open}
      title={editing ? '编辑求购信息' : '发布求购信息'}
      size={640}
      onClose={onClose}
      destroyOnHidden
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={editor.saving} onClick={editor.submit}>
            {editing ? '保存' : '发布'}
          </Button>
        </Space>
      }
    >
      <Spin spinning={editor.categoryLoading}>
        <Form form={editor.form} name="trade-demand" layout="vertical" onValuesChange={editor.onValuesChange}>
          <DemandFields tradeAttrs={editor.tradeAttrs} />
        </Form>
      </Spin>
    </Drawer>
  );
};
