import { DeleteOutlined, LoadingOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { enterpriseMessages, imageRefusal, type imageSlots } from '@kc/domain/enterprise/enterprise';
import { App, Button, Image, Space, Upload } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext, useState } from 'react';

/** What an upload call answers: the stored file's id and a link to show it (null when the server signs none). */
export type UploadedImage = { id: string; link: string | null };

/** The size rule of the slot: logo 4 MB with its own message, any other image 4 MB. */
export type ImageSlotKind = keyof typeof imageSlots | 'seal';

export type ImageUploadProps = {
  /** Form.Item's field id, so a failing form can scroll to the slot. */
  id?: string;
  /** The attach id held by the form field (Form.Item passes it). */
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  /** A link to the image of the current value (what the server sent with the record). */
  link?: string | null;
  /** Stores the file; undefined leaves the slot as it was (the caller has said why). */
  upload: (file: File) => Promise<UploadedImage | undefined>;
  /** What the slot holds: 营业执照, 身份证正面, ... */
  label: string;
  kind?: ImageSlotKind;
  /** Replaces the spec's image check (type, emptiness, size) where another screen has its own. */
  refusal?: (file: File) => string | undefined;
  disabled?: boolean;
  removable?: boolean;
  size?: number;
};

/**
 * One image per slot (spec 1 §5 Image upload): a new file replaces the old one, the client refuses what the
 * server would (type, empty file, size) with the spec's message, a click on the image previews it.
 */
export const ImageUpload = ({
  id,
  value,
  onChange,
  link,
  upload,
  label,
  kind = 'seal',
  refusal,
  disabled: ownDisabled,
  removable = true,
  size = 104,
}: ImageUploadProps) => {
  const { message } = App.useApp();
  // A read-only form disables its slots too.
  const disabled = useContext(DisabledContext) || ownDisabled;
  const [loading, setLoading] = useState(false);
  // The link of the file uploaded here, until the record brings its own.
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const src = value ? (uploaded?.id === value ? uploaded.link : link) : undefined;

  const beforeUpload = (file: File, batch: File[]) => {
    if (batch.length > 1) {
      if (file === batch[0]) void message.error(enterpriseMessages.onePerSlot);
      return Upload.LIST_IGNORE;
    }
    const refused = refusal ? refusal(file) : imageRefusal(file, kind);
    if (refused) {
      void message.error(refused);
      return Upload.LIST_IGNORE;
    }
    setLoading(true);
    upload(file)
      .then((image) => {
        if (!image) return;
        setUploaded(image);
        onChange?.(image.id);
      })
      .catch(() => {})
      .finally(() => setLoading(false));
    return Upload.LIST_IGNORE;
  };

  const picker = (children: React.ReactNode, listType?: 'picture-card') => (
    <Upload
      accept=".jpg,.jpeg,.png"
      listType={listType}
      showUploadList={false}
      maxCount={1}
      disabled={disabled || loading}
      beforeUpload={beforeUpload}
    >
      {children}
    </Upload>
  );

  if (!src) {
    return (
      <div id={id} data-testid={`image-slot-${label}`}>
        {picker(
          <div>
            {loading ? <LoadingOutlined /> : <PlusOutlined />}
            <div style={{ marginTop: 8 }}>{disabled ? '未上传' : `上传${label}`}</div>
          </div>,
          'picture-card',
        )}
      </div>
    );
  }
  return (
    <Space id={id} orientation="vertical" size={8} data-testid={`image-slot-${label}`}>
      <Image src={src} alt={label} width={size} height={size} style={{ objectFit: 'contain' }} />
      {!disabled && (
        <Space size={4}>
          {picker(
            <Button size="small" icon={loading ? <LoadingOutlined /> : <UploadOutlined />}>
              更换
            </Button>,
          )}
          {removable && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除${label}`}
              onClick={() => onChange?.(undefined)}
            >
              删除
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
};
