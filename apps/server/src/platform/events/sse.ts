import type { FastifyReply } from 'fastify';
import type { EventStream } from './events.service';

/**
 * Takes the reply over from Fastify and answers `text/event-stream`. The headers Fastify's hooks already
 * set (helmet's) are kept; nothing may buffer or compress the stream.
 */
export const openEventStream = (reply: FastifyReply, onEnd: () => void): EventStream => {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // How long a browser waits before it reconnects after the stream drops.
  res.write('retry: 5000\n\n');
  let open = true;
  const write = (text: string) => {
    if (open && !res.writableEnded) res.write(text);
  };
  const end = () => {
    if (!open) return;
    open = false;
    onEnd();
    if (!res.writableEnded) res.end();
  };
  res.on('close', end);
  return {
    // JSON.stringify never emits a raw newline, so the data stays on one `data:` line.
    send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data ?? null)}\n\n`),
    ping: () => write(': ping\n\n'),
    end,
  };
};
