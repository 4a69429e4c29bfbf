import {
  auditPlatformBody,
  auditShipperBody,
  auditWarehouseBody,
  partUnlockMessages,
} from '@kc/domain/part-unlock/part-unlock';
import { PartUnlockStatus } from '@kc/domain/part-unlock/status';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { type PartUnlockDetail, usePartUnlockMutations } from '../api';
import { ImageListUpload, type UploadedImage } from './image-list-upload';

type Party = 'shipper' | 'platform' | 'warehouse';

/** The results each party chooses between (spec 3 §4): a pass one step on, a rejection to x1; 32 re-issues. */
const choicesOf = (party: Party, status: number) => {
  if (party === 'shipper')
    return [
      { value: PartUnlockStatus.awaitingPlatform, label: '通过' },
      { value: PartUnlockStatus.shipperRejected, label: '驳回' },
    ];
  if (party === 'platform')
    return status === PartUnlockStatus.warehouseRejected
      ? [{ value: PartUnlockStatus.awaitingWarehouseConfirm, label: '重新上传提货确认书' }]
      : [
          { value: PartUnlockStatus.awaitingWarehouse, label: '通过' },
          { value: PartUnlockStatus.platformRejected, label: '驳回' },
        ];
  return [
    { value: PartUnlockStatus.completed, label: '通过' },
    { value: PartUnlockStatus.warehouseRejected, label: '驳回' },
  ];
};
const REJECTS: readonly number[] = [
  PartUnlockStatus.shipperRejected,
  PartUnlockStatus.platformRejected,
  PartUnlockStatus.warehouseRejected,
];

/**
 * 审核 (spec 3 §5 Partial-unlock audit): the result (required), a reason (required on a rejection), and for the
 * platform and the warehouse one pick-up confirmation image on a pass. Failures show the server's message text; the
 * button is disabled while the call runs (spec 3 §8).
 */
export const AuditForm = ({ detail, party }: { detail: PartUnlockDetail; party: Party }) => {
  const { message } = App.useApp();
  const [status, setStatus] = useState<number | undefined>();
  const [descr, setDescr] = useState('');
  const [files, setFiles] = useState<UploadedImage[]>([]);
  const m = usePartUnlockMutations();
  const mutation = party === 'shipper' ? m.auditShipper : party === 'platform' ? m.auditPlatform : m.auditWarehouse;
  const choices = choicesOf(party, detail.status);
  const rejecting = status != null && REJECTS.includes(status);
  const needsImage = party !== 'shipper' && status != null && !rejecting;

  const submit = async () => {
    const ids = files.map((f) => f.id);
    const body = { id: detail.id, status, descr: descr || undefined };
    const parsed =
      party === 'shipper'
        ? auditShipperBody.safeParse(body)
        : party === 'platform'
          ? auditPlatformBody.safeParse({ ...body, noticeFile: ids })
          : auditWarehouseBody.safeParse({ ...body, confirmFile: ids });
    if (!parsed.success) {
      void message.warning(parsed.error.issues[0]?.message ?? partUnlockMessages.auditResultRequired);
      return;
    }
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the three bodies share the call's shape
      await mutation.mutateAsync(parsed.data as any);
      void message.success(rejecting ? doneMessages.rejected : doneMessages.passed);
      setStatus(undefined);
      setDescr('');
      setFiles([]);
    } catch {
      // the server's message was shown by the call
    }
  };

  return (
    <Form layout="vertical" name={`part-unlock-audit-${party}`} data-testid={`part-unlock-audit-${party}`}>
      <Form.Item label="审核结果" required>
        <Radio.Group
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={choices}
          data-testid="part-unlock-audit-result"
        />
      </Form.Item>
      {needsImage && (
        <Form.Item label={party === 'platform' ? '提货确认书' : '仓库确认书'} required>
          <ImageListUpload value={files} onChange={setFiles} max={1} testId="part-unlock-audit-file" />
        </Form.Item>
      )}
      <Form.Item label="审核意见" required={rejecting}>
        <Input.TextArea
          value={descr}
          onChange={(e) => setDescr(e.target.value)}
          placeholder="请输入审核意见（驳回时必填）"
          maxLength={50}
          showCount
          rows={2}
          data-testid="part-unlock-audit-descr"
        />
      </Form.Item>
      <Button
        type="primary"
        loading={mutation.isPending}
        disabled={mutation.isPending}
        onClick={() => void submit()}
        data-testid="part-unlock-audit-submit"
      >
        提交审核
      </Button>
    </Form>
  );
};
