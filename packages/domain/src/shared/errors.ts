/**
 * One error table for the whole product (API.md "Answers"): each code maps to its HTTP status and a
 * default Chinese message. Modules throw DomainError with a code and, where the spec has one, its message.
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
};

export class DomainError extends Error {
  readonly code: ErrorCodeValue;
  constructor(code: ErrorCodeValue, msg?: string) {
    super(msg ?? defaultErrorMessage[code]);
    this.code = code;
    this.name = 'DomainError';
  }
}

export const badRequest = (msg?: string) => new DomainError(ErrorCode.badRequest, msg);
export const unauthorized = (msg?: string) => new DomainError(ErrorCode.unauthorized, msg);
export const forbidden = (msg?: string) => new DomainError(ErrorCode.forbidden, msg);
export const notFound = (msg?: string) => new DomainError(ErrorCode.notFound, msg);
export const conflict = (msg?: string) => new DomainError(ErrorCode.conflict, msg);
export const tooManyRequests = (msg?: string) => new DomainError(ErrorCode.tooManyRequests, msg);
