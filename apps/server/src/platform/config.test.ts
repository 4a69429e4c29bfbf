import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { serverOrigin } from './http/origin';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else: "true" would trust every address, a hop count any direct client', () => {
    for (const value of ['true', '*', 'proxy.example.com', '10.0.0.1/33', '1', '2']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('JWT_SECRET', () => {
  it('is optional and never replaced by a derived value', () => {
    const config = loadConfig({ DATA_DIR: '/srv/kc' });
    expect(config.jwtSecret).toBeUndefined();
    expect(config.jwtSecretPrevious).toEqual([]);
    expect(JSON.stringify(config)).not.toContain('dev-only-secret');
  });

  it('takes previous secrets, comma-separated, for a rotation', () => {
    const [a, b, c] = ['a'.repeat(32), 'b'.repeat(40), 'c'.repeat(48)];
    expect(loadConfig({ JWT_SECRET: a, JWT_SECRET_PREVIOUS: `${b}, ${c}` }).jwtSecretPrevious).toEqual([b, c]);
  });

  it('is still required in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: 'false', PUBLIC_URL: 'https://kc.example.com' })).toThrow(
      /JWT_SECRET/,
    );
  });
});

describe('PUBLIC_URL', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), DEMO: 'false' };

  it('is required in production: a document must never print localhost', () => {
    expect(() => loadConfig(production)).toThrow('生产环境必须设置 PUBLIC_URL');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://kc.example.com/' }).publicUrl).toBe(
      'https://kc.example.com',
    );
  });

  it('is optional elsewhere: documents then name this server by HOST and PORT', () => {
    expect(serverOrigin(loadConfig({}))).toBe('http://localhost:8080');
    expect(serverOrigin(loadConfig({ HOST: '192.168.1.20', PORT: '9090' }))).toBe('http://192.168.1.20:9090');
    expect(serverOrigin(loadConfig({ HOST: '::1' }))).toBe('http://[::1]:8080');
    expect(serverOrigin(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://kc.example.com' }))).toBe(
      'https://kc.example.com',
    );
  });
});
