import { type DeptForm, deptForm } from '@kc/domain/system/dept';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { FormModal, type FormMode } from '../../../components/crud/form-modal';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { useDeptTree, useSaveDept } from './dept-api';

const rules = zodFormRules(deptForm.shape);

export type DeptEditing = { mode: FormMode; values: Partial<DeptForm> };

export const DeptFormModal = ({ editing, onClose }: { editing: DeptEditing | null; onClose: () => void }) => {
  const save = useSaveDept();
  const tree = useDeptTree(editing?.values.tenantId, editing !== null);
  return (
    <FormModal<DeptForm>
      open={editing !== null}
      mode={editing?.mode ?? 'add'}
      noun="机构"
      initialValues={editing?.values}
      onSubmit={(values) => save.mutateAsync(values)}
      onClose={onClose}
    >
      <Form.Item name="deptName" label="机构名称" rules={rules.deptName}>
        <Input placeholder="请输入机构名称" maxLength={50} />
      </Form.Item>
      <Form.Item name="parentId" label="上级机构">
        <TreeSelect
          placeholder="请选择上级机构"
          allowClear
          treeDefaultExpandAll
          treeData={tree.data ?? []}
          fieldNames={{ label: 'title', value: 'value', children: 'children' }}
        />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules.sort}>
        <InputNumber placeholder="请输入机构排序" min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
};
