import type { AddressInfo } from 'node:net';
import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

const url = (address: string, family: string, port: number) =>
  `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;

/**
 * The addresses a browser can open, from what the server is bound to: a wildcard (0.0.0.0, ::) stands for every
 * interface of its family, the loopback one first.
 */
export const listenUrls = (bound: Array<AddressInfo | string>, interfaces: Interfaces = os.networkInterfaces()) => {
  const urls: string[] = [];
  for (const b of bound) {
    if (typeof b === 'string') {
      urls.push(b);
      continue;
    }
    const wildcard = b.address === '0.0.0.0' || b.address === '::';
    if (!wildcard) {
      urls.push(url(b.address, b.family, b.port));
      continue;
    }
    const families = b.address === '::' ? ['IPv4', 'IPv6'] : ['IPv4'];
    const local = Object.values(interfaces)
      .flat()
      .filter((i) => i && families.includes(i.family) && !(i.family === 'IPv6' && i.scopeid))
      .sort((x, y) => Number(y!.internal) - Number(x!.internal));
    for (const i of local) urls.push(url(i!.address, i!.family, b.port));
  }
  return [...new Set(urls)];
};
