import {
  billSplitLabels,
  billSplitMessages,
  figureError,
  splitAttrsOf,
  splitFiguresError,
  splitParts,
} from '@kc/domain/bill-split/bill-split';
import { BillSplitStatus, canEditBillSplit } from '@kc/domain/bill-split/status';
import { doneMessages } from '@kc/domain/shared/messages';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Result, Select, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useClosePage } from '../../../app/layout/use-close-page';
import {
  type BillSplitChoice,
  useBillSplitBillsByIds,
  useBillSplitDetail,
  useBillSplitMutations,
  useBillSplitWarehouses,
} from '../api';
import { BILL_SPLIT_LIST_PATH } from '../bill-split-paths';
import { BillChoiceDialog } from '../components/bill-choice-dialog';
import { LiveVideoDialog } from '../components/live-video-dialog';

type Values = {
  warehouseUnitId?: string;
  totalWeight?: string;
  totalQuantity?: string;
  attrs?: Record<string, string>;
};

/**
 * /ple/billSplitApply?id=&type= (type 0 new): the holder chooses the receipt's warehouse enterprise and one receipt,
 * enters the new receipt's weight, quantity and splittable attributes (the remainder is shown as original − new),
 * saves (1) or submits (10). After either it returns to /ple/billSplitApplyList.
 */
export const BillSplitFormPage = () => {
  const [params] = useSearchParams();
  const id = params.get('type') === '0' ? null : params.get('id');
  const close = useClosePage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: existing, isLoading } = useBillSplitDetail(id);
  const { data: warehouses } = useBillSplitWarehouses();
  const [bill, setBill] = useState<BillSplitChoice | null>(null);
  const { data: again } = useBillSplitBillsByIds(existing && !bill ? existing.billId : null);
  const [choosing, setChoosing] = useState(false);
  const [video, setVideo] = useState(false);
  const { save } = useBillSplitMutations();
  const values = Form.useWatch([], form) as Values | undefined;

  useEffect(() => {
    if (!existing) return;
    form.setFieldsValue({
      warehouseUnitId: existing.warehouseUnitId,
      totalWeight: existing.splitWeight ?? undefined,
      totalQuantity: existing.splitQuantity ?? undefined,
      attrs: Object.fromEntries(
        existing.materielDetail.filter((a) => a.isSplit === 1).map((a) => [a.attrCode, a.value]),
      ),
    });
  }, [existing, form]);
  useEffect(() => {
    if (again?.[0] && !bill) setBill(again[0]);
  }, [again, bill]);

  if (id && isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (id && existing && !canEditBillSplit(existing.status))
    return (
      <Result
        status="warning"
        title="当前状态不可修改"
        extra={<Button onClick={() => close(BILL_SPLIT_LIST_PATH)}>返回</Button>}
      />
    );

  const original = bill
    ? { totalWeight: bill.totalWeight, totalQuantity: bill.totalQuantity, attrs: bill.attrs }
    : null;
  const entered = {
    totalWeight: values?.totalWeight,
    totalQuantity: values?.totalQuantity,
    attrs: Object.entries(values?.attrs ?? {}).map(([attrCode, value]) => ({ attrCode, value })),
  };
  const parts = original && !splitFiguresError(original, entered) ? splitParts(original, entered) : null;
  const figureRule = (label: string, of: () => string | undefined) => ({
    validator: async (_: unknown, v: string | undefined) => {
      const o = of();
      const m = o == null ? null : figureError(label, v, o);
      if (m) throw new Error(m);
    },
  });

  const run = async (status: '1' | '10') => {
    const v = await form.validateFields();
    if (!v.warehouseUnitId) return void message.warning(billSplitMessages.warehouseRequired);
    if (!bill || !original) return void message.warning(billSplitMessages.selectBill);
    const error = splitFiguresError(original, entered);
    if (error) return void message.warning(error);
    await save.mutateAsync({
      id: id ?? undefined,
      status,
      warehouseUnitId: v.warehouseUnitId,
      billIds: [bill.id],
      ...entered,
    });
    void message.success(status === BillSplitStatus.draft ? doneMessages.saved : doneMessages.submitted);
    close(BILL_SPLIT_LIST_PATH);
  };

  return (
    <Flex vertical gap={16}>
      <Card title={id ? '编辑拆单申请' : '新增拆单申请'}>
        {existing?.descr && ['11', '21', '31'].includes(existing.status) && (
          <Alert type="error" showIcon title={`驳回意见：${existing.descr}`} style={{ marginBottom: 16 }} />
        )}
        <Form form={form} name="bill-split-form" layout="vertical" style={{ maxWidth: 960 }}>
          <Form.Item
            name="warehouseUnitId"
            label="仓库企业"
            rules={[{ required: true, message: billSplitMessages.warehouseRequired }]}
          >
            <Select
              placeholder="请选择仓库企业"
              options={(warehouses ?? []).map((w) => ({ value: w.id, label: w.name }))}
              onChange={() => setBill(null)}
              style={{ maxWidth: 400 }}
              data-testid="bill-split-warehouse"
            />
          </Form.Item>
          <Form.Item label="仓单" required>
            <Space>
              <Button
                onClick={() =>
                  values?.warehouseUnitId
                    ? setChoosing(true)
                    : void message.warning(billSplitMessages.warehouseRequired)
                }
                data-testid="bill-split-choose"
              >
                选择仓单
              </Button>
              {bill && (
                <Button onClick={() => setVideo(true)} data-testid="bill-split-video-open">
                  实时视频
                </Button>
              )}
            </Space>
          </Form.Item>
          {bill && (
            <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }} data-testid="bill-split-chosen">
              <Descriptions.Item label="仓单号">{bill.code}</Descriptions.Item>
              <Descriptions.Item label="仓储物">{bill.baseMaterialName}</Descriptions.Item>
              <Descriptions.Item label="重量">{`${bill.totalWeight} ${bill.weightUnitName}`}</Descriptions.Item>
              <Descriptions.Item label="数量">{`${bill.totalQuantity} ${bill.numberUnitName}`}</Descriptions.Item>
              <Descriptions.Item label="仓库">{bill.warehouseName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="货位">{bill.locator ?? '-'}</Descriptions.Item>
            </Descriptions>
          )}
          {bill && !bill.splittable && <Alert type="warning" showIcon title={billSplitMessages.noSplitAttrs} />}
          {bill?.splittable && (
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              data-testid="bill-split-figures"
              dataSource={[
                {
                  key: 'totalWeight',
                  label: billSplitLabels.totalWeight,
                  original: bill.totalWeight,
                  name: ['totalWeight'],
                },
                {
                  key: 'totalQuantity',
                  label: billSplitLabels.totalQuantity,
                  original: bill.totalQuantity,
                  name: ['totalQuantity'],
                },
                ...splitAttrsOf(bill.attrs).map((a) => ({
                  key: a.attrCode,
                  label: a.attrName,
                  original: a.value,
                  name: ['attrs', a.attrCode],
                })),
              ]}
              columns={[
                { title: '拆分项', dataIndex: 'label', width: 140 },
                { title: '原仓单', dataIndex: 'original', width: 140, align: 'right' },
                {
                  title: '新仓单',
                  key: 'input',
                  render: (_, r) => (
                    <Form.Item name={r.name} rules={[figureRule(r.label, () => r.original)]} style={{ margin: 0 }}>
                      <Input
                        placeholder={`请输入${r.label}`}
                        maxLength={17}
                        data-testid={`bill-split-input-${r.key}`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: '剩余仓单',
                  key: 'rest',
                  width: 160,
                  align: 'right',
                  render: (_, r) => {
                    if (!parts) return '-';
                    if (r.key === 'totalWeight') return parts.remainder.totalWeight;
                    if (r.key === 'totalQuantity') return parts.remainder.totalQuantity;
                    return parts.remainder.attrs.find((a) => a.attrCode === r.key)?.value ?? '-';
                  },
                },
              ]}
            />
          )}
        </Form>
        <Space style={{ marginTop: 16 }}>
          <Button loading={save.isPending} onClick={() => void run('1').catch(() => {})} data-testid="bill-split-save">
            保存
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void run('10').catch(() => {})}
            data-testid="bill-split-submit"
          >
            提交
          </Button>
          <Button onClick={() => close(BILL_SPLIT_LIST_PATH)}>返回</Button>
        </Space>
      </Card>
      {choosing && values?.warehouseUnitId && (
        <BillChoiceDialog
          warehouseUnitId={values.warehouseUnitId}
          chosen={bill?.id ?? null}
          onClose={() => setChoosing(false)}
          onChoose={(b) => {
            setBill(b);
            form.setFieldsValue({ totalWeight: undefined, totalQuantity: undefined, attrs: {} });
            setChoosing(false);
          }}
        />
      )}
      {video && bill && <LiveVideoDialog billId={bill.id} onClose={() => setVideo(false)} />}
    </Flex>
  );
};
