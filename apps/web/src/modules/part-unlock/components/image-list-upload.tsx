import { PlusOutlined } from '@ant-design/icons';
import { isPartUnlockImageName, partUnlockMessages } from '@kc/domain/part-unlock/part-unlock';
import { App, Image, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useState } from 'react';
import { partUnlockApi } from '../api';

export type UploadedImage = { id: string; name: string; url: string | null };

/**
 * Images of a partial unlock (the pick-up application copy, a confirmation): jpg, jpeg or png only ('上传文件只能是
 * jpg、jpeg、png!'), at most `max`; a failed upload says '上传失败' unless the server named the reason.
 */
export const ImageListUpload = ({
  value,
  onChange,
  max,
  testId,
}: {
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  max: number;
  testId: string;
}) => {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const fileList: UploadFile[] = value.map((v) => ({
    uid: v.id,
    name: v.name,
    status: 'done',
    url: v.url ?? undefined,
  }));
  return (
    <div data-testid={testId}>
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png"
        fileList={fileList}
        beforeUpload={(file) => {
          if (!isPartUnlockImageName(file.name)) {
            void message.error(partUnlockMessages.uploadImageTypes);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setBusy(true);
          try {
            const f = file as File;
            const saved = await partUnlockApi.upload(f);
            const next = [...value, { id: saved.attachId, name: f.name, url: saved.link ?? null }].slice(-max);
            onChange(next);
            onSuccess?.(saved);
          } catch (err) {
            const text = err instanceof Error && /[\u4e00-\u9fa5]/.test(err.message) ? err.message : '';
            void message.error(text || partUnlockMessages.uploadFailed);
            onError?.(err as Error);
          } finally {
            setBusy(false);
          }
        }}
        onRemove={(f) => onChange(value.filter((v) => v.id !== f.uid))}
        onPreview={(f) => setPreview(f.url ?? null)}
      >
        {value.length < max && !busy && (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传</div>
          </div>
        )}
      </Upload>
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (v) => !v && setPreview(null) }}
        />
      )}
    </div>
  );
};
