import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { commonMessages } from '@kc/domain/shared/messages';
import { App, Button, Flex, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { useConfirmRemove } from '../../../components/crud/use-confirm-remove';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type InvoiceTemplate, useTemplateMutations, useTemplatePage } from '../api';
import { TemplateDrawer } from '../components/template-drawer';

/** /trade/tradeInvoice 开票信息: the enterprise's invoice information, one of them the default. */
export const TradeInvoicePage = () => {
  const { message } = App.useApp();
  const paged = usePagedQuery({});
  const { data, isFetching } = useTemplatePage(paged.query);
  const selection = useSelection<InvoiceTemplate>();
  const { remove, setDefault } = useTemplateMutations();
  const confirmRemove = useConfirmRemove();
  const [drawer, setDrawer] = useState<{ editing: InvoiceTemplate | null } | null>(null);
  const removeIds = (ids: string[]) => confirmRemove(ids, (x) => remove.mutateAsync(x), selection.clear);
  const columns: TableColumnsType<InvoiceTemplate> = [
    {
      title: '发票抬头',
      dataIndex: 'title',
      ellipsis: true,
      render: (t: string, r) => (
        <Space>
          {t}
          {r.isDefault === 1 && <Tag color="processing">默认</Tag>}
        </Space>
      ),
    },
    { title: '纳税人识别号', dataIndex: 'taxNo', width: 190 },
    { title: '地址', dataIndex: 'address', ellipsis: true },
    { title: '电话', dataIndex: 'phone', width: 130 },
    { title: '开户银行', dataIndex: 'bankName', ellipsis: true },
    { title: '银行账号', dataIndex: 'bankAccount', width: 190 },
    {
      title: '操作',
      key: 'op',
      width: 190,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" data-testid="template-edit" onClick={() => setDrawer({ editing: r })}>
            编辑
          </Button>
          {r.isDefault !== 1 && (
            <Button
              type="link"
              size="small"
              data-testid="template-set-default"
              loading={setDefault.isPending && setDefault.variables === r.id}
              onClick={() =>
                void setDefault
                  .mutateAsync(r.id)
                  .then(() => void message.success(commonMessages.success))
                  .catch(() => {})
              }
            >
              设为默认
            </Button>
          )}
          <Button type="link" size="small" danger data-testid="template-remove" onClick={() => removeIds([r.id])}>
            删除
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <ListCard>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="template-add"
          onClick={() => setDrawer({ editing: null })}
        >
          新增
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => removeIds(selection.ids)}>
          删除
        </Button>
      </Flex>
      <DataTable<InvoiceTemplate>
        data-testid="template-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={selection.rowSelection}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <TemplateDrawer open={drawer !== null} editing={drawer?.editing ?? null} onClose={() => setDrawer(null)} />
    </ListCard>
  );
};
