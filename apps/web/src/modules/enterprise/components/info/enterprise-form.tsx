import { canSave, canSubmit, isFormReadOnly, ReviewStatus } from '@kc/domain/enterprise/status';
import { Button, Card, Form, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { EnterpriseDetail, EnterpriseFormValues } from '../../api';
import { useEnterpriseSubmit } from '../../hooks/use-enterprise-submit';
import { CompanyFields } from './company-fields';
import { EnterpriseImages } from './enterprise-images';
import { toFormValues } from './form-values';
import { LayoutChoice } from './layout-choice';
import { PersonFields } from './person-fields';

/** The profile form: company or individual layout, read-only while the review is pending (spec 1 §4). */
export const EnterpriseForm = ({ detail }: { detail: EnterpriseDetail }) => {
  const [form] = Form.useForm<EnterpriseFormValues>();
  const [isPerson, setIsPerson] = useState(detail.isPerson === 1);
  useEffect(() => setIsPerson(detail.isPerson === 1), [detail.isPerson]);
  const layoutFixed = detail.approved ?? detail.status === ReviewStatus.approved;
  const { rules, saving, save, submit } = useEnterpriseSubmit(form, isPerson);
  const readOnly = isFormReadOnly(detail.status);

  // Only a change of the stored profile resets the form: e-sign polling refetches the record every few seconds.
  const initial = useMemo(() => toFormValues(detail), [detail]);
  const initialKey = JSON.stringify(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the content, not the object
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(initial);
  }, [initialKey, form]);

  return (
    <Card title={isPerson ? '个人信息' : '企业信息'}>
      <Form<EnterpriseFormValues>
        form={form}
        name="enterprise-info"
        layout="vertical"
        disabled={readOnly}
        scrollToFirstError={false}
      >
        {!layoutFixed && !readOnly && <LayoutChoice isPerson={isPerson} onChange={setIsPerson} />}
        <EnterpriseImages detail={detail} isPerson={isPerson} rules={rules} />
        {isPerson ? (
          <PersonFields rules={rules} code={detail.code} />
        ) : (
          <CompanyFields rules={rules} code={detail.code} />
        )}
      </Form>
      {!readOnly && (
        <Space>
          {canSave(detail.status) && (
            <Button onClick={save} loading={saving}>
              保存
            </Button>
          )}
          {canSubmit(detail.status) && (
            <Button type="primary" onClick={submit} loading={saving}>
              提交认证
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
};
