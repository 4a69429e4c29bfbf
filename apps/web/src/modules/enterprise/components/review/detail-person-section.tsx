import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { Descriptions } from 'antd';
import { DictLabel } from '../../../../components/dict-select';
import type { EnterpriseDetail } from '../../review-api';
import { addressOf, field } from './detail-fields';

/** The person layout (isPerson 1): whatever type was stored, an individual reads as type 6 个人 (spec 1 §3). */
export const DetailPersonSection = ({ enterprise: e }: { enterprise: EnterpriseDetail }) => (
  <Descriptions
    title="个人信息"
    bordered
    size="small"
    column={2}
    items={[
      field('type', '企业类型', <DictLabel code="enterprise_type" value={EnterpriseType.person} />),
      field('name', '姓名', e.name),
      field('identityNumber', '身份证号', e.identityNumber),
      field('code', '编号', e.code),
      field('address', '所在地址', addressOf(e), 2),
      field('contactsPhone', '联系电话', e.contactsPhone),
      field('contactsEmail', '电子邮箱', e.contactsEmail),
      field('isAutoSign', '静默签章', e.isAutoSign === 1 ? '已开启' : '未开启'),
    ]}
  />
);
