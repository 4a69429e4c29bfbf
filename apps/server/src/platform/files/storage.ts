import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

/** Where file bytes live (ARCHITECTURE §10): a local directory by default, S3-compatible storage when configured. */
export type FileStorage = {
  put: (key: string, body: Uint8Array | Readable) => Promise<void>;
  /** The bytes of a key, or undefined when there is no such object. */
  get: (key: string) => Promise<Readable | undefined>;
  delete: (key: string) => Promise<void>;
};

/** A fresh key sharded by day: `2026/01/31/<uuid>.png`. */
export const newStorageKey = (ext: string, now = new Date()) => {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '/');
  return `${day}/${randomUUID()}.${ext}`;
};

const KEY = /^[\w-]+(\/[\w-]+)*(\.[a-z0-9]+)?$/i;

export const createLocalStorage = (root: string): FileStorage => {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`非法的存储键: ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, body) => {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        if (body instanceof Readable) await pipeline(body, fs.createWriteStream(tmp));
        else await fs.promises.writeFile(tmp, body);
        await fs.promises.rename(tmp, file);
      } catch (error) {
        await fs.promises.rm(tmp, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      try {
        const handle = await fs.promises.open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    delete: async (key) => fs.promises.rm(fileOf(key), { force: true }),
  };
};

/** The S3 client, loaded on the first file operation: the SDK takes a tenth of a second to load, which every start would pay. */
const s3ClientOf = async (s3: NonNullable<Config['s3']>) => {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  return { sdk, client };
};

export const createS3Storage = (s3: NonNullable<Config['s3']>): FileStorage => {
  let loaded: ReturnType<typeof s3ClientOf> | undefined;
  const s3Client = () => {
    loaded ??= s3ClientOf(s3).catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  const Bucket = s3.bucket;
  return {
    put: async (key, body) => {
      const { sdk, client } = await s3Client();
      // Uploads are capped at a few MB and already in memory; a stream is gathered so S3 gets a length.
      const bytes = body instanceof Readable ? Buffer.concat(await body.toArray()) : body;
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    get: async (key) => {
      const { sdk, client } = await s3Client();
      try {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return out.Body as Readable;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      const { sdk, client } = await s3Client();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};

export const createStorage = (config: Pick<Config, 's3' | 'filesDir'>): FileStorage =>
  config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
