import { Form, Radio } from 'antd';

type Props = { isPerson: boolean; onChange: (isPerson: boolean) => void };

/** Company or individual: chosen by the enterprise until its first approval, the platform's afterwards. */
export const LayoutChoice = ({ isPerson, onChange }: Props) => (
  <Form.Item label="认证主体">
    <Radio.Group
      value={isPerson ? 1 : 0}
      onChange={(e) => onChange(e.target.value === 1)}
      options={[
        { value: 0, label: '企业' },
        { value: 1, label: '个人' },
      ]}
    />
  </Form.Item>
);
