import { transferApplyBody, transferMessages } from '@kc/domain/transfer/transfer';
import { Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { statusMaps } from '../../../components/status-maps';
import { StatusTag } from '../../../components/status-tag';
import { type TransferDetail, type TransferGoodsRow, useTransferMutations } from '../api';
import { TransferGoodsTable } from './transfer-goods-table';
import { rejectReasonOf, type TransferParties, TransferPartiesView } from './transfer-heads';

type Values = { freeAgreement?: string; otherDesc?: string };

const rules = zodFormRules(transferApplyBody.shape);

type Props = {
  contractId: string;
  open: boolean;
  parties: TransferParties;
  goods: TransferGoodsRow[];
  /** the last application, when this is a re-application after a rejection */
  last: TransferDetail | null;
  onClose: () => void;
};

/**
 * The transfer application dialog (spec 2 §2): the warehouse location, the previous and new holder, the storage-fee
 * and other agreements and the goods; after a rejection also the review's status and the reason, the last
 * application's agreements filled in again.
 */
export const TransferApplyDialog = ({ contractId, open, parties, goods, last, onClose }: Props) => {
  const [form] = Form.useForm<Values>();
  const { apply } = useTransferMutations(contractId);
  const confirm = useConfirmAction();
  const reason = last ? rejectReasonOf(last) : null;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ freeAgreement: last?.freeAgreement ?? '', otherDesc: last?.otherDesc ?? '' });
  }, [open, last, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const body = transferApplyBody.parse({ id: contractId, ...v });
    confirm({
      content: transferMessages.confirmApply,
      done: transferMessages.applied,
      run: () => apply.mutateAsync(body),
      after: onClose,
    });
  };
  return (
    <Modal
      open={open}
      title={last ? '重新申请过户' : '申请过户'}
      width={960}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText="提交申请"
      okButtonProps={{ 'data-testid': 'transfer-apply-submit' } as Record<string, string>}
      destroyOnHidden
      forceRender
    >
      <Flex vertical gap={16} data-testid="transfer-apply-dialog">
        <TransferPartiesView parties={parties} />
        {last && (
          <Descriptions
            data-testid="transfer-apply-rejection"
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'audit',
                label: '审核状态',
                children: (
                  <Flex gap={8}>
                    <StatusTag value={last.auditStatus} map={statusMaps.transferAudit} />
                    <StatusTag value={last.status} map={statusMaps.transfer} />
                  </Flex>
                ),
              },
              {
                key: 'reason',
                label: '驳回原因',
                children: <Typography.Text type="danger">{reason || '-'}</Typography.Text>,
              },
            ]}
          />
        )}
        <Form<Values> form={form} name="transfer-apply" layout="vertical">
          <Form.Item name="freeAgreement" label="仓储费约定" rules={rules.freeAgreement}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder="请输入仓储费约定" />
          </Form.Item>
          <Form.Item name="otherDesc" label="其他约定" rules={rules.otherDesc}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder="请输入其他约定" />
          </Form.Item>
        </Form>
        <TransferGoodsTable goods={goods} successors={false} />
      </Flex>
    </Modal>
  );
};
