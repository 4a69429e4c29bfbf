import { Empty, Image, Space } from 'antd';
import type { PartUnlockFile } from '../api';

/** A group of a record's images (application, notice, confirmation), each previewed on click. */
export const ImageGroup = ({ files, testId }: { files: PartUnlockFile[]; testId: string }) =>
  files.length === 0 ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无" data-testid={testId} />
  ) : (
    <Image.PreviewGroup>
      <Space wrap data-testid={testId}>
        {files.map((f) =>
          f.url ? (
            <Image key={f.id} width={104} height={104} style={{ objectFit: 'cover' }} src={f.url} alt={f.name} />
          ) : (
            <span key={f.id}>{f.name}</span>
          ),
        )}
      </Space>
    </Image.PreviewGroup>
  );
