import { apiScopeForm, dataScopeForm, scopeMessages } from '@kc/domain/system/scope';
import { Form, Input } from 'antd';
import { zodFormRules } from '../../../../components/crud/zod-rules';
import { DictSelect } from '../../../../components/dict-select';

const apiRules = zodFormRules(apiScopeForm.shape);
const dataRules = zodFormRules(dataScopeForm.shape);

export const ApiScopeFields = () => (
  <>
    <Form.Item name="scopeName" label="权限名称" rules={apiRules.scopeName}>
      <Input placeholder="请输入权限名称" />
    </Form.Item>
    <Form.Item name="resourceCode" label="权限编号" rules={apiRules.resourceCode}>
      <Input placeholder="请输入权限编号" />
    </Form.Item>
    <Form.Item name="scopePath" label="权限路径" rules={apiRules.scopePath}>
      <Input placeholder="/api/kc-system/dict-biz/**" />
    </Form.Item>
    <Form.Item name="scopeType" label="接口类型" rules={apiRules.scopeType}>
      <DictSelect code="api_scope_type" kind="system" placeholder="请选择接口类型" />
    </Form.Item>
    <Form.Item name="remark" label="备注" rules={apiRules.remark}>
      <Input.TextArea rows={2} maxLength={255} />
    </Form.Item>
  </>
);

export const DataScopeFields = () => {
  const scopeType = Form.useWatch('scopeType');
  return (
    <>
      <Form.Item name="scopeName" label="数据权限名称" rules={dataRules.scopeName}>
        <Input placeholder="请输入数据权限名称" />
      </Form.Item>
      <Form.Item name="resourceCode" label="数据权限编号" rules={dataRules.resourceCode}>
        <Input placeholder="请输入数据权限编号" />
      </Form.Item>
      <Form.Item name="scopeColumn" label="权限字段" rules={dataRules.scopeColumn}>
        <Input placeholder="create_user" />
      </Form.Item>
      <Form.Item name="scopeType" label="规则类型" rules={dataRules.scopeType}>
        <DictSelect code="data_scope_type" kind="system" placeholder="请选择规则类型" />
      </Form.Item>
      {String(scopeType) === '5' && (
        <Form.Item name="scopeValue" label="规则值" rules={[{ required: true, message: scopeMessages.scopeValue }]}>
          <Input placeholder="${userId},${deptId}" />
        </Form.Item>
      )}
      <Form.Item name="scopeField" label="可见字段" rules={[{ required: true, message: scopeMessages.scopeField }]}>
        <Input placeholder="*" />
      </Form.Item>
      <Form.Item name="scopeClass" label="实体类型" rules={dataRules.scopeClass}>
        <Input placeholder="请输入实体类型" />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={dataRules.remark}>
        <Input.TextArea rows={2} maxLength={255} />
      </Form.Item>
    </>
  );
};
