import { type WmsSandboxAddGoods, wmsSandboxAddGoodsBody } from '@kc/domain/wms/wms-sandbox';
import { App, AutoComplete, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { zodFormRules } from '../../../components/crud/zod-rules';
import { useWmsSandboxEnterprises, useWmsSandboxMutations } from '../wms-api';

const rules = zodFormRules(wmsSandboxAddGoodsBody.shape);
/** The demo warehouse's WMS categories (WMS货物映射: the first two are mapped to cotton). */
const MATERIAL_OPTIONS = [
  { value: 'WMS-MH-01', label: 'WMS-MH-01 新疆机采棉' },
  { value: 'WMS-MH-02', label: 'WMS-MH-02 细绒棉' },
  { value: 'WMS-X-09', label: 'WMS-X-09 待映射货物' },
];

type Values = Omit<WmsSandboxAddGoods, 'unit' | 'warehouseCode'>;

/**
 * 新增货物: a container arrives at the chosen warehouse with one goods on equal trays (case number generated when
 * left empty); the owner is named by enterprise code, the demo shipper's by default.
 */
export const WmsAddGoodsModal = ({
  open,
  unit,
  warehouseCode,
  onClose,
}: {
  open: boolean;
  unit: string;
  warehouseCode: string | undefined;
  onClose: () => void;
}) => {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { data: enterprises } = useWmsSandboxEnterprises();
  const { addGoods } = useWmsSandboxMutations();
  const defaultOwner = enterprises?.owners[0]?.code;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      ownerCode: defaultOwner,
      goodsName: '新疆机采棉',
      materialCode: 'WMS-MH-01',
      trayCount: 4,
      weight: '2.25',
      num: '10',
    });
  }, [open, defaultOwner, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const added = await addGoods.mutateAsync({
      ...v,
      caseNumber: v.caseNumber?.trim() || undefined,
      unit,
      warehouseCode: warehouseCode ?? '',
    });
    void message.success(`已新增货箱 ${added.caseNumber}`);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="新增货物"
      okText="确定"
      cancelText="取消"
      confirmLoading={addGoods.isPending}
      onOk={() => void submit().catch(() => {})}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<Values> form={form} name="wms-sandbox-add-goods" layout="vertical">
        <Form.Item name="caseNumber" label="箱号" rules={rules.caseNumber} extra="留空自动生成">
          <Input placeholder="自动生成" />
        </Form.Item>
        <Form.Item name="ownerCode" label="货主企业编码" rules={rules.ownerCode}>
          <AutoComplete
            options={(enterprises?.owners ?? []).map((o) => ({ value: o.code, label: `${o.code} ${o.name}` }))}
            placeholder="选择或填写货主的企业编码"
          />
        </Form.Item>
        <Form.Item name="goodsName" label="货物名称" rules={rules.goodsName}>
          <Input />
        </Form.Item>
        <Form.Item name="materialCode" label="WMS货物类别" rules={rules.materialCode}>
          <AutoComplete options={MATERIAL_OPTIONS} placeholder="WMS的货物类别编码" />
        </Form.Item>
        <Form.Item name="trayCount" label="托盘数量" rules={rules.trayCount}>
          <InputNumber min={1} max={200} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="weight" label="每托重量" rules={rules.weight}>
          <Input suffix="吨" />
        </Form.Item>
        <Form.Item name="num" label="每托数量" rules={rules.num}>
          <Input suffix="包" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
