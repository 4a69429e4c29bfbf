import { releaseMessages, releaseRejectReason } from '@kc/domain/release/release-record';
import { App, Button, Form, Input, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAccess } from '../../../app/access';
import { useConfirmAction } from '../../../components/crud/use-confirm-action';
import { zodRules } from '../../../components/crud/zod-rules';
import { type ReleaseDetail, useReleaseMutations } from '../api';
import { releaseSplitPath } from '../release-paths';

type Verdict = { status: 'pass' | 'reject'; descr?: string };
const reasonRules = zodRules(releaseRejectReason);

/** 平台审核 / 仓库审核: pass, or reject with 驳回意见 (required, at most 50 characters). */
const AuditDialog = ({
  title,
  onSubmit,
  onClose,
}: {
  title: string;
  onSubmit: (v: Verdict) => Promise<unknown>;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<Verdict>();
  const [saving, setSaving] = useState(false);
  const status = Form.useWatch('status', form);
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ status: v.status, descr: v.status === 'reject' ? v.descr?.trim() : undefined });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={title} okText="确定" confirmLoading={saving} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" name="release-audit" initialValues={{ status: 'pass' }}>
        <Form.Item name="status" label="审核结果" rules={[{ required: true, message: releaseMessages.auditStatus }]}>
          <Radio.Group data-testid="release-audit-status">
            <Radio value="pass">通过</Radio>
            <Radio value="reject">驳回</Radio>
          </Radio.Group>
        </Form.Item>
        {status === 'reject' && (
          <Form.Item name="descr" label="驳回意见" rules={reasonRules}>
            <Input.TextArea rows={3} maxLength={50} showCount placeholder={releaseMessages.rejectReason} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
};

/**
 * What the caller may do on the release now: the server's `actions` (spec 3 §4: 平台审核 only at 10 once the trays
 * are split and the fee notified and paid; 仓库审核 at 20; 提货反馈 at 40) and the caller's buttons.
 */
export const ReleaseActions = ({ release: r }: { release: ReleaseDetail }) => {
  const { message } = App.useApp();
  const { can } = useAccess();
  const confirm = useConfirmAction();
  const moves = useReleaseMutations();
  const [auditing, setAuditing] = useState<'platform' | 'warehouse' | null>(null);
  const a = {
    platformAudit: r.actions.platformAudit && can('ccb_release_audit_platform'),
    warehouseAudit: r.actions.warehouseAudit && can('ccb_release_audit_warehouse'),
    pickupFeedback: r.actions.pickupFeedback && can('ccb_release_pickup_platform'),
    traySplit: r.actions.traySplit && can('ccb_release_tray_split'),
  };
  if (!Object.values(a).some(Boolean)) return null;
  const audit = async (v: Verdict) => {
    const run = auditing === 'platform' ? moves.platformAudit : moves.warehouseAudit;
    await run.mutateAsync({ id: r.id, ...v });
    void message.success('操作成功');
    setAuditing(null);
  };
  return (
    <>
      <Space wrap data-testid="release-actions">
        {a.traySplit && (
          <Link to={releaseSplitPath(r.id)} data-testid="release-tray-split">
            <Button type="primary">托盘拆分</Button>
          </Link>
        )}
        {a.platformAudit && (
          <Button type="primary" data-testid="release-platform-audit" onClick={() => setAuditing('platform')}>
            平台审核
          </Button>
        )}
        {a.warehouseAudit && (
          <Button type="primary" data-testid="release-warehouse-audit" onClick={() => setAuditing('warehouse')}>
            仓库审核
          </Button>
        )}
        {a.pickupFeedback && (
          <Button
            type="primary"
            data-testid="release-pickup-feedback"
            onClick={() =>
              confirm({
                content: '确认向银行反馈提货吗？',
                run: () => moves.pickupFeedback.mutateAsync(r.id),
                done: '操作成功',
              })
            }
          >
            提货反馈
          </Button>
        )}
      </Space>
      {auditing && (
        <AuditDialog
          title={auditing === 'platform' ? '平台审核' : '仓库审核'}
          onSubmit={audit}
          onClose={() => setAuditing(null)}
        />
      )}
    </>
  );
};
