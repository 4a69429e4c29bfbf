import { menuForm, menuMessages } from '@kc/domain/system/menu';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Space, TreeSelect } from 'antd';
import { MenuIcon, menuIconNames } from '../../../../app/menu-icon';
import { zodFormRules } from '../../../../components/crud/zod-rules';
import { DictSelect } from '../../../../components/dict-select';
import { fetchMenuTree, menuKeys } from '../api';

const rules = zodFormRules(menuForm.shape);
const iconOptions = menuIconNames.map((name) => ({
  value: name,
  label: (
    <Space>
      <MenuIcon name={name} />
      {name}
    </Space>
  ),
}));

const half = { xs: 24, md: 12 };

/** The fields of the menu dialog (spec 1 §3 Menu, §5 messages). */
export const MenuFormFields = () => {
  const tree = useQuery({ queryKey: menuKeys.tree(), queryFn: fetchMenuTree });
  const category = Form.useWatch('category');
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="name" label="菜单名称" rules={rules.name}>
          <Input placeholder="请输入菜单名称" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="path" label="路由地址" rules={rules.path}>
          <Input placeholder="请输入路由地址" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="parentId" label="上级菜单">
          <TreeSelect
            treeData={tree.data ?? []}
            loading={tree.isLoading}
            placeholder="请选择上级菜单"
            allowClear
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="source" label="菜单图标" rules={rules.source}>
          <Select options={iconOptions} placeholder="请选择菜单图标" showSearch allowClear />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="code" label="菜单编号" rules={rules.code}>
          <Input placeholder="请输入菜单编号" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="category" label="菜单类型" rules={rules.category}>
          <Radio.Group
            options={[
              { value: 1, label: '菜单' },
              { value: 2, label: '按钮' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="alias" label="菜单别名" rules={rules.alias}>
          <Input placeholder="请输入菜单别名" />
        </Form.Item>
      </Col>
      {category === 2 && (
        <Col {...half}>
          <Form.Item name="action" label="按钮功能" rules={[{ required: true, message: menuMessages.action }]}>
            <DictSelect code="button_func" kind="system" placeholder="请选择按钮功能" />
          </Form.Item>
        </Col>
      )}
      <Col {...half}>
        <Form.Item name="sort" label="菜单排序" rules={rules.sort}>
          <InputNumber placeholder="请输入菜单排序" precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="isOpen" label="新窗口">
          <DictSelect code="yes_no" kind="system" allowClear={false} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label="备注" rules={rules.remark}>
          <Input.TextArea rows={2} maxLength={255} placeholder="请输入备注" />
        </Form.Item>
      </Col>
    </Row>
  );
};
