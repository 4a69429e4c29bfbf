import { createHmac, timingSafeEqual } from 'node:crypto';

export const FILE_ROUTE = '/api/kc-resource/oss/endpoint/file';
export const LINK_TTL_SECONDS = 12 * 3600;

const mac = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`attach:${id}:${expires}`).digest('base64url');

/**
 * A link usable in `<img src>` without headers: the signature stands for the token. The expiry is
 * rounded up to the hour, so one file keeps one URL for an hour and the browser can cache it.
 */
export const signLink = (secret: string, id: string, expires?: number) => {
  const e = expires ?? Math.ceil((Date.now() / 1000 + LINK_TTL_SECONDS) / 3600) * 3600;
  return `${FILE_ROUTE}/${id}?e=${e}&s=${mac(secret, id, e)}`;
};

export const verifyLink = (secret: string, id: string, e: string, s: string, now = Date.now()) => {
  const expires = Number(e);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(mac(secret, id, expires));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
