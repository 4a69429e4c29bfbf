import { caseNumberText, saveApplyBody, wmsMessages } from '@kc/domain/wms/wms';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { useWmsMutations } from '../api';
import { ApplyWarehouseHint } from './apply-warehouse-hint';
import { CaseNumberRows } from './case-number-rows';

type Values = { warehouseUnitId?: string; caseNumbers: (string | undefined)[] };

const platformRules = zodRules(saveApplyBody.shape.warehouseUnitId);
const caseRules = zodRules(caseNumberText, true);

/**
 * 申请货物 (spec 3 §5 Container apply): the WMS platform and one row per goods identifier (case number); the
 * server gets them comma-joined and puts the containers to 4 (已申请仓单) for the warehouse to complete.
 */
export const ApplyGoodsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { saveApply } = useWmsMutations();
  const [saving, setSaving] = useState(false);
  const platform = Form.useWatch('warehouseUnitId', form);
  const submit = async () => {
    const values = await form.validateFields();
    const body = { warehouseUnitId: values.warehouseUnitId ?? '', caseNumber: values.caseNumbers.join(',') };
    // The whole request once more: what one row cannot see (too many rows).
    const parsed = saveApplyBody.safeParse(body);
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? wmsMessages.caseNumber);
      return;
    }
    setSaving(true);
    try {
      await saveApply.mutateAsync(body);
      void message.success(wmsMessages.applied);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="申请货物"
      okText="确定"
      cancelText="取消"
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        name="wms-apply-goods"
        layout="vertical"
        preserve={false}
        initialValues={{ caseNumbers: [undefined] }}
      >
        <Form.Item name="warehouseUnitId" label="WMS平台" rules={platformRules} required>
          <DictSelect code="thirdwms_enterprise" placeholder={wmsMessages.selectPlatform} />
        </Form.Item>
        <ApplyWarehouseHint platform={platform} />
        <CaseNumberRows rules={caseRules} />
      </Form>
    </Modal>
  );
};
