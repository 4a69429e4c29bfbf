import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The absolute base URL a printed QR code or link points at: PUBLIC_URL when set, else the address the browser
 * used (so a phone on the same network can open it when the page was opened by the machine's LAN address).
 */
export const requestOrigin = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;

/** HOST as a URL's host: a wildcard address (every interface) is this machine, an IPv6 address in brackets. */
const hostOf = (host: string) => {
  if (host === '' || host === '0.0.0.0' || host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
};

/**
 * The same without a request (a document rendered by the seed, a background move or a state change): PUBLIC_URL
 * (always set in production), else this server's HOST and PORT.
 */
export const serverOrigin = (config: Pick<Config, 'publicUrl' | 'port' | 'host'>) =>
  config.publicUrl ?? `http://${hostOf(config.host)}:${config.port}`;
