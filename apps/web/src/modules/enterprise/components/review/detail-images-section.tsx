import { imageSlots } from '@kc/domain/enterprise/enterprise';
import { Card, Empty, Image, Space, Typography } from 'antd';
import type { EnterpriseDetail } from '../../review-api';

type Slot = { key: string; label: string; link: string | null };

const slotsOf = (e: EnterpriseDetail): Slot[] => [
  ...(e.isPerson === 1
    ? []
    : [
        { key: 'logo', label: imageSlots.logo.label, link: e.logoLink },
        { key: 'businessLicense', label: imageSlots.businessLicense.label, link: e.businessLicenseLink },
      ]),
  { key: 'idcardFront', label: imageSlots.idcardFront.label, link: e.idCardFrontLink },
  { key: 'idcardBack', label: imageSlots.idcardBack.label, link: e.idcardBackLink },
  ...(e.sealLink ? [{ key: 'seal', label: '电子签章', link: e.sealLink }] : []),
];

/** The uploaded images, each opening a full-size preview. */
export const DetailImagesSection = ({ enterprise }: { enterprise: EnterpriseDetail }) => (
  <div>
    <Typography.Title level={5}>证照图片</Typography.Title>
    <Space wrap align="start" size={16}>
      {slotsOf(enterprise).map((s) => (
        <Card key={s.key} size="small" title={s.label} style={{ width: 200 }} data-testid={`image-${s.key}`}>
          {s.link ? (
            <Image src={s.link} alt={s.label} width={168} height={120} style={{ objectFit: 'contain' }} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未上传" />
          )}
        </Card>
      ))}
    </Space>
  </div>
);
