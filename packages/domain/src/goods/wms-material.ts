import { z } from 'zod';
import { dateTimeText, idString } from '../shared/envelope';
import { defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { lineText } from '../shared/text';

/** spec 1 §5 WMS mapping and spec 3 §5 Material mapping. */
export const wmsMaterialMessages = {
  warehouseRequired: '请选择所在仓库',
  materialRequired: '请选择仓储物',
  rowRequired: '请填写货物信息',
  rowMax: '货物编码和名称最多100个字符',
  oneRowAtLeast: '请至少填写一条货物信息',
  selectRows: '请选择至少一条wms货物信息！',
  duplicateCode: (code: string) => `WMS货物编码 [${code}] 重复`,
  codeTaken: (code: string) => `该仓库已映射WMS货物编码 [${code}]`,
  inUse: '删除失败,此映射已被占用!',
  unitMissing: '所属单位不存在',
} as const;

/** Every refusal of the WMS mapping calls, with its stable reason (`wms_material.code_taken`). */
export const wmsMaterialRefusals = defineRefusals('wms_material', {
  notFound: [404, '映射不存在或无权查看'],
  notOwnWarehouse: [403, '只能维护本仓库的WMS货物映射'],
  warehouseRequired: [400, wmsMaterialMessages.warehouseRequired],
  materialRequired: [400, wmsMaterialMessages.materialRequired],
  unitMissing: [400, wmsMaterialMessages.unitMissing],
  codeTaken: [400, wmsMaterialMessages.codeTaken],
});

/** delWmsMaterial answers data 402 when the mapping is in use (spec 1 §7). */
export const WMS_MAPPING_IN_USE = 402;

const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v == null ? undefined : String(v)),
    z.string({ error: message }).regex(/^\d{1,19}$/, message),
  );
const rowText = (label: string) =>
  z.preprocess(blank, lineText(label).min(1, wmsMaterialMessages.rowRequired).max(100, wmsMaterialMessages.rowMax));

export const wmsMaterialRow = z.object({
  externalMaterialId: rowText('WMS货物编码'),
  wmsMaterialName: rowText('WMS货物名称'),
});

/** The cargo category mapping form: a warehouse, a storage category and at least one row of WMS code and name. */
export const wmsMaterialForm = z
  .object({
    warehouseId: requiredId(wmsMaterialMessages.warehouseRequired),
    materialId: requiredId(wmsMaterialMessages.materialRequired),
    /** The owning unit: an enterprise user's own enterprise (userType 3), set by the server. */
    warehouseUnitId: z.preprocess((v) => (v === '' || v == null ? undefined : String(v)), idField.optional()),
    materialAddList: z
      .array(wmsMaterialRow, { error: wmsMaterialMessages.oneRowAtLeast })
      .min(1, wmsMaterialMessages.oneRowAtLeast),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    for (const row of v.materialAddList) {
      if (seen.has(row.externalMaterialId)) {
        ctx.addIssue({
          code: 'custom',
          message: wmsMaterialMessages.duplicateCode(row.externalMaterialId),
          path: ['materialAddList'],
        });
        return;
      }
      seen.add(row.externalMaterialId);
    }
  });
export type WmsMaterialForm = z.infer<typeof wmsMaterialForm>;

/** updateWmsMaterialId {ids, materialId}: map the selected external goods rows to a storage item. */
export const updateWmsMaterialIdBody = z.object({
  ids: z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.map(String)
        : typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
    z
      .array(z.string().regex(/^\d{1,19}$/), { error: wmsMaterialMessages.selectRows })
      .min(1, wmsMaterialMessages.selectRows),
  ),
  materialId: requiredId(wmsMaterialMessages.materialRequired),
});

/** A row of the mapping list (GET wmsMaterial/list). */
export const wmsMaterialRecord = z.object({
  id: idString,
  warehouseId: idString,
  warehouseName: z.string().nullable(),
  warehouseUnitId: idString.nullable(),
  materialId: idString.nullable(),
  materialName: z.string().nullable(),
  externalMaterialId: z.string(),
  wmsMaterialName: z.string(),
  createTime: dateTimeText,
});
export type WmsMaterialRecord = z.infer<typeof wmsMaterialRecord>;

/** delWmsMaterial and delete: true, or WMS_MAPPING_IN_USE when a mapping is in use (nothing of it removed). */
export const wmsMaterialRemoveResult = z.union([z.literal(true), z.literal(WMS_MAPPING_IN_USE)]);
