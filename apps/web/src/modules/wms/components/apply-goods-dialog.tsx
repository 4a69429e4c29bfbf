import { caseNumberText, saveApplyBody, wmsMessages } from '@kc/domain/wms/wms';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { type ContainerRow, useWmsMutations } from '../api';
import { ApplyWarehouseField } from './apply-warehouse-field';
import { CaseNumberRows } from './case-number-rows';
import { FreeContainerPicker } from './free-container-picker';

type Values = { warehouseUnitId?: string; warehouseId?: string; caseNumbers: (string | undefined)[] };

const platformRules = zodRules(saveApplyBody.shape.warehouseUnitId);
const caseRules = zodRules(caseNumberText, true);
/** Once containers are ticked, a typed row may stay empty. */
const extraCaseRules = zodRules(caseNumberText.optional(), false);

/**
 * 申请货物 (spec 3 §5 Container apply): the WMS platform, then the owner ticks its free containers at one warehouse
 * (or types their goods identifiers, one row each); the server gets the case numbers comma-joined and puts the
 * containers to 4 (已申请仓单) for the warehouse to complete.
 */
export const ApplyGoodsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { saveApply } = useWmsMutations();
  const [saving, setSaving] = useState(false);
  const [ticked, setTicked] = useState<ContainerRow[]>([]);
  const platform = Form.useWatch('warehouseUnitId', form);
  const warehouseId = Form.useWatch('warehouseId', form);
  const submit = async () => {
    const values = await form.validateFields();
    const typed = values.caseNumbers.map((c) => c?.trim()).filter((c): c is string => Boolean(c));
    const cases = [...new Set([...ticked.map((c) => c.caseNumber), ...typed])];
    const body = { warehouseUnitId: values.warehouseUnitId ?? '', caseNumber: cases.join(',') };
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
      width={720}
    >
      <Form<Values>
        form={form}
        name="wms-apply-goods"
        layout="vertical"
        preserve={false}
        initialValues={{ caseNumbers: [undefined] }}
        // Another platform or warehouse: what was ticked there is not at this one.
        onValuesChange={(changed) => {
          if ('warehouseUnitId' in changed || 'warehouseId' in changed) setTicked([]);
        }}
      >
        <Form.Item name="warehouseUnitId" label="WMS平台" rules={platformRules} required>
          <DictSelect code="thirdwms_enterprise" placeholder={wmsMessages.selectPlatform} />
        </Form.Item>
        <ApplyWarehouseField form={form} platform={platform} />
        {platform && warehouseId && (
          <FreeContainerPicker platform={platform} warehouseId={warehouseId} value={ticked} onChange={setTicked} />
        )}
        <CaseNumberRows rules={ticked.length > 0 ? extraCaseRules : caseRules} required={ticked.length === 0} />
      </Form>
    </Modal>
  );
};
