import { CREDIT_CONTRACT_STATUS_LABELS } from '@kc/domain/borrower/status';
import { CREDIT_CONTRACT_EVENT, CreditContractStatus } from '@kc/domain/credit-contract/credit-contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useLiveEvent } from '../../../app/live-events';
import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { SearchForm } from '../../../components/crud/search-form';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { type CreditContract, type CreditSearch, creditContractKeys, useCreditPage } from '../api';
import { CreditEditModal } from '../components/credit-edit-modal';
import { CreditQrModal } from '../components/credit-qr-modal';
import { useCreditColumns } from '../hooks/use-credit-columns';

const statusOptions = [CreditContractStatus.unsigned, CreditContractStatus.signed, CreditContractStatus.failed].map(
  (value) => ({ value, label: CREDIT_CONTRACT_STATUS_LABELS[value] }),
);

/**
 * /finance/investigationAgreement 征信合同 (spec 2 §7 "Investigation contracts"): every consent the caller may see (a
 * shipper its borrowers', a bank those given to it, the platform all), one row per signer, with the signing QR,
 * 预览, 编辑 and 删除. New consents are made where the borrower or the application is (the drawer).
 */
export const CreditContractPage = () => {
  const paged = usePagedQuery<CreditSearch>({});
  const [qr, setQr] = useState<CreditContract | null>(null);
  const [editing, setEditing] = useState<CreditContract | null>(null);
  const { data, isFetching } = useCreditPage(paged.query, qr !== null);
  const client = useQueryClient();
  useLiveEvent(CREDIT_CONTRACT_EVENT, () => void client.invalidateQueries({ queryKey: creditContractKeys.lists() }));
  const columns = useCreditColumns({ onQr: setQr, onEdit: setEditing });
  const rows = data?.records ?? [];
  return (
    <ListCard>
      <SearchForm<CreditSearch> name="credit-contract-search" onSearch={paged.search}>
        <Form.Item name="contractNo" label="合同编号">
          <Input placeholder="请输入合同编号" allowClear maxLength={50} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="idName" label="签署人">
          <Input placeholder="请输入签署人" allowClear maxLength={50} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select placeholder="请选择" allowClear options={statusOptions} style={{ width: 140 }} />
        </Form.Item>
      </SearchForm>
      <DataTable<CreditContract>
        data-testid="credit-contract-table"
        columns={columns}
        dataSource={rows}
        loading={isFetching && qr === null}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <CreditQrModal row={qr ? (rows.find((r) => r.id === qr.id) ?? qr) : null} onClose={() => setQr(null)} />
      <CreditEditModal row={editing} onClose={() => setEditing(null)} />
    </ListCard>
  );
};
