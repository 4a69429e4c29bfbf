import { describe, expect, it } from 'vitest';
import { listenUrls } from './listen-urls';

const interfaces = {
  lo: [
    { address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '', mac: '', cidr: null },
    { address: '::1', family: 'IPv6', internal: true, netmask: '', mac: '', cidr: null, scopeid: 0 },
  ],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null },
    { address: 'fe80::1', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 2 },
  ],
} as const;
const ifs = interfaces as unknown as Parameters<typeof listenUrls>[1];

describe('the addresses the start-up log names', () => {
  it('names the bound address when HOST is one address', () => {
    expect(listenUrls([{ address: '10.0.0.5', family: 'IPv4', port: 8080 }], ifs)).toEqual(['http://10.0.0.5:8080']);
    expect(listenUrls([{ address: '::1', family: 'IPv6', port: 8080 }], ifs)).toEqual(['http://[::1]:8080']);
  });

  it('names every interface, loopback first, when bound to all of them', () => {
    expect(listenUrls([{ address: '0.0.0.0', family: 'IPv4', port: 8080 }], ifs)).toEqual([
      'http://127.0.0.1:8080',
      'http://192.168.1.20:8080',
    ]);
    // link-local IPv6 needs a zone a browser cannot take, so it is left out
    expect(listenUrls([{ address: '::', family: 'IPv6', port: 9000 }], ifs)).toEqual([
      'http://127.0.0.1:9000',
      'http://[::1]:9000',
      'http://192.168.1.20:9000',
    ]);
  });
});
