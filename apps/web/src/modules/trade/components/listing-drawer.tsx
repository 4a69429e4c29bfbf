import { listingMessages } from '@kc/domain/trade/listing';
import { Alert, Button, Drawer, Form, Space, Spin } from 'antd';
import type { ListingRecord } from '../api';
import { useListingEditor } from '../hooks/use-listing-editor';
import { ListingFields } from './listing-fields';

/** Add or edit a listing over the list; saving submits it for the platform's audit. */
export const ListingDrawer = ({
  editing,
  onClose,
}: {
  /** undefined: closed; null: a new listing */
  editing: ListingRecord | null | undefined;
  onClose: () => void;
}) => {
  const editor = useListingEditor(editing, onClose);
  return (
    <Drawer
      open={editor.open}
      title={editing ? '编辑挂牌货物' : '新增挂牌货物'}
      size={640}
      onClose={onClose}
      destroyOnHidden
      forceRender
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={editor.saving} onClick={editor.submit}>
            提交审核
          </Button>
        </Space>
      }
    >
      {editing?.auditOpinion && editing.auditStatus === 3 && (
        <Alert type="error" showIcon title={`审核意见：${editing.auditOpinion}`} style={{ marginBottom: 16 }} />
      )}
      <Spin spinning={editor.categoryLoading}>
        <Form form={editor.form} name="trade-listing" layout="vertical" onValuesChange={editor.onValuesChange}>
          <ListingFields editor={editor} />
        </Form>
      </Spin>
      <Alert type="info" showIcon title={listingMessages.confirmSave} />
    </Drawer>
  );
};
