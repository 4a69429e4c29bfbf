import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { credentialLogOptions } from './log-redaction';

/** A server logging like the real one, into memory. */
const logged = async (inject: (app: ReturnType<typeof Fastify>) => Promise<unknown>) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, ...credentialLogOptions } });
  app.post('/api/kc-auth/oauth/token', async (request) => {
    request.log.info({ body: request.body, query: request.query }, 'received');
    return { ok: true };
  });
  await app.ready();
  await inject(app);
  await app.close();
  return lines.join('');
};

describe('the log never keeps a credential', () => {
  it('masks credentials in the logged URL and in logged bodies and queries', async () => {
    const out = await logged((app) =>
      app.inject({
        method: 'POST',
        url: '/api/kc-auth/oauth/token?username=admin&password=SECRET-Q&refresh_token=SECRET-R&ticket=SECRET-T',
        payload: {
          password: 'SECRET-B',
          oldPassword: 'SECRET-O',
          newPassword: 'SECRET-N',
          newPassword1: 'SECRET-N1',
          refresh_token: 'SECRET-RB',
        },
      }),
    );
    expect(out).toContain('incoming request');
    expect(out).toContain('username=admin');
    expect(out).not.toMatch(/SECRET/);
  });
});
