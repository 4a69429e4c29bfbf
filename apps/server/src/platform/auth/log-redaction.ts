import type { FastifyRequest } from 'fastify';
import { FILE_ROUTE } from '../files/link';

/** Fields that carry a password, a refresh or access token or a live-event ticket, wherever they appear. */
const SECRET_FIELDS = [
  'password',
  'password2',
  'oldPassword',
  'newPassword',
  'newPassword1',
  'refresh_token',
  'access_token',
  'ticket',
];
const SECRET_SET = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()));
const CENSOR = '[已隐藏]';

const decodeKey = (key: string) => {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
};

/** A file link's query is its credential (the signature stands for a token: platform/files/link.ts). */
const isFileRoute = (path: string) => path.startsWith(`${FILE_ROUTE}/`);

/**
 * The URL as logged: the value of every secret query parameter replaced (log-in refuses them anyway), and on a
 * file route every query value, so a signed link read from a log opens nothing.
 */
export const maskUrl = (url: string) => {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const everything = isFileRoute(path);
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return everything || SECRET_SET.has(decodeKey(key)) ? `${key}=${encodeURIComponent(CENSOR)}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
};

/**
 * Logger options of the server: the request line never shows a secret query parameter, and a body or query
 * logged anywhere has its secret fields censored.
 */
export const credentialLogOptions = {
  redact: {
    paths: SECRET_FIELDS.flatMap((f) => [`body.${f}`, `query.${f}`, `req.body.${f}`, `req.query.${f}`]),
    censor: CENSOR,
  },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: maskUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
};
