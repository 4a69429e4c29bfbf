import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The absolute base URL a printed QR code or link points at: PUBLIC_URL when set, else the address the browser
 * used (so a phone on the same network can open it when the page was opened by the machine's LAN address).
 */
export const requestOrigin = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/** The same without a request (a document rendered by the seed or a background move): PUBLIC_URL, else this server. */
export const serverOrigin = (config: Pick<Config, 'publicUrl' | 'port'>) =>
  config.publicUrl ?? `http://localhost:${config.port}`;
