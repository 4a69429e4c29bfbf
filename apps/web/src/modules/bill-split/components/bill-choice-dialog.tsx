import { DEFAULT_PAGE_SIZE } from '@kc/domain/shared/paging';
import { Alert, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { type BillSplitChoice, useBillSplitBills } from '../api';

/**
 * 选择仓单: the holder's free receipts in effect at the chosen warehouse enterprise (10 a page). Exactly one is
 * chosen: choosing another keeps the latest (spec 3 §5). A receipt whose category marks no 拆单属性 cannot be chosen.
 */
export const BillChoiceDialog = ({
  warehouseUnitId,
  chosen,
  onChoose,
  onClose,
}: {
  warehouseUnitId: string;
  chosen: string | null;
  onChoose: (bill: BillSplitChoice) => void;
  onClose: () => void;
}) => {
  const [current, setCurrent] = useState(1);
  const [picked, setPicked] = useState<BillSplitChoice | null>(null);
  const { data, isFetching } = useBillSplitBills({ warehouseUnitId, current, size: DEFAULT_PAGE_SIZE }, true);
  const selected = picked?.id ?? chosen;
  return (
    <Modal
      open
      title="选择仓单"
      width={960}
      onCancel={onClose}
      okButtonProps={{ disabled: !picked }}
      onOk={() => {
        if (picked) onChoose(picked);
      }}
      destroyOnHidden
    >
      <Alert type="info" showIcon title="只能选择一张仓单；再次选择将保留最后选择的仓单" style={{ marginBottom: 12 }} />
      <Table<BillSplitChoice>
        rowKey="id"
        size="small"
        data-testid="bill-split-choices"
        loading={isFetching}
        dataSource={data?.records ?? []}
        rowSelection={{
          type: 'checkbox',
          hideSelectAll: true,
          selectedRowKeys: selected ? [selected] : [],
          getCheckboxProps: (r) => ({ disabled: !r.splittable }),
          // choosing more keeps the latest
          onChange: (_, rows) => setPicked(rows.find((r) => r.id !== selected) ?? rows[rows.length - 1] ?? null),
        }}
        locale={{ emptyText: '该仓库没有可拆单的仓单' }}
        pagination={{ current, pageSize: DEFAULT_PAGE_SIZE, total: data?.total ?? 0, onChange: setCurrent }}
        columns={[
          { title: '仓单号', dataIndex: 'code', width: 200 },
          { title: '仓储物', dataIndex: 'baseMaterialName' },
          { title: '仓库', dataIndex: 'warehouseName', ellipsis: true },
          { title: '重量', dataIndex: 'totalWeight', align: 'right', render: (v, r) => `${v} ${r.weightUnitName}` },
          { title: '数量', dataIndex: 'totalQuantity', align: 'right', render: (v, r) => `${v} ${r.numberUnitName}` },
          { title: '货位', dataIndex: 'locator', render: (v: string | null) => v || '-' },
          {
            title: '可拆分属性',
            key: 'split',
            render: (_, r) =>
              r.splittable ? (
                r.attrs
                  .filter((a) => a.isSplit === 1)
                  .map((a) => (
                    <Tag key={a.attrCode}>
                      {a.attrName} {a.value}
                    </Tag>
                  ))
              ) : (
                <Tag color="default">无</Tag>
              ),
          },
        ]}
      />
    </Modal>
  );
};
