import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The SHA-256 (lower-case hex) of a file chosen in the browser: Web Crypto where the page is secure, else
 * @noble/hashes (a page opened over plain HTTP, a phone on the LAN, has no crypto.subtle).
 */
export const sha256Hex = async (file: Blob): Promise<string> => {
  const buffer = await file.arrayBuffer();
  if (globalThis.crypto?.subtle)
    return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', buffer)));
  return bytesToHex(sha256(new Uint8Array(buffer)));
};
