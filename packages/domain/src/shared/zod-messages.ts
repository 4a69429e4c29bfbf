import { z } from 'zod';

const kindName: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
  date: '日期',
  bigint: '整数',
  null: '空值',
};

const sizeOf = (origin: unknown, bound: unknown, exceed: boolean) => {
  switch (origin) {
    case 'string':
      return exceed ? `不能超过${bound}个字符` : bound === 1 ? '不能为空' : `至少${bound}个字符`;
    case 'array':
    case 'set':
      return exceed ? `最多${bound}项` : bound === 1 ? '至少选择一项' : `至少${bound}项`;
    default:
      return exceed ? `不能大于${bound}` : `不能小于${bound}`;
  }
};

type Issue = { code?: string; path?: PropertyKey[]; input?: unknown; [k: string]: unknown };

/**
 * The message of an input problem the schema gave no words for: it names the field and says what is wrong,
 * in Chinese. A message the schema gives (the spec's text) always wins over this one (zod's precedence), so
 * the error handler shows `msg` as it is, whatever its wording.
 */
export const genericInputMessage = (issue: Issue): string => {
  const path = (issue.path ?? []).map(String).join('.');
  const field = path ? `字段 ${path} ` : '';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return path ? `缺少字段 ${path}` : '缺少请求参数';
      return `${field}应为${kindName[String(issue.expected)] ?? String(issue.expected)}`;
    case 'too_big':
      return `${field}${sizeOf(issue.origin, issue.maximum, true)}`;
    case 'too_small':
      return `${field}${sizeOf(issue.origin, issue.minimum, false)}`;
    case 'invalid_format':
      return `${field}格式有误`;
    case 'not_multiple_of':
      return `${field}必须是${String(issue.divisor)}的倍数`;
    case 'unrecognized_keys':
      return `含有未知字段 ${((issue.keys as string[] | undefined) ?? []).join('、')}`;
    case 'invalid_value':
      return `${field}的取值不在允许范围内`;
    default:
      return `${field}有误`.trim() || '请求参数有误';
  }
};

/** Installs the generic Chinese input messages for every schema without its own (server and web call it once). */
export const installChineseInputMessages = () =>
  z.config({ customError: (issue) => genericInputMessage(issue as Issue) });
