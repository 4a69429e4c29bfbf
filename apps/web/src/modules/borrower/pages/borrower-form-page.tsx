import { BORROWER_LIST_PATH, borrowerMessages, identityNumberField, phoneField } from '@kc/domain/borrower/borrower';
import { App, Button, Card, Col, Form, Input, Row, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { zodRules } from '../../../components/crud/zod-rules';
import { DictSelect } from '../../../components/dict-select';
import { RegionPicker } from '../../../components/region-picker';
import { type BorrowerSaveBody, useBorrowerDetail, useBorrowerMutations } from '../api';
import { IdPhoto } from '../components/id-photo';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * /finance/borrower/add and /finance/borrower/edit?id= (spec 1 §5 "Borrower"): every field required, the ID number
 * checked (GB 11643), the phone checked, ID photos jpg/jpeg/png under 4 MB. The server checks the same.
 */
export const BorrowerFormPage = () => {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, isLoading } = useBorrowerDetail(id);
  const [form] = Form.useForm<BorrowerSaveBody>();
  const { save } = useBorrowerMutations();
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (data)
      form.setFieldsValue({
        id: data.id,
        name: data.name,
        identityNumber: data.identityNumber,
        phone: data.phone,
        periodValidity: data.periodValidity,
        address: data.address,
        addressDetail: data.addressDetail,
        residenceAddress: data.residenceAddress,
        residenceAddressDetail: data.residenceAddressDetail,
        maritalStatus: data.maritalStatus,
        idcardFront: data.idcardFront,
        idcardBack: data.idcardBack,
      });
  }, [data, form]);
  if (id && isLoading) return <Spin />;
  const submit = async (v: BorrowerSaveBody) => {
    await save.mutateAsync({ ...v, id: id ?? undefined });
    void message.success('已保存');
    navigate(BORROWER_LIST_PATH);
  };
  return (
    <Card title={id ? '编辑借款人' : '新增借款人'}>
      <Form<BorrowerSaveBody>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v).catch(() => {})}
        data-testid="borrower-form"
        style={{ maxWidth: 960 }}
      >
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item name="name" label="姓名" rules={required(borrowerMessages.nameRequired)}>
              <Input maxLength={50} placeholder="请输入姓名" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="identityNumber" label="身份证号码" rules={zodRules(identityNumberField, true)}>
              <Input maxLength={18} placeholder="请输入身份证号码" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="phone" label="手机号码" rules={zodRules(phoneField, true)}>
              <Input maxLength={11} placeholder="请输入手机号码" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="periodValidity" label="证件有效期" rules={required(borrowerMessages.periodRequired)}>
              <Input maxLength={40} placeholder="如 2020.01.01-2040.01.01" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="maritalStatus" label="婚姻状况" rules={required(borrowerMessages.maritalRequired)}>
              <DictSelect code="finance_marital_status" placeholder="请选择婚姻状况" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item name="address" label="现居住地址" rules={required(borrowerMessages.addressRequired)}>
              <RegionPicker placeholder="请选择省/市/区" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="addressDetail"
              label="现居住详细地址"
              rules={required(borrowerMessages.addressDetailRequired)}
            >
              <Input maxLength={200} placeholder="请输入详细地址" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="residenceAddress" label="户籍地址" rules={required(borrowerMessages.residenceRequired)}>
              <RegionPicker placeholder="请选择省/市/区" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item
              name="residenceAddressDetail"
              label="户籍详细地址"
              rules={required(borrowerMessages.residenceDetailRequired)}
            >
              <Input maxLength={200} placeholder="请输入详细地址" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col span={8}>
            <Form.Item
              name="idcardFront"
              label="身份证人像面"
              rules={[{ required: true, message: borrowerMessages.idcardFrontRequired }]}
              extra="只能上传jpg/jpeg/png文件，且不超过4MB"
            >
              <IdPhoto label="身份证人像面" of="borrower" link={data?.idcardFrontAttach.link} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="idcardBack"
              label="身份证国徽面"
              rules={[{ required: true, message: borrowerMessages.idcardBackRequired }]}
              extra="只能上传jpg/jpeg/png文件，且不超过4MB"
            >
              <IdPhoto label="身份证国徽面" of="borrower" link={data?.idcardBackAttach.link} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="borrower-save">
            保存
          </Button>
          <Button onClick={() => navigate(BORROWER_LIST_PATH)}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
};
