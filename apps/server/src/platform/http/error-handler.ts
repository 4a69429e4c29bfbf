import { DomainError, defaultErrorMessage, fail } from '@kc/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const partLabel: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** Fastify's own error codes, answered in Chinese (API.md: none answers 500, nothing leaks). */
const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求体不是合法的 JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体不能为空'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '请求内容过大'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的请求内容类型'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求内容长度有误'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, '请以 multipart/form-data 上传文件'],
  FST_REQ_FILE_TOO_LARGE: [413, '上传文件过大'],
  FST_FILES_LIMIT: [400, '一次只能上传一个文件'],
  FST_PARTS_LIMIT: [400, '上传内容过多'],
  FST_ERR_VALIDATION: [400, '请求参数有误'],
};

const describeValidation = (error: FastifyError): string => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
    const where = partLabel[error.validationContext ?? ''] ?? '';
    const message = first?.message ?? '格式有误';
    // A message written for the field (the spec's Chinese text) stands alone; a generic one names the field.
    if (/[\u4e00-\u9fa5]/.test(message) && !/^(无效|非法|未知|意外|无法|输入|必须|期望|缺少)/.test(message))
      return message;
    return field ? `${where}字段 ${field}：${message}` : `${where}格式有误：${message}`;
  }
  return '请求参数有误';
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((raw: FastifyError | DomainError, request, reply) => {
    if (raw instanceof DomainError) {
      return reply.status(raw.code).send(fail(raw.code, raw.message));
    }
    const error = raw as FastifyError;
    if (error.validation) {
      return reply.status(400).send(fail(400, describeValidation(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(fail(500, defaultErrorMessage[500]));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send(fail(known[0], known[1]));
    if (error.statusCode === 429) return reply.status(429).send(fail(429, defaultErrorMessage[429]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode as keyof typeof defaultErrorMessage;
      return reply.status(error.statusCode).send(fail(error.statusCode, defaultErrorMessage[code] ?? '请求有误'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(fail(500, defaultErrorMessage[500]));
  });
};
