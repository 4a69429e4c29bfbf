import { Form, Input } from 'antd';

/** 企业编码 (spec 1 §3): issued by the platform at the first approval, shown and never typed. */
export const EnterpriseCodeField = ({ code }: { code: string | null | undefined }) => (
  <Form.Item label="企业编码" tooltip="审核通过后由平台生成，签订合同时对方可按此编码查找本企业">
    <Input value={code ?? ''} placeholder="审核通过后由平台生成" disabled data-testid="enterprise-code" />
  </Form.Item>
);
