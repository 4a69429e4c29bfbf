import type { GrantNode } from '@kc/domain/system/role';
import { Empty, Tree, type TreeDataNode } from 'antd';

export const GrantTreePanel = ({
  testId,
  nodes,
  checked,
  onChange,
}: {
  testId: string;
  nodes: GrantNode[];
  checked: string[];
  onChange: (keys: string[]) => void;
}) =>
  nodes.length === 0 ? (
    <Empty data-testid={testId} description="暂无可授权的数据" />
  ) : (
    <div data-testid={testId} style={{ maxHeight: 420, overflow: 'auto' }}>
      <Tree
        checkable
        defaultExpandAll
        selectable={false}
        treeData={nodes as unknown as TreeDataNode[]}
        checkedKeys={checked}
        onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </div>
  );
