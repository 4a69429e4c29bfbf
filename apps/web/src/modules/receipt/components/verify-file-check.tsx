import { InboxOutlined } from '@ant-design/icons';
import { receiptPrompts } from '@kc/domain/receipt/receipt';
import { Alert, Upload } from 'antd';
import { useState } from 'react';
import { sha256Hex } from '../sha256';
import { Sha256Text } from './sha256-text';

type Outcome = { name: string; sha256: string } | { name: string; error: true };

/** 校验文件: hashes a PDF the visitor holds, in the browser (nothing is uploaded), against the registered hash. */
export const VerifyFileCheck = ({
  expected,
  chain = [],
  noun = '仓单',
}: {
  expected: string | null;
  /** what the file is (仓单, 合同): the page's words name it */
  noun?: string;
  /** The earlier versions: a file matching one of them is genuine but not the current one. */
  chain?: { kindName: string; sha256: string }[];
}) => {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const check = (file: File) => {
    setBusy(true);
    sha256Hex(file)
      .then((sha256) => setOutcome({ name: file.name, sha256 }))
      .catch(() => setOutcome({ name: file.name, error: true }))
      .finally(() => setBusy(false));
    return Upload.LIST_IGNORE;
  };
  const hashed = outcome && 'sha256' in outcome ? outcome : null;
  const matches = Boolean(hashed && expected && hashed.sha256 === expected.toLowerCase());
  const earlier = hashed && !matches ? chain.find((e) => e.sha256.toLowerCase() === hashed.sha256) : undefined;
  return (
    <div data-testid="verify-file-drop">
      <Upload.Dragger
        accept=".pdf,application/pdf"
        multiple={false}
        showUploadList={false}
        beforeUpload={check}
        disabled={busy}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖入{noun} PDF 文件校验</p>
        <p className="ant-upload-hint">文件只在本机计算 SHA-256，不会上传</p>
      </Upload.Dragger>
      {outcome && 'error' in outcome && (
        <Alert style={{ marginTop: 12 }} type="error" showIcon title={`无法读取文件 ${outcome.name}`} />
      )}
      {hashed && (
        <Alert
          data-testid="verify-file-result"
          style={{ marginTop: 12 }}
          type={matches ? 'success' : earlier ? 'warning' : 'error'}
          showIcon
          title={(matches ? receiptPrompts.fileMatches : receiptPrompts.fileDiffers).replace('仓单', noun)}
          description={
            <span>
              {earlier && <div>{receiptPrompts.earlierVersion(earlier.kindName)}</div>}
              {hashed.name}：<Sha256Text value={hashed.sha256} />
            </span>
          }
        />
      )}
    </div>
  );
};
