import { transferMessages, transferRejectBody } from '@kc/domain/transfer/transfer';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { useTransferMutations } from '../api';

const rules = zodFormRules(transferRejectBody.shape);

type Props = { id: string; contractId: string; open: boolean; onClose: () => void };

/** The warehouse refuses to issue the new receipts (spec 2 §3): with its reason; the receipts are back in effect. */
export const WarehouseRejectDialog = ({ id, contractId, open, onClose }: Props) => {
  const [form] = Form.useForm<{ descr: string }>();
  const { warehouseReject } = useTransferMutations(contractId);
  const confirm = useConfirmAction();
  const submit = async () => {
    const { descr } = await form.validateFields();
    confirm({
      content: transferMessages.confirmWarehouseReject,
      danger: true,
      done: transferMessages.rejected,
      run: () => warehouseReject.mutateAsync({ id, descr }),
      after: onClose,
    });
  };
  return (
    <Modal
      open={open}
      title="驳回过户"
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="驳回"
      okButtonProps={{ danger: true, 'data-testid': 'transfer-warehouse-reject-submit' } as ButtonProps}
      destroyOnHidden
      forceRender
    >
      <Form form={form} name="transfer-warehouse-reject" layout="vertical">
        <Form.Item name="descr" label="驳回原因" rules={rules.descr}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请填写驳回原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
