import { createHash } from 'node:crypto';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const DEMO_PASSWORD_MD5 = md5('demo123456');
