import { Space, Typography } from 'antd';
import { BankApplicationTable } from './bank-application-table';
import { BankCustomerTable } from './bank-customer-table';
import { BankDeliveryTable } from './bank-delivery-table';
import { BankModeBar } from './bank-mode-bar';

/** The 银行 tab: the sandbox bank's behaviour, the financing applications it received and its callbacks. */
export const BankPanel = () => (
  <Space orientation="vertical" style={{ width: '100%' }} data-testid="sandbox-bank">
    <BankModeBar />
    <Typography.Title level={5}>融资申请</Typography.Title>
    <BankApplicationTable />
    <Typography.Title level={5}>建客申请</Typography.Title>
    <BankCustomerTable />
    <Typography.Title level={5}>回调</Typography.Title>
    <BankDeliveryTable />
  </Space>
);
