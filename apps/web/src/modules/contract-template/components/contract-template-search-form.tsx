import { CONTRACT_TEMPLATE_TYPE_DICT } from '@kc/domain/contract/template';
import { Form, Input } from 'antd';
import { SearchForm } from '../../../components/crud/search-form';
import { DictSelect } from '../../../components/dict-select';
import type { ContractTemplateSearch } from '../api';

export const ContractTemplateSearchForm = ({ onSearch }: { onSearch: (s: ContractTemplateSearch) => void }) => (
  <SearchForm<ContractTemplateSearch> name="contract-template-search" onSearch={onSearch}>
    <Form.Item name="name" label="模板名称">
      <Input placeholder="请输入模板名称" allowClear maxLength={100} style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="templateType" label="模板类型">
      <DictSelect code={CONTRACT_TEMPLATE_TYPE_DICT} placeholder="请选择模板类型" style={{ width: 180 }} />
    </Form.Item>
  </SearchForm>
);
