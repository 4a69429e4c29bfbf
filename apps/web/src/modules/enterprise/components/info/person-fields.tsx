import { Divider, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { AddressField } from './address-field';
import { EnterpriseCodeField } from './enterprise-code-field';
import { FieldCol, FieldGrid } from './field-grid';

/** The individual layout (isPerson 1): no licence or company fields (spec 1 §5). */
export const PersonFields = ({ rules, code }: { rules: Record<string, Rule[]>; code: string | null | undefined }) => (
  <>
    <Divider titlePlacement="start">个人信息</Divider>
    <FieldGrid>
      <FieldCol>
        <Form.Item name="name" label="姓名" rules={rules.name}>
          <Input placeholder="请输入姓名" />
        </Form.Item>
      </FieldCol>
      <FieldCol>
        <Form.Item name="identityNumber" label="身份证号" rules={rules.identityNumber}>
          <Input placeholder="请输入身份证号" />
        </Form.Item>
      </FieldCol>
      <FieldCol>
        <EnterpriseCodeField code={code} />
      </FieldCol>
      <FieldCol>
        <Form.Item name="address" label="所在市区" rules={rules.address}>
          <AddressField />
        </Form.Item>
      </FieldCol>
      <FieldCol>
        <Form.Item name="addressDetail" label="详细地址" rules={rules.addressDetail}>
          <Input placeholder="请输入详细地址" />
        </Form.Item>
      </FieldCol>
      <FieldCol>
        <Form.Item name="contactsPhone" label="联系电话" rules={rules.contactsPhone}>
          <Input placeholder="请输入联系电话" />
        </Form.Item>
      </FieldCol>
      <FieldCol>
        <Form.Item name="contactsEmail" label="电子邮箱" rules={rules.contactsEmail}>
          <Input placeholder="请输入电子邮箱" />
        </Form.Item>
      </FieldCol>
    </FieldGrid>
  </>
);
