import { doneMessages } from '@kc/domain/shared/messages';
import { App, Button, Card, Form, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useDict } from '../../../components/use-dict';
import { useEnterpriseOptions, useSandboxFailNext, useSandboxMutations } from '../api';

/**
 * Testers' shortcuts for signing: open a ready seal account with silent signing in one step, and make the
 * next N signatures fail at the provider (the partial-failure path of batch signing).
 */
export const EsignSignTools = () => {
  const { message } = App.useApp();
  const { data: enterprises, isLoading } = useEnterpriseOptions();
  const types = useDict('enterprise_type');
  const failNext = useSandboxFailNext();
  const { provision, saveFailNext } = useSandboxMutations();
  const [enterpriseId, setEnterpriseId] = useState<string>();
  // What the tester typed, else what the sandbox holds (a late answer never overwrites typing).
  const [typed, setTyped] = useState<number | null>();
  const count = typed === undefined ? (failNext.data ?? 0) : typed;
  const done = (text: string) => () => void message.success(text);
  return (
    <Card size="small" title="签章测试" style={{ marginBottom: 16 }}>
      <Space wrap size={[32, 12]}>
        <Form.Item label="开通签章企业" htmlFor="sandbox-provision-enterprise" style={{ marginBottom: 0 }}>
          <Space.Compact>
            <Select
              id="sandbox-provision-enterprise"
              placeholder="请选择企业"
              showSearch={{ optionFilterProp: 'label' }}
              loading={isLoading}
              value={enterpriseId}
              onChange={setEnterpriseId}
              style={{ width: 300 }}
              options={(enterprises ?? []).map((e) => ({
                value: e.id,
                label: `${e.name}（${types.labelOf(e.type)}）`,
              }))}
            />
            <Button
              type="primary"
              disabled={!enterpriseId}
              loading={provision.isPending}
              onClick={() =>
                enterpriseId && provision.mutate(enterpriseId, { onSuccess: done(doneMessages.sealOpened) })
              }
            >
              一键开通签章
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          label="下一次签章失败次数"
          htmlFor="sandbox-fail-next"
          extra="接下来的 N 次签章在沙箱中失败（批量签章部分失败）"
          style={{ marginBottom: 0 }}
        >
          <Space.Compact>
            <InputNumber
              id="sandbox-fail-next"
              min={0}
              max={1000}
              precision={0}
              value={count}
              onChange={setTyped}
              style={{ width: 120 }}
            />
            <Button
              loading={saveFailNext.isPending}
              onClick={() =>
                saveFailNext.mutate(count ?? 0, {
                  onSuccess: () => {
                    setTyped(undefined);
                    done(doneMessages.saved)();
                  },
                })
              }
            >
              保存
            </Button>
          </Space.Compact>
        </Form.Item>
      </Space>
    </Card>
  );
};
