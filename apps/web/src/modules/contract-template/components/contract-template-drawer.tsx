import {
  CONTRACT_TEMPLATE_TYPE_DICT,
  type ContractClause,
  contractTemplateForm,
  TEMPLATE_NAME_MAX,
} from '@kc/domain/contract/template';
import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Col, Drawer, Form, Input, Result, Row, Select, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { useMaterialOptions } from '../../../components/material-select';
import { type ContractTemplateDetail, useContractTemplateDetail, useContractTemplateMutations } from '../api';
import { ClauseListEditor } from './clause-list-editor';
import { ContractTemplateReviewModal, type ReviewTemplate } from './contract-template-review';

/** Which template the drawer shows: a new one, or one to edit. */
export type TemplateEditing = { mode: 'add' } | { mode: 'edit'; id: string };

type Values = {
  name?: string;
  templateType?: string;
  materialIds?: string[];
  listDetail?: Partial<ContractClause>[];
};

const nameRules = zodRules(contractTemplateForm.shape.name);
const typeRules = zodRules(contractTemplateForm.shape.templateType);

/** A new template starts with the clauses most contracts carry, for the operator to fill in. */
const NEW_TEMPLATE: Values = {
  materialIds: [],
  listDetail: [
    { display: '交货方式及时间', content: '' },
    { display: '违约责任', content: '' },
    { display: '争议解决', content: '' },
  ],
};

const valuesOf = (d: ContractTemplateDetail): Values => ({
  name: d.name,
  templateType: d.templateType,
  materialIds: d.materialIds,
  listDetail: d.listDetail,
});

/** Categories a template names that the select no longer offers (hidden or removed) keep their names. */
const useMaterialChoices = (detail: ContractTemplateDetail | undefined) => {
  const { data, isFetching } = useMaterialOptions();
  const options = useMemo(() => {
    const known = new Map((data ?? []).map((m) => [String(m.id), m.name]));
    const ids = detail?.materialIds ?? [];
    const sameLength = ids.length === detail?.materialNames.length;
    ids.forEach((id, i) => {
      if (!known.has(id)) known.set(id, (sameLength && detail?.materialNames[i]) || id);
    });
    return [...known].map(([value, label]) => ({ value, label }));
  }, [data, detail]);
  return { options, loading: isFetching };
};

const TemplateFields = ({ detail }: { detail?: ContractTemplateDetail }) => {
  const materials = useMaterialChoices(detail);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="模板名称" rules={nameRules} required>
            <Input placeholder="请输入模板名称" maxLength={TEMPLATE_NAME_MAX} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="templateType" label="模板类型" rules={typeRules} required>
            <DictSelect code={CONTRACT_TEMPLATE_TYPE_DICT} placeholder="请选择模板类型" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="materialIds" label="适用类别" extra="不选择则适用全部仓储物类别">
        <Select
          mode="multiple"
          allowClear
          placeholder="全部类别"
          loading={materials.loading}
          options={materials.options}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        label="合同条款"
        required
        tooltip="合同第一条为货物明细，第二条为结算方式及平台服务费，模板条款自第三条起依次排列，最后为平台服务费线下汇款账户。"
      >
        <ClauseListEditor />
      </Form.Item>
    </>
  );
};

/**
 * 新增 / 编辑合同模板 in a drawer over the list: name, type, the categories it serves and its clauses, with a
 * preview of the contract the unsaved template makes.
 */
export const ContractTemplateDrawer = ({ editing, onClose }: { editing?: TemplateEditing; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { save } = useContractTemplateMutations();
  const id = editing?.mode === 'edit' ? editing.id : undefined;
  const detail = useContractTemplateDetail(id);
  const [reviewing, setReviewing] = useState<ReviewTemplate>();
  const initial = editing?.mode === 'add' ? NEW_TEMPLATE : detail.data ? valuesOf(detail.data) : undefined;

  const submit = async () => {
    const values = await form.validateFields();
    // The whole form once more, as the server reads it (trimmed, repeats collapsed).
    const parsed = contractTemplateForm.safeParse({ ...values, id });
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? '格式有误');
      return;
    }
    await save.mutateAsync(parsed.data);
    void message.success(doneMessages.saved);
    onClose();
  };
  const preview = () => {
    const v = form.getFieldsValue(true) as Values;
    setReviewing({
      name: v.name?.trim() || '未命名合同模板',
      listDetail: (v.listDetail ?? []).map((c) => ({ display: c?.display ?? '', content: c?.content ?? '' })),
    });
  };

  return (
    <Drawer
      open={Boolean(editing)}
      onClose={onClose}
      size={960}
      title={id ? '编辑合同模板' : '新增合同模板'}
      destroyOnHidden
      footer={
        initial && (
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>取消</Button>
            <Button onClick={preview}>预览合同</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => {})}>
              保存
            </Button>
          </Space>
        )
      }
    >
      {initial ? (
        <Form<Values>
          key={id ?? 'new'}
          form={form}
          name="contract-template-form"
          layout="vertical"
          initialValues={initial}
        >
          <TemplateFields detail={detail.data} />
        </Form>
      ) : detail.isError ? (
        <Result status="warning" title="合同模板加载失败" />
      ) : (
        <Spin spinning style={{ display: 'block', padding: 48 }} />
      )}
      <ContractTemplateReviewModal template={reviewing} onClose={() => setReviewing(undefined)} />
    </Drawer>
  );
};
