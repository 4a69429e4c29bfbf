import { Button, Modal } from 'antd';
import { useState } from 'react';
import { ContractTemplateReview } from '../../../contract-template';
import type { ContractTemplateOption } from '../../api';

/** 预览: the chosen template as the template review screen renders it (spec 2 §2). */
export const TemplatePreview = ({ template }: { template: ContractTemplateOption | undefined }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-testid="wizard-template-preview" disabled={!template} onClick={() => setOpen(true)}>
        预览
      </Button>
      <Modal
        open={open && Boolean(template)}
        title={template?.name}
        width={900}
        footer={null}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        {template && (
          <ContractTemplateReview
            template={{ name: template.name, listDetail: template.listDetail ?? [] }}
            defaultMode="preview"
            showTitle={false}
          />
        )}
      </Modal>
    </>
  );
};
