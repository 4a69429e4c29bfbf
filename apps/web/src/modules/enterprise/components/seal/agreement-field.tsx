import { Checkbox, Form } from 'antd';
import type { Rule } from 'antd/es/form';

/** Where the provider's certificate agreement is shown. */
const AGREEMENT_HREF = '/readme?src=esign-certificate-agreement';

/** The ticked agreement every seal application needs (spec 1 §5). */
export const AgreementField = ({ rules }: { rules: Rule[] }) => (
  <Form.Item name="agree" valuePropName="checked" rules={rules}>
    <Checkbox>
      我已阅读并同意
      <a href={AGREEMENT_HREF} target="_blank" rel="noreferrer">
        《数字证书服务协议》
      </a>
    </Checkbox>
  </Form.Item>
);
