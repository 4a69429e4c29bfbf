import { z } from 'zod';
import { dateTimeText, idString } from '../shared/envelope';
import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { idField } from '../shared/ids';
import { pageQuery } from '../shared/paging';
import { lineText, multilineText } from '../shared/text';

/**
 * Contract templates (合同模板; spec 2 §3 "Template: name, listDetail[{display, content}]", §7 Templates): the
 * platform keeps them; the contract wizard picks one in step 1 and its clauses follow the goods and fee clauses
 * of every contract made from it (document.ts).
 */
export const contractTemplateMessages = {
  nameRequired: '请输入模板名称',
  nameMax: '模板名称最多100个字符',
  nameTaken: (name: string) => `模板名称 [${name}] 已存在`,
  templateTypeRequired: '请选择模板类型',
  templateTypeUnknown: '模板类型不存在，请重新选择',
  materialUnknown: '所选仓储物类别不存在或已删除，请重新选择',
  materialsMax: '适用类别最多选择200个',
  clausesRequired: '请至少添加一条合同条款',
  clausesMax: '合同条款最多50条',
  clauseDisplayRequired: '请输入条款标题',
  clauseDisplayMax: '条款标题最多100个字符',
  clauseContentRequired: '请输入条款内容',
  clauseContentMax: '条款内容最多5000个字符',
  /** spec 2 §8: deleting asks this. */
  confirmDelete: '确定将选择数据删除?',
  /** What the list shows for a template whose category list is empty. */
  allMaterials: '全部类别',
} as const;

/** The dictionary the template type comes from (spec 2 §7 "Dictionary lookups by code"). */
export const CONTRACT_TEMPLATE_TYPE_DICT = 'contract_template_type';

export const CLAUSE_DISPLAY_MAX = 100;
export const CLAUSE_CONTENT_MAX = 5000;
export const CLAUSES_MAX = 50;
export const TEMPLATE_NAME_MAX = 100;

const blank = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : v);

/** One clause of a template: its title (display) and its text (content, which may span lines). */
export const contractClauseSchema = z.object({
  display: z.preprocess(
    blank,
    lineText('条款标题', { error: contractTemplateMessages.clauseDisplayRequired })
      .min(1, contractTemplateMessages.clauseDisplayRequired)
      .max(CLAUSE_DISPLAY_MAX, contractTemplateMessages.clauseDisplayMax),
  ),
  content: z.preprocess(
    blank,
    multilineText('条款内容', { error: contractTemplateMessages.clauseContentRequired })
      .min(1, contractTemplateMessages.clauseContentRequired)
      .max(CLAUSE_CONTENT_MAX, contractTemplateMessages.clauseContentMax),
  ),
});
export type ContractClause = z.infer<typeof contractClauseSchema>;

export const templateNameField = z.preprocess(
  blank,
  lineText('模板名称', { error: contractTemplateMessages.nameRequired })
    .min(1, contractTemplateMessages.nameRequired)
    .max(TEMPLATE_NAME_MAX, contractTemplateMessages.nameMax),
);

/** A dictionary key of contract_template_type (the server checks the dictionary holds it). */
export const templateTypeField = z.preprocess(
  (v) =>
    v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v,
  lineText('模板类型', { error: contractTemplateMessages.templateTypeRequired })
    .min(1, contractTemplateMessages.templateTypeRequired)
    .max(20, contractTemplateMessages.templateTypeUnknown),
);

/** The categories a template serves; empty means it serves every category. Repeats collapse. */
export const templateMaterialIdsField = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? [] : v),
  z
    .array(
      z
        .union([z.string(), z.number()], { error: contractTemplateMessages.materialUnknown })
        .transform((v) => String(v).trim())
        .pipe(z.string().regex(/^\d{1,19}$/, contractTemplateMessages.materialUnknown)),
      { error: contractTemplateMessages.materialUnknown },
    )
    .max(200, contractTemplateMessages.materialsMax)
    .transform((ids) => [...new Set(ids)]),
);

export const templateClausesField = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(contractClauseSchema, { error: contractTemplateMessages.clausesRequired })
    .min(1, contractTemplateMessages.clausesRequired)
    .max(CLAUSES_MAX, contractTemplateMessages.clausesMax),
);

/** contractTemplate/saveOrUpdate: add (no id) or edit a template. */
export const contractTemplateForm = z.object({
  id: z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional()),
  name: templateNameField,
  templateType: templateTypeField,
  materialIds: templateMaterialIdsField,
  listDetail: templateClausesField,
});
export type ContractTemplateForm = z.infer<typeof contractTemplateForm>;
export type ContractTemplateInput = z.input<typeof contractTemplateForm>;

const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === '' || v == null ? undefined : v), lineText(label).trim().max(max).optional());
const optionalId = z.preprocess((v) => (v === '' || v == null ? undefined : v), idField.optional());

/** contractTemplate/page: paged, by name (contains) and type. */
export const contractTemplatePageQuery = pageQuery.extend({
  name: optionalText('模板名称', TEMPLATE_NAME_MAX),
  templateType: optionalText('模板类型', 20),
});
export type ContractTemplatePageQuery = z.infer<typeof contractTemplatePageQuery>;

/** contractTemplate/listAll: every template, or those serving one category (and those serving all). */
export const contractTemplateListQuery = z.object({ materialId: optionalId });

/**
 * Every refusal of the template calls (spec 2 §7 Templates) with its stable reason (`contract_template.name_taken`).
 * A template that is not there, or is another tenant's, answers the shared `access.not_found`.
 */
export const contractTemplateRefusals = defineRefusals('contract_template', {
  /** Only the platform operator writes templates; every enterprise reads them in the contract wizard. */
  platformOnly: [403, defaultErrorMessage[403]],
  nameTaken: [400, contractTemplateMessages.nameTaken],
  templateTypeUnknown: [400, contractTemplateMessages.templateTypeUnknown],
  materialUnknown: [400, contractTemplateMessages.materialUnknown],
});

// ---- answers

/** A clause as stored and answered. */
export const contractClauseRecord = z.object({ display: z.string(), content: z.string() });

/** A template as listAll answers it (the wizard's picker and its preview need the clauses). */
export const contractTemplateRecord = z.object({
  id: idString,
  name: z.string(),
  /** dictionary contract_template_type */
  templateType: z.string(),
  /** the categories it serves; empty: every category */
  materialIds: z.array(idString),
  listDetail: z.array(contractClauseRecord),
});
export type ContractTemplateRecord = z.infer<typeof contractTemplateRecord>;

/** A row of contractTemplate/page. */
export const contractTemplatePageRow = z.object({
  id: idString,
  name: z.string(),
  templateType: z.string(),
  materialIds: z.array(idString),
  /** the names of the categories it serves, in the order of materialIds; empty: every category */
  materialNames: z.array(z.string()),
  clauseCount: z.number().int(),
  createTime: dateTimeText,
  updateTime: dateTimeText,
});
export type ContractTemplatePageRow = z.infer<typeof contractTemplatePageRow>;

/** contractTemplate/detail: the template with its clauses and the names of its categories. */
export const contractTemplateDetail = contractTemplateRecord.extend({
  materialNames: z.array(z.string()),
  createTime: dateTimeText,
  updateTime: dateTimeText,
});
export type ContractTemplateDetail = z.infer<typeof contractTemplateDetail>;

/** What a template's category list reads as on a screen: its names, or 全部类别 when it serves every category. */
export const templateMaterialsText = (names: readonly string[]) =>
  names.length ? names.join('、') : contractTemplateMessages.allMaterials;
