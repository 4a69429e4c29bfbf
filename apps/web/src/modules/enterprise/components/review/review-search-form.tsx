import { reviewFilterOptions } from '@kc/domain/enterprise/status';
import { Form, Input, Select } from 'antd';
import { SearchForm } from '../../../../components/crud/search-form';
import type { EnterpriseReviewSearch } from '../../review-api';
import { EnterpriseTypeSelect } from './enterprise-type-select';

export const personOptions = [
  { value: 0, label: '企业' },
  { value: 1, label: '个人' },
];

export const ReviewSearchForm = ({ onSearch }: { onSearch: (s: EnterpriseReviewSearch) => void }) => (
  <SearchForm<EnterpriseReviewSearch> name="enterprise-review-search" onSearch={onSearch}>
    <Form.Item name="name" label="企业名称">
      <Input placeholder="请输入企业名称" allowClear style={{ width: 180 }} />
    </Form.Item>
    <Form.Item name="creditCode" label="统一社会信用代码">
      <Input placeholder="请输入统一社会信用代码" allowClear style={{ width: 200 }} />
    </Form.Item>
    <Form.Item name="type" label="企业类型">
      <EnterpriseTypeSelect style={{ width: 150 }} />
    </Form.Item>
    <Form.Item name="status" label="审核状态">
      <Select placeholder="请选择审核状态" allowClear options={reviewFilterOptions} style={{ width: 140 }} />
    </Form.Item>
    <Form.Item name="isPerson" label="企业/个人">
      <Select placeholder="请选择" allowClear options={personOptions} style={{ width: 120 }} />
    </Form.Item>
  </SearchForm>
);
