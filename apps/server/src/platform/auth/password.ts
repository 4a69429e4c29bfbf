import { hash, verify } from '@node-rs/argon2';

/** Passwords arrive md5-hashed from the client (spec 1 §5) and are stored with argon2id. */
export const MD5_HEX = /^[a-f0-9]{32}$/i;

export const hashPassword = (md5Hex: string) => hash(md5Hex.toLowerCase(), { algorithm: 2 });

export const verifyPassword = async (storedHash: string, md5Hex: string) => {
  try {
    return await verify(storedHash, md5Hex.toLowerCase());
  } catch {
    return false;
  }
};
