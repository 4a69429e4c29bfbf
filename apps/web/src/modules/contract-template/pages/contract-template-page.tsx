import { DataTable } from '../../../components/crud/data-table';
import { ListCard } from '../../../components/crud/list-card';
import { usePagedQuery } from '../../../components/crud/use-paged-query';
import { useSelection } from '../../../components/crud/use-selection';
import { type ContractTemplatePageRow, type ContractTemplateSearch, useContractTemplatePage } from '../api';
import { ContractTemplateDrawer } from '../components/contract-template-drawer';
import { ContractTemplateSearchForm } from '../components/contract-template-search-form';
import { ContractTemplateToolbar } from '../components/contract-template-toolbar';
import { TemplateReviewDialog } from '../components/template-review-dialog';
import { useContractTemplateActions } from '../hooks/use-contract-template-actions';
import { useContractTemplateColumns } from '../hooks/use-contract-template-columns';

/** 合同模板 (/contract/template): search by name and type; add and edit in a drawer, 查看 opens the review screen. */
export const ContractTemplatePage = () => {
  const paged = usePagedQuery<ContractTemplateSearch>({});
  const { data, isFetching } = useContractTemplatePage(paged.query);
  const selection = useSelection<ContractTemplatePageRow>();
  const actions = useContractTemplateActions(selection);
  const columns = useContractTemplateColumns(actions.row);
  return (
    <ListCard>
      <ContractTemplateSearchForm onSearch={paged.search} />
      {actions.keeps && <ContractTemplateToolbar onAdd={actions.add} onRemove={actions.removeSelected} />}
      <DataTable<ContractTemplatePageRow>
        data-testid="contract-template-table"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={isFetching}
        rowSelection={actions.keeps ? selection.rowSelection : undefined}
        pagination={paged.pagination(data?.total ?? 0)}
      />
      <ContractTemplateDrawer editing={actions.editing} onClose={actions.closeEditor} />
      <TemplateReviewDialog id={actions.viewing} onClose={actions.closeViewer} />
    </ListCard>
  );
};
