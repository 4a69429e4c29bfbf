import { Typography } from 'antd';

/** A SHA-256 in monospace, copyable, wrapping anywhere (64 hex characters). */
export const Sha256Text = ({ value }: { value: string | null | undefined }) =>
  value ? (
    <Typography.Text copyable={{ text: value }} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  ) : (
    <>-</>
  );
