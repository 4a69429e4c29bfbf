import { UploadOutlined } from '@ant-design/icons';
import { borrowerMessages } from '@kc/domain/borrower/borrower';
import { type BorrowerMaterialKind, MATERIAL_FILE_LIMIT, MATERIAL_FILE_MAX_BYTES } from '@kc/domain/borrower/status';
import { App, Button, Descriptions, Modal, Spin, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../app/access';
import { borrowerApi, useBorrowerMaterials, useBorrowerMutations } from '../api';

type Files = { id: string; name: string; url: string | null }[];
const TYPES = /\.(jpe?g|png|bmp|webp|svg|docx?|pdf)$/i;

/**
 * 影像资料 (spec 1 §3 "Borrower materials"): the 18 kinds, each a list of files (jpg jpeg png bmp webp svg doc docx
 * pdf, 5 MB each, at most 999). Uploading and saving need fileupload; others only look.
 */
export const MaterialsDialog = ({ borrowerId, onClose }: { borrowerId: string | null; onClose: () => void }) => {
  const { data, isLoading } = useBorrowerMaterials(borrowerId);
  const { submitMaterials } = useBorrowerMutations();
  const { message } = App.useApp();
  const editable = useAccess().can('fileupload');
  const [lists, setLists] = useState<Record<string, Files>>({});
  useEffect(() => {
    if (data) setLists(Object.fromEntries(data.kinds.map((k) => [k.kind, k.files])));
  }, [data]);
  const save = async () => {
    if (!borrowerId) return;
    const body = Object.fromEntries(Object.entries(lists).map(([k, files]) => [k, files.map((f) => f.id)]));
    await submitMaterials.mutateAsync({ borrowerId, ...body } as { borrowerId: string } & Partial<
      Record<BorrowerMaterialKind, string[]>
    >);
    void message.success('已保存');
    onClose();
  };
  return (
    <Modal
      open={borrowerId != null}
      title="影像资料"
      width={900}
      onCancel={onClose}
      onOk={editable ? () => void save().catch(() => {}) : onClose}
      okText={editable ? '保存' : '关闭'}
      confirmLoading={submitMaterials.isPending}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Spin />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="borrower-materials">
          {data.kinds.map((k) => {
            const files = lists[k.kind] ?? [];
            const fileList: UploadFile[] = files.map((f) => ({
              uid: f.id,
              name: f.name,
              status: 'done',
              url: f.url ?? undefined,
            }));
            return (
              <Descriptions.Item key={k.kind} label={k.label}>
                <Upload
                  fileList={fileList}
                  multiple
                  disabled={!editable}
                  beforeUpload={(file) => {
                    if (!TYPES.test(file.name)) {
                      void message.error(borrowerMessages.materialType);
                      return Upload.LIST_IGNORE;
                    }
                    if (file.size > MATERIAL_FILE_MAX_BYTES) {
                      void message.error(borrowerMessages.materialSize);
                      return Upload.LIST_IGNORE;
                    }
                    if (files.length >= MATERIAL_FILE_LIMIT) {
                      void message.error(borrowerMessages.materialLimit);
                      return Upload.LIST_IGNORE;
                    }
                    return true;
                  }}
                  customRequest={async ({ file, onSuccess, onError }) => {
                    try {
                      const f = file as File;
                      const saved = await borrowerApi.upload(f);
                      setLists((all) => ({
                        ...all,
                        [k.kind]: [...(all[k.kind] ?? []), { id: saved.attachId, name: f.name, url: saved.link }],
                      }));
                      onSuccess?.(saved);
                    } catch (err) {
                      const text = err instanceof Error && /[\u4e00-\u9fa5]/.test(err.message) ? err.message : '';
                      void message.error(text || '上传失败');
                      onError?.(err as Error);
                    }
                  }}
                  onRemove={(f) =>
                    setLists((all) => ({ ...all, [k.kind]: (all[k.kind] ?? []).filter((x) => x.id !== f.uid) }))
                  }
                >
                  {editable && (
                    <Button size="small" icon={<UploadOutlined />}>
                      上传
                    </Button>
                  )}
                </Upload>
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      )}
    </Modal>
  );
};
