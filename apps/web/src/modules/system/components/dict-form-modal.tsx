import { DICT_ROOT_ID, type DictFormInput, type DictRecord, dictFields } from '@kc/domain/system/dict';
import { Form, Input, InputNumber, Radio } from 'antd';
import { FormModal, type FormMode } from '../../../components/crud/form-modal';
import { zodFormRules } from '../../../components/crud/zod-rules';

const rules = zodFormRules(dictFields);

export type DictEditor = { mode: FormMode; values: Partial<DictFormInput> };

/** The form's fields of a row (the list's extra columns are not sent back). */
export const dictFormValues = (r: DictRecord): Partial<DictFormInput> => ({
  id: r.id,
  parentId: r.parentId,
  code: r.code,
  dictKey: r.dictKey,
  dictValue: r.dictValue,
  sort: r.sort,
  isSealed: r.isSealed === 1 ? 1 : 0,
  remark: r.remark,
});

/**
 * The add / edit / view dialog of both dictionary screens. A parent has no key (the server stores -1);
 * an entry carries its parent's code, shown read-only.
 */
export const DictFormModal = ({
  editor,
  onSubmit,
  onClose,
}: {
  editor: DictEditor | undefined;
  onSubmit: (v: DictFormInput) => Promise<unknown>;
  onClose: () => void;
}) => {
  const isEntry = Boolean(editor?.values.parentId && editor.values.parentId !== DICT_ROOT_ID);
  return (
    <FormModal<DictFormInput>
      open={Boolean(editor)}
      mode={editor?.mode ?? 'add'}
      noun="字典"
      initialValues={editor?.values}
      onSubmit={onSubmit}
      onClose={onClose}
      width={560}
    >
      <Form.Item name="code" label="字典编号" rules={rules.code}>
        <Input placeholder="请输入字典编号" maxLength={100} readOnly={isEntry} />
      </Form.Item>
      <Form.Item name="dictValue" label="字典名称" rules={rules.dictValue}>
        <Input placeholder="请输入字典名称" maxLength={255} />
      </Form.Item>
      {isEntry && (
        <Form.Item name="dictKey" label="字典键值" rules={rules.dictKey}>
          <Input placeholder="请输入字典键值" maxLength={100} />
        </Form.Item>
      )}
      <Form.Item name="sort" label="字典排序" rules={rules.sort}>
        <InputNumber placeholder="请输入字典排序" min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="isSealed" label="封存" rules={rules.isSealed}>
        <Radio.Group
          options={[
            { value: 0, label: '否' },
            { value: 1, label: '是' },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label="字典备注" rules={rules.remark}>
        <Input.TextArea placeholder="请输入字典备注" maxLength={255} rows={3} />
      </Form.Item>
    </FormModal>
  );
};
