import { contractMessages } from '@kc/domain/contract/contract';
import { CompanyType, contractPartyLabels } from '@kc/domain/contract/status';
import { Flex, Form, Radio, Select } from 'antd';
import type { ContractWizard } from '../../hooks/use-contract-wizard';
import { TemplatePreview } from './template-preview';

const sides = [
  { value: CompanyType.shipper, label: contractPartyLabels.shipper },
  { value: CompanyType.buyer, label: contractPartyLabels.buyer },
];

/** Step 1 (spec 2 §5): the side, the category and a template of that category, with its preview. */
export const TemplateStep = ({ wizard: w }: { wizard: ContractWizard }) => (
  <div style={{ maxWidth: 560 }}>
    <Form.Item name="companyType" label="供需方" rules={[{ required: true, message: contractMessages.selectSide }]}>
      <Radio.Group data-testid="wizard-side" options={sides} disabled={w.existing !== null} />
    </Form.Item>
    <Form.Item
      name="materialId"
      label="产品类别"
      rules={[{ required: true, message: contractMessages.selectCategory }]}
    >
      <Select
        data-testid="wizard-category"
        placeholder="请选择产品类别"
        showSearch={{ optionFilterProp: 'label' }}
        loading={w.materialsLoading}
        options={w.materials.map((m) => ({ value: String(m.id), label: m.name }))}
      />
    </Form.Item>
    <Form.Item label="合同模板" required>
      <Flex gap={8}>
        <Form.Item name="templateId" noStyle rules={[{ required: true, message: contractMessages.selectTemplate }]}>
          <Select
            data-testid="wizard-template"
            placeholder="请选择合同模板"
            style={{ flex: 1 }}
            loading={w.templatesLoading}
            notFoundContent="该类别暂无合同模板"
            options={w.templates.map((t) => ({ value: String(t.id), label: t.name }))}
          />
        </Form.Item>
        <TemplatePreview template={w.template} />
      </Flex>
    </Form.Item>
  </div>
);
