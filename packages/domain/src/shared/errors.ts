/**
 * Refusals (API.md "Answers"). Every refusal the product answers carries an HTTP status, the Chinese
 * message the user reads and a stable machine-readable reason (`receipt.not_signer`) a client can act on.
 * Each module lists its refusals once with `defineRefusals`; the table is the only way to make a
 * DomainError, so no refusal leaves without a reason, and every reason appears in the OpenAPI document.
 */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMedia: 415,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const defaultErrorMessage: Record<ErrorCodeValue, string> = {
  400: '请求参数有误',
  401: '请先登录，或登录已过期，请重新登录',
  403: '无权执行此操作',
  404: '数据不存在或无权查看',
  409: '数据状态已变化，请刷新后重试',
  413: '上传内容过大',
  415: '不支持的文件类型',
  429: '操作过于频繁，请稍后再试',
  500: '系统繁忙，请稍后再试',
  503: '服务暂不可用，请稍后再试',
};

/** One listed refusal: its reason, status and message (a parameterised message shows its slots as {0}, {1}). */
export type RefusalInfo = { reason: string; status: ErrorCodeValue; message: string; module: string };

const registry = new Map<string, RefusalInfo>();

/** Every listed refusal, by reason (the OpenAPI document and the reason checks read it). */
export const listRefusals = (): RefusalInfo[] =>
  [...registry.values()].sort((a, b) => a.reason.localeCompare(b.reason));
export const isListedReason = (reason: string) => registry.has(reason);

/**
 * Input rules: the 400 refusals whose message a schema may give (the spec's text), indexed so that a refused input
 * answers the rule's own reason instead of `request.invalid` (API.md "Answers"). A fixed message is found by its
 * text; a message with slots (`属性 [{0}] 重复`) by its template. A plain pass-through (`{0}`) names no rule.
 */
const inputByMessage = new Map<string, RefusalInfo[]>();
const inputByTemplate: { pattern: RegExp; info: RefusalInfo }[] = [];
const SLOT = /\{\d+\}/g;
const indexInputRule = (info: RefusalInfo, fixed: boolean) => {
  if (info.status !== 400) return;
  if (fixed) {
    const known = inputByMessage.get(info.message) ?? [];
    if (!known.some((k) => k.reason === info.reason)) inputByMessage.set(info.message, [...known, info]);
    return;
  }
  if (info.message.replace(SLOT, '').trim() === '') return;
  if (inputByTemplate.some((t) => t.info.reason === info.reason)) return;
  const source = info.message
    .split(SLOT)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+)');
  inputByTemplate.push({ pattern: new RegExp(`^${source}$`), info });
};

/** The listed input rules a schema message names: those of this exact text, else those whose template it fills. */
export const inputRulesOf = (message: string): RefusalInfo[] => {
  const exact = inputByMessage.get(message);
  if (exact?.length) return exact;
  return inputByTemplate.filter((t) => t.pattern.test(message)).map((t) => t.info);
};

/**
 * Messages that name no rule of the spec but say the input is malformed: a control character, a text past its
 * length, a page number, an id or a number that is not one. They answer `request.invalid` (API.md "Answers"), even
 * where a table happens to list the same words.
 */
export const GENERIC_INPUT_MESSAGES: readonly RegExp[] = [
  /不能包含控制字符$/,
  /(不能超过|最多(输入)?)\d+个字符$/,
  /^(页码|每页条数)/,
  /^(上级 )?id (格式错误|不能为空)$/,
  /必须是(数字|整数)$/,
];
export const isGenericInputMessage = (message: string) => GENERIC_INPUT_MESSAGES.some((g) => g.test(message));

/** The module part of a reason or route module, so `bill-move`, `billMove` and `bill_move` are one module. */
const moduleKey = (name: string) => name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

/**
 * The reason of a schema's message: the rule of the route's own module when it lists that message (its table, else
 * a table named after a part of it, as `bank_sandbox` for the sandbox module), else the platform's (`request.*`),
 * else the first by reason, so the answer never changes between starts; a message with slots only by the route's
 * own module. Undefined for a generic message or one no table lists: malformed input, answered `request.invalid`.
 */
export const inputReasonOf = (message: string, routeModule?: string): string | undefined => {
  if (isGenericInputMessage(message)) return undefined;
  const own = routeModule ? moduleKey(routeModule) : undefined;
  const ownFirst = (rules: RefusalInfo[]) =>
    (own && rules.find((r) => moduleKey(r.module) === own)) ||
    (own && rules.find((r) => moduleKey(r.module).includes(own))) ||
    undefined;
  const exact = [...(inputByMessage.get(message) ?? [])].sort((a, b) => a.reason.localeCompare(b.reason));
  if (exact.length) return (ownFirst(exact) || exact.find((r) => r.module === 'request') || exact[0])!.reason;
  // A template (`请填写{0}`) is too wide to stand for another module's rule: only the route's own module's counts.
  return ownFirst(inputByTemplate.filter((t) => t.pattern.test(message)).map((t) => t.info))?.reason;
};

export class DomainError extends Error {
  readonly code: ErrorCodeValue;
  readonly reason: string;
  /** Only through a refusal table: a reason nobody listed is a programming error, never an answer. */
  constructor(code: ErrorCodeValue, reason: string, msg: string) {
    if (!registry.has(reason)) throw new Error(`拒绝原因 ${reason} 未在任何模块的拒绝表中登记`);
    super(msg);
    this.code = code;
    this.reason = reason;
    this.name = 'DomainError';
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a message builder takes whatever its template needs
type MessageBuilder = (...args: any[]) => string;
type RefusalSpec = readonly [ErrorCodeValue, string | MessageBuilder];
type Refusers<T extends Record<string, RefusalSpec>> = {
  [K in keyof T]: T[K][1] extends (...args: infer A) => string ? (...args: A) => DomainError : () => DomainError;
};

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * A module's refusal table: `{ notSigner: [403, '您不是该仓单的签章方'], codeTaken: [400, (c) => ...] }` gives
 * `refusals.notSigner()` and `refusals.codeTaken(code)`, each a DomainError whose reason is
 * `<module>.<key in snake_case>`; `refusals.reasons.notSigner` is the reason itself (for tests and clients).
 */
export const defineRefusals = <const T extends Record<string, RefusalSpec>>(
  module: string,
  table: T,
): Refusers<T> & { readonly reasons: { readonly [K in keyof T]: string } } => {
  const refusers: Record<string, (...args: unknown[]) => DomainError> = {};
  const reasons: Record<string, string> = {};
  for (const [key, [status, message]] of Object.entries(table)) {
    const reason = `${module}.${snake(key)}`;
    const template =
      typeof message === 'function' ? message(...Array.from({ length: message.length }, (_, i) => `{${i}}`)) : message;
    const known = registry.get(reason);
    if (known && (known.status !== status || known.message !== template))
      throw new Error(`拒绝原因 ${reason} 被重复登记`);
    const info: RefusalInfo = { reason, status, message: template, module };
    registry.set(reason, info);
    indexInputRule(info, typeof message === 'string');
    reasons[key] = reason;
    refusers[key] = (...args) =>
      new DomainError(status, reason, typeof message === 'function' ? message(...args) : message);
  }
  return { ...refusers, reasons } as Refusers<T> & { readonly reasons: { readonly [K in keyof T]: string } };
};

/**
 * Refusals of the platform itself: a request it cannot read, a route that does not exist, a record that is not
 * found or not the caller's, a move that lost a race, too many tries, and the unexpected failure.
 */
export const requestRefusals = defineRefusals('request', {
  /** A schema refused the input; the message is the schema's (the spec's text, or one naming the field). */
  invalid: [400, (message: string) => message],
  invalidJson: [400, '请求体不是合法的 JSON'],
  emptyBody: [400, '请求体不能为空'],
  invalidContentLength: [400, '请求内容长度有误'],
  multipartExpected: [400, '请以 multipart/form-data 上传文件'],
  malformedMultipart: [400, '上传内容不完整或格式有误，请重新上传'],
  badUrl: [400, '请求地址有误'],
  oneFileOnly: [400, '一次只能上传一个文件'],
  tooManyParts: [400, '上传内容过多'],
  /** A control character outside the declared fields (a key, a free field, an upload's name): the safety net. */
  controlCharacters: [400, (message: string) => message],
  bodyTooLarge: [413, '请求内容过大'],
  fileTooLarge: [413, '上传文件过大'],
  unsupportedMediaType: [415, '不支持的请求内容类型'],
  tooManyRequests: [429, defaultErrorMessage[429]],
  routeNotFound: [404, '接口不存在'],
});

/**
 * A schema's refusal of the input: the message it gave, with the reason of the input rule that message names
 * (inputReasonOf: the route's module first), or `otherwise` (`request.invalid`) for generic malformed input. A
 * module that parses a form itself passes its module and its own pass-through refusal.
 */
export const inputRefusal = (
  message: string,
  routeModule?: string,
  otherwise: (message: string) => DomainError = requestRefusals.invalid,
) => {
  const reason = inputReasonOf(message, routeModule);
  return reason ? new DomainError(400, reason, message) : otherwise(message);
};

export const accessRefusals = defineRefusals('access', {
  forbidden: [403, defaultErrorMessage[403]],
  /** Not there, or not the caller's: the two answer alike (API.md). */
  notFound: [404, defaultErrorMessage[404]],
  /** A guarded status move found the row in another status, or lost a race. */
  conflict: [409, defaultErrorMessage[409]],
  topTenantOnly: [403, '只有平台管理租户可以修改共享的系统数据'],
});

export const systemRefusals = defineRefusals('system', {
  internal: [500, defaultErrorMessage[500]],
  unavailable: [503, defaultErrorMessage[503]],
  responseMismatch: [500, defaultErrorMessage[500]],
});
