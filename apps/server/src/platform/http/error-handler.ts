import {
  accessRefusals,
  CONTROL_CHARS_REFUSAL,
  DomainError,
  fail,
  inputRefusal,
  isListedReason,
  requestRefusals,
  systemRefusals,
} from '@kc/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Fastify's own error codes, each answered with a listed refusal (API.md: none answers 500, nothing leaks). */
const frameworkRefusals: Record<string, () => DomainError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: requestRefusals.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestRefusals.emptyBody,
  FST_ERR_CTP_BODY_TOO_LARGE: requestRefusals.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestRefusals.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: requestRefusals.invalidContentLength,
  FST_INVALID_MULTIPART_CONTENT_TYPE: requestRefusals.multipartExpected,
  FST_REQ_FILE_TOO_LARGE: requestRefusals.fileTooLarge,
  FST_FILES_LIMIT: requestRefusals.oneFileOnly,
  FST_PARTS_LIMIT: requestRefusals.tooManyParts,
  FST_FIELDS_LIMIT: requestRefusals.tooManyParts,
  FST_PROTO_VIOLATION: requestRefusals.malformedMultipart,
  FST_INVALID_JSON_FIELD_ERROR: requestRefusals.malformedMultipart,
  FST_MP_PREMATURE_CLOSE: requestRefusals.malformedMultipart,
  FST_ERR_BAD_URL: requestRefusals.badUrl,
  FST_ERR_VALIDATION: () => requestRefusals.invalid('请求参数有误'),
};

const statusRefusals: Record<number, () => DomainError> = {
  403: accessRefusals.forbidden,
  404: accessRefusals.notFound,
  409: accessRefusals.conflict,
  413: requestRefusals.bodyTooLarge,
  415: requestRefusals.unsupportedMediaType,
  429: requestRefusals.tooManyRequests,
};

/**
 * The message of a refused input: the schema's own (the spec's text) or the generic one that names the field
 * (zod-messages.ts). A control character is the refusal that matters most, whatever else is missing.
 */
const validationMessage = (error: FastifyError) => {
  if (!hasZodFastifySchemaValidationErrors(error)) return '请求参数有误';
  const first = error.validation.find((v) => v.message?.endsWith(CONTROL_CHARS_REFUSAL)) ?? error.validation[0];
  const message = first?.message ?? '请求参数有误';
  if (message !== CONTROL_CHARS_REFUSAL) return message;
  const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
  return field ? `字段 ${field} ${message}` : message;
};

/**
 * The database error in an error's cause chain, as much of it as may be logged: its SQLSTATE and message. The
 * driver's and Drizzle's error objects carry the statement and its parameters (passwords, ID numbers, the
 * text that failed), which never reach a log.
 */
export const databaseErrorOf = (error: unknown): { code: string; message: string } | undefined => {
  for (let at = error as { code?: unknown; message?: unknown; cause?: unknown } | null | undefined; at; ) {
    if (typeof at.code === 'string' && /^[0-9A-Z]{5}$/.test(at.code) && typeof at.message === 'string') {
      return { code: at.code, message: at.message };
    }
    at = at.cause as typeof at;
  }
  return undefined;
};

/**
 * What a failed request answers: always a listed refusal, never the error's own text (it may hold internals). A
 * schema's message answers the reason of its rule, looked up first in the route's module (route-modules.ts).
 */
export const refusalOf = (raw: unknown, routeModule?: string): DomainError | undefined => {
  if (raw instanceof DomainError) return raw;
  const error = raw as FastifyError;
  if (error.validation) return inputRefusal(validationMessage(error), routeModule);
  if (isResponseSerializationError(error)) return undefined;
  const known = error.code ? frameworkRefusals[error.code] : undefined;
  if (known) return known();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return (statusRefusals[error.statusCode] ?? (() => requestRefusals.invalid('请求有误')))();
  }
  return undefined;
};

export const sendRefusal = (reply: FastifyReply, refusal: DomainError) =>
  reply.status(refusal.code).send(fail(refusal.code, refusal.message, refusal.reason));

/**
 * Errors Fastify meets before a route is found (Fastify's `frameworkErrors` option): a URL that cannot be
 * decoded is bad input, answered in the envelope like every other.
 */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const refusal = refusalOf(error);
  if (refusal) return sendRefusal(reply, refusal);
  request.log.error({ err: error }, 'unexpected framework error');
  return sendRefusal(reply, systemRefusals.internal());
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((raw: FastifyError | DomainError, request, reply) => {
    const refusal = refusalOf(raw, request.routeOptions.config?.module);
    if (refusal && isListedReason(refusal.reason)) return sendRefusal(reply, refusal);
    if (isResponseSerializationError(raw)) {
      request.log.error({ err: raw }, 'response did not match its schema');
      return sendRefusal(reply, systemRefusals.responseMismatch());
    }
    const database = databaseErrorOf(raw);
    if (database) {
      // A data exception (SQLSTATE class 22: bad encoding, a value out of range or of the wrong form) comes from
      // the input the schemas let through: the client's fault, answered like any bad input.
      if (database.code.startsWith('22')) {
        request.log.warn({ database }, 'input refused by the database');
        return sendRefusal(reply, requestRefusals.invalid('请求参数有误'));
      }
      request.log.error({ database }, 'database error');
      return sendRefusal(reply, systemRefusals.internal());
    }
    request.log.error({ err: raw }, 'unexpected error');
    return sendRefusal(reply, systemRefusals.internal());
  });
};
