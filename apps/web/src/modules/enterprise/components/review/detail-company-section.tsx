import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { Descriptions } from 'antd';
import { DictLabel } from '../../../../components/dict-select';
import type { EnterpriseDetail } from '../../review-api';
import { addressOf, businessLifeOf, field } from './detail-fields';

/** The enterprise layout: licence, legal person, contact and, for a warehouse (type '2'), the bank. */
export const DetailCompanySection = ({ enterprise: e }: { enterprise: EnterpriseDetail }) => (
  <Descriptions
    title="企业信息"
    bordered
    size="small"
    column={2}
    items={[
      field('type', '企业类型', <DictLabel code="enterprise_type" value={e.type} />),
      field('name', '企业名称', e.name),
      field('shortName', '企业简称', e.shortName),
      field('code', '企业编号', e.code),
      field('creditCode', '统一社会信用代码', e.creditCode),
      field('businessLife', '营业期限', businessLifeOf(e)),
      field('address', '企业地址', addressOf(e), 2),
      field('corporateInfo', '法人姓名', e.corporateInfo),
      field('identityNumber', '法人身份证号', e.identityNumber),
      field('corporatePhone', '法人电话', e.corporatePhone),
      field('contactsName', '联系人姓名', e.contactsName),
      field('contactsPhone', '联系人电话', e.contactsPhone),
      field('contactsEmail', '联系人邮箱', e.contactsEmail),
      ...(e.type === EnterpriseType.warehouse
        ? [field('bankName', '开户银行', e.bankName), field('bankAccount', '银行账号', e.bankAccount)]
        : []),
      field(
        'enterpriseScope',
        '企业规模',
        e.enterpriseScope && <DictLabel code="enterprise_scope" value={e.enterpriseScope} />,
      ),
      field(
        'enterpriseNature',
        '企业性质',
        e.enterpriseNature && <DictLabel code="enterprise_nature" value={e.enterpriseNature} />,
      ),
      field('englishName', '英文名称', e.englishName),
      field('zipCode', '邮政编码', e.zipCode),
      field('fax', '传真', e.fax),
      field('domainName', '企业网址', e.domainName),
      field('isReceive', '是否收货方', e.isReceive === 1 ? '是' : '否'),
      field('isAutoSign', '静默签章', e.isAutoSign === 1 ? '已开启' : '未开启'),
      field('businessScope', '经营范围', e.businessScope, 2),
      field('mainProducts', '主营产品', e.mainProducts, 2),
    ]}
  />
);
