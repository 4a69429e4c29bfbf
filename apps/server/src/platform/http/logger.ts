import type { FastifyLoggerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/** JSON lines for log collectors; readable lines when a person watches a terminal. */
export const loggerOptions = (
  level: string,
  tty = Boolean(process.stdout.isTTY),
): FastifyLoggerOptions & { stream?: DestinationStream } =>
  tty
    ? { level, stream: pretty({ colorize: true, translateTime: 'SYS:yyyy-mm-dd HH:MM:ss', ignore: 'pid,hostname' }) }
    : { level };
