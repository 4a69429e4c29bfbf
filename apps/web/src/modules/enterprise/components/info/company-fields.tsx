import { EnterpriseType } from '@kc/domain/enterprise/enterprise';
import { Divider, Form, Input, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { DictSelect } from '../../../../components/dict-select';
import { AddressField } from './address-field';
import { BusinessLifeInput } from './business-life-input';
import { EnterpriseCodeField } from './enterprise-code-field';
import { EnterpriseTypeField } from './enterprise-type-field';
import { FieldCol, FieldGrid } from './field-grid';

type Props = { rules: Record<string, Rule[]>; code: string | null | undefined };

// No maxLength: the rule's own message ('请最多输入50个字符') tells the user instead of a silent cut.
const text = (placeholder: string) => <Input placeholder={placeholder} />;

/** The company layout (isPerson 0), in the order a failing form names its first field (spec 1 §5). */
export const CompanyFields = ({ rules, code }: Props) => {
  // spec 1 §3: a warehouse company (type 2) keeps its bank account on the profile.
  const type = Form.useWatch('type');
  return (
    <>
      <Divider titlePlacement="start">基本信息</Divider>
      <FieldGrid>
        <FieldCol>
          <Form.Item name="type" label="企业类型" rules={rules.type}>
            <EnterpriseTypeField />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="name" label="企业名称" rules={rules.name}>
            {text('请输入企业名称')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="shortName" label="企业简称" rules={rules.shortName}>
            {text('请输入企业简称')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="creditCode" label="统一社会信用代码" rules={rules.creditCode}>
            {text('请输入统一社会信用代码')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <EnterpriseCodeField code={code} />
        </FieldCol>
        <FieldCol>
          <Form.Item name="englishName" label="英文名称" rules={rules.englishName}>
            {text('请输入英文名称')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="address" label="所在市区" rules={rules.address}>
            <AddressField />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="addressDetail" label="详细地址" rules={rules.addressDetail}>
            {text('请输入详细地址')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="zipCode" label="邮政编码" rules={rules.zipCode}>
            {text('请输入邮政编码')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="fax" label="传真" rules={rules.fax}>
            {text('请输入传真')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="domainName" label="企业网址" rules={rules.domainName}>
            {text('请输入企业网址')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="enterpriseScope" label="企业规模" rules={rules.enterpriseScope}>
            <DictSelect code="enterprise_scope" placeholder="请选择企业规模" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="enterpriseNature" label="企业性质" rules={rules.enterpriseNature}>
            <DictSelect code="enterprise_nature" placeholder="请选择企业性质" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="businessLifeStart" label="营业期限（起）" rules={rules.businessLifeStart}>
            <BusinessLifeInput placeholder="请选择开始日期" />
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="businessLifeEnd" label="营业期限（止）" rules={rules.businessLifeEnd}>
            <BusinessLifeInput placeholder="请选择结束日期" allowLongTerm />
          </Form.Item>
        </FieldCol>
        <FieldCol wide>
          <Form.Item name="businessScope" label="经营范围" rules={rules.businessScope}>
            <Input.TextArea placeholder="请输入经营范围" maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </FieldCol>
        <FieldCol wide>
          <Form.Item name="mainProducts" label="主营产品" rules={rules.mainProducts}>
            <Input.TextArea placeholder="请输入主营产品" maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        </FieldCol>
      </FieldGrid>
      <Divider titlePlacement="start">法人及联系人</Divider>
      <FieldGrid>
        <FieldCol>
          <Form.Item name="corporateInfo" label="法人姓名" rules={rules.corporateInfo}>
            {text('请输入法人姓名')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="identityNumber" label="法人身份证号" rules={rules.identityNumber}>
            {text('请输入身份证号')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="corporatePhone" label="法人电话" rules={rules.corporatePhone}>
            {text('请输入法人电话')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="contactsName" label="联系人姓名" rules={rules.contactsName}>
            {text('请输入联系人姓名')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="contactsPhone" label="联系人电话" rules={rules.contactsPhone}>
            {text('请输入联系人电话')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item name="contactsEmail" label="联系人邮箱" rules={rules.contactsEmail}>
            {text('请输入联系人邮箱')}
          </Form.Item>
        </FieldCol>
        <FieldCol>
          <Form.Item
            name="isReceive"
            label="接收通知"
            getValueProps={(v) => ({ checked: v === 1 || v === true })}
            normalize={(v: boolean) => (v ? 1 : 0)}
          >
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
        </FieldCol>
      </FieldGrid>
      {type === EnterpriseType.warehouse && (
        <>
          <Divider titlePlacement="start">银行信息</Divider>
          <FieldGrid>
            <FieldCol>
              <Form.Item name="bankName" label="开户银行" rules={rules.bankName}>
                {text('请输入开户银行')}
              </Form.Item>
            </FieldCol>
            <FieldCol>
              <Form.Item name="bankAccount" label="银行账号" rules={rules.bankAccount}>
                {text('请输入银行账号')}
              </Form.Item>
            </FieldCol>
          </FieldGrid>
        </>
      )}
    </>
  );
};
