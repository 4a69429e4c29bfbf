import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, profileMessages } from '@kc/domain/user/profile';
import { App, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { uploadAvatar } from './profile-api';

type Props = { value?: string; onChange?: (attachId: string) => void; link?: string | null };

/** spec 1 §5 Profile, §9: one jpg or png image of at most 500 kb. */
export const AvatarUpload = ({ onChange, link }: Props) => {
  const { message } = App.useApp();
  const [preview, setPreview] = useState(link ?? undefined);
  const [loading, setLoading] = useState(false);
  useEffect(() => setPreview(link ?? undefined), [link]);
  const beforeUpload = (file: File) => {
    if (file.type !== 'image/jpeg' && file.type !== 'image/png') {
      void message.error(profileMessages.uploadAvatarType);
      return Upload.LIST_IGNORE;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      void message.error(profileMessages.uploadAvatarSize);
      return Upload.LIST_IGNORE;
    }
    setLoading(true);
    uploadAvatar(file)
      .then((res) => {
        setPreview(res.link ?? undefined);
        onChange?.(res.attachId);
      })
      .catch(() => {})
      .finally(() => setLoading(false));
    return false;
  };
  return (
    <Upload
      accept=".jpg,.jpeg,.png"
      listType="picture-card"
      showUploadList={false}
      maxCount={1}
      beforeUpload={beforeUpload}
      data-testid="avatar-upload"
    >
      {preview ? (
        <img src={preview} alt="头像" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <div>
          {loading ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>上传头像</div>
        </div>
      )}
    </Upload>
  );
};
