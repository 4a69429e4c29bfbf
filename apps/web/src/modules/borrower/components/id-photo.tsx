import { borrowerMessages } from '@kc/domain/borrower/borrower';
import { BORROWER_ID_PHOTO_MAX_BYTES, COBORROWER_ID_PHOTO_MAX_BYTES } from '@kc/domain/borrower/status';
import { ImageUpload } from '../../../components/image-upload';
import { borrowerApi } from '../api';

const IMAGE = /\.(jpe?g|png)$/i;

/**
 * An ID photo slot: jpg, jpeg or png; 4 MB for a borrower, 5 MB for a co-borrower (the rule's
 * '上传大小不能超过5MB!'; the co-borrower form's hint reads 3 MB — both readings exist, the rule is enforced).
 */
export const IdPhoto = ({
  value,
  onChange,
  link,
  label,
  of,
}: {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  link?: string | null;
  label: string;
  of: 'borrower' | 'coborrower';
}) => (
  <ImageUpload
    value={value}
    onChange={onChange}
    link={link}
    label={label}
    upload={async (file) => {
      const saved = await borrowerApi.upload(file);
      return { id: saved.attachId, link: saved.link ?? null };
    }}
    refusal={(file) => {
      if (!IMAGE.test(file.name)) return borrowerMessages.idPhotoType;
      if (of === 'borrower' && file.size > BORROWER_ID_PHOTO_MAX_BYTES) return borrowerMessages.idPhotoSize4;
      if (of === 'coborrower' && file.size > COBORROWER_ID_PHOTO_MAX_BYTES) return borrowerMessages.idPhotoSize5;
      return undefined;
    }}
  />
);
