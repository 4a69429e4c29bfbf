import { randomBytes } from 'node:crypto';

/** A merchant order number: [0-9A-Za-z], 28 characters (WeChat ≤ 32, Alipay ≤ 64), unguessable. */
export const newOutTradeNo = () => {
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14);
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let tail = '';
  while (tail.length < 14) for (const b of randomBytes(28)) if (b < 248 && tail.length < 14) tail += alnum[b % 62];
  return `KC${stamp}${tail}`;
};
