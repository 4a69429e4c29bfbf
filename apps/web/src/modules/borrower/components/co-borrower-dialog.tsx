import { borrowerMessages, identityNumberField, phoneField } from '@kc/domain/borrower/borrower';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { FormModal, type FormMode } from '../../../components/crud/form-modal';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { type CoBorrowerSaveBody, useBorrowerMutations, useBorrowerPage, useCoBorrowerDetail } from '../api';
import { IdPhoto } from './id-photo';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * 新增 / 编辑 / 查看共借人 (spec 1 §2 co-borrower list): name, phone, ID number, relationship (finance_relationship_type,
 * 配偶 included), ID photos (the rule 5 MB; the hint's 3 MB shown as written).
 */
export const CoBorrowerDialog = ({
  open,
  mode,
  id,
  borrowerId,
  onClose,
}: {
  open: boolean;
  mode: FormMode;
  id: string | null;
  borrowerId?: string;
  onClose: () => void;
}) => {
  const { data } = useCoBorrowerDetail(open && id ? id : null);
  const borrowers = useBorrowerPage({ current: 1, size: 200 });
  const { coSave } = useBorrowerMutations();
  const initial = useMemo<Partial<CoBorrowerSaveBody> | undefined>(
    () =>
      id
        ? data && {
            id: data.id,
            borrowerId: data.borrowerId,
            name: data.name,
            phone: data.phone,
            identityNumber: data.identityNumber,
            relationship: data.relationship,
            idcardFront: data.idcardFront,
            idcardBack: data.idcardBack,
          }
        : { borrowerId },
    [id, data, borrowerId],
  );
  if (id && !data) return null;
  return (
    <FormModal<CoBorrowerSaveBody>
      open={open}
      mode={mode}
      noun="共借人"
      width={720}
      initialValues={initial}
      onSubmit={(v) => coSave.mutateAsync(v)}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="borrowerId" label="借款人" rules={required(borrowerMessages.borrowerRequired)}>
            <Select
              data-testid="co-borrower-owner"
              disabled={Boolean(id || borrowerId)}
              placeholder="请选择借款人"
              options={(borrowers.data?.records ?? []).map((b) => ({ value: b.id, label: b.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label="姓名" rules={required(borrowerMessages.nameRequired)}>
            <Input maxLength={50} placeholder="请输入姓名" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label="手机号码" rules={zodRules(phoneField, true)}>
            <Input maxLength={11} placeholder="请输入手机号码" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="identityNumber" label="身份证号码" rules={zodRules(identityNumberField, true)}>
            <Input maxLength={18} placeholder="请输入身份证号码" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="relationship" label="与借款人关系" rules={required(borrowerMessages.relationshipRequired)}>
            <DictSelect code="finance_relationship_type" placeholder="请选择与借款人关系" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="idcardFront"
            label="身份证人像面"
            rules={[{ required: true, message: borrowerMessages.idcardFrontRequired }]}
            extra={borrowerMessages.coborrowerPhotoHint}
          >
            <IdPhoto label="身份证人像面" of="coborrower" link={data?.idcardFrontAttach.link} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="idcardBack"
            label="身份证国徽面"
            rules={[{ required: true, message: borrowerMessages.idcardBackRequired }]}
            extra={borrowerMessages.coborrowerPhotoHint}
          >
            <IdPhoto label="身份证国徽面" of="coborrower" link={data?.idcardBackAttach.link} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};
