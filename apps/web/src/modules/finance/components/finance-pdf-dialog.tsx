import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { saveBlob } from '../../../components/save-blob';
import { financeApi, financeKeys } from '../api';

/** A document of the application: the four-party agreement (getFourPdf?id=) or a receipt's pledge notice. */
export type FinancePdf = { kind: 'four' | 'notice'; id: string; title: string };

const load = async (pdf: FinancePdf) => {
  if (pdf.kind === 'four') {
    const a = await financeApi.fourPdf(pdf.id);
    return { base64: a.fourPdfBase64, fileName: a.fileName };
  }
  const a = await financeApi.extractPdf(pdf.id);
  return { base64: a.extractPdfBase64, fileName: a.fileName };
};

const pdfBlob = (base64: string) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
};

/**
 * The PDF viewer of spec 2 §2 (the four-party agreement and the pledge notice views): the server's base64 PDF read
 * in the page, with 下载 and 新窗口打开. Always read afresh: the seals on it change as the parties sign.
 */
export const FinancePdfDialog = ({ pdf, onClose }: { pdf: FinancePdf | null; onClose: () => void }) => {
  const { data, isLoading, isError } = useQuery({
    queryKey: [...financeKeys.all, 'pdf', pdf?.kind, pdf?.id],
    queryFn: () => load(pdf!),
    enabled: pdf !== null,
    staleTime: 0,
    gcTime: 0,
  });
  const file = useMemo(() => {
    if (!data) return null;
    const blob = pdfBlob(data.base64);
    return { blob, url: URL.createObjectURL(blob), fileName: data.fileName };
  }, [data]);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  return (
    <Modal
      open={pdf !== null}
      title={pdf?.title}
      width="80vw"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { minHeight: 400 } }}
    >
      {isLoading && <Spin spinning style={{ display: 'block', padding: 48 }} />}
      {isError && <Empty description="文件暂不可读" />}
      {file && (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Button icon={<DownloadOutlined />} onClick={() => saveBlob(file.blob, file.fileName)}>
              下载
            </Button>
            <Button icon={<ExportOutlined />} href={file.url} target="_blank" rel="noreferrer">
              新窗口打开
            </Button>
          </Space>
          <iframe
            title={pdf?.title}
            data-testid="finance-pdf"
            src={file.url}
            style={{ width: '100%', height: '70vh', border: '1px solid #f0f0f0', borderRadius: 6 }}
          />
        </>
      )}
    </Modal>
  );
};
