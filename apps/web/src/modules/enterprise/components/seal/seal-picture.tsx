import { sealMessages } from '@kc/domain/enterprise/seal';
import { doneMessages } from '@kc/domain/shared/messages';
import { Alert, App, Space, Spin, Typography } from 'antd';
import { ImageUpload } from '../../../../components/image-upload';
import { uploadAttach, useSealImage, useUpdateSignaturePicture } from '../../api';

const LABEL = '签章图片';

/** The seal the provider holds (spec 1 §8), replaceable by an uploaded picture (updateSignaturePicture). */
export const SealPicture = () => {
  const { message } = App.useApp();
  const image = useSealImage(true);
  const replace = useUpdateSignaturePicture();
  const upload = async (file: File) => {
    const stored = await uploadAttach(file);
    await replace.mutateAsync(stored.attachId);
    void message.success(doneMessages.saved);
    return { id: stored.attachId, link: stored.link };
  };
  if (image.isLoading) return <Spin />;
  return (
    <Space orientation="vertical" size={8}>
      <Typography.Text type="secondary">{LABEL}</Typography.Text>
      {image.isError && <Alert type="error" showIcon title={sealMessages.sealImageFailed} />}
      <ImageUpload
        label={LABEL}
        value={image.data ? 'seal' : undefined}
        link={image.data?.sealLink}
        upload={upload}
        removable={false}
        size={140}
      />
    </Space>
  );
};
