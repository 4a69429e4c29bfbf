import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Real-name (identity) verification of a person (spec 1 §4 "Real-name status"; PROVIDERS.md "identity
 * verification"): the product sends the name, the ID number and the ID photo, the provider answers later — by a
 * signed callback to IDENTITY_NOTIFY_PATH or when asked (query). The sandbox plays the provider (sandbox.ts).
 */
export type IdentityRequest = {
  name: string;
  identityNumber: string;
  photo: { bytes: Uint8Array; mime: string } | null;
};

export type IdentityResult =
  | { status: 'pending' }
  | { status: 'passed' }
  | { status: 'rejected'; reason: string }
  | { status: 'unknown' };

/** The callback the provider posts (JSON), signed over its fields. */
export type IdentityCallback = {
  ref: string;
  result: 'passed' | 'rejected';
  reason?: string | null;
  timestamp: string;
  signature: string;
};

export type IdentityPort = {
  /** Starts a verification; answers the provider's reference (kept on the row while in progress). */
  request: (input: IdentityRequest) => Promise<{ ref: string }>;
  /** Where a verification stands (the query button). */
  query: (ref: string) => Promise<IdentityResult>;
  /** Whether a callback is genuinely the provider's (signature and age). */
  verifyCallback: (callback: IdentityCallback, now?: Date) => boolean;
};

export const IDENTITY_NOTIFY_PATH = '/api/kc-financeInfo/identity/notify';
export const IDENTITY_CALLBACK_MAX_SKEW_MS = 5 * 60 * 1000;

const message = (c: Omit<IdentityCallback, 'signature'>) =>
  `${c.ref}\n${c.result}\n${c.reason ?? ''}\n${c.timestamp}\n`;

/** HMAC-SHA256 (base64) of the callback's fields under the shared key. */
export const signIdentityCallback = (key: string, c: Omit<IdentityCallback, 'signature'>) =>
  createHmac('sha256', key).update(message(c), 'utf8').digest('base64');

export const identityCallbackValid = (key: string, c: IdentityCallback, now: Date) => {
  const at = Number(c.timestamp) * 1000;
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > IDENTITY_CALLBACK_MAX_SKEW_MS) return false;
  const want = Buffer.from(signIdentityCallback(key, c));
  const got = Buffer.from(c.signature);
  return want.length === got.length && timingSafeEqual(want, got);
};
