import { createServer, type ServerResponse } from 'node:http';

/**
 * The baseline of the stream bench (tests/bench/streams.ts): node:http serving server-sent events and
 * nothing else. `GET /stream?user=N` opens a stream for user N, `POST /publish?user=N` sends one
 * event to that user's streams (a map lookup), `GET /health` answers JSON; one timer sends the
 * heartbeat comment to every stream every 15 s, as the product's stream does.
 */
const byUser = new Map<number, Set<ServerResponse>>();
let nextId = 1;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const user = Number(url.searchParams.get('user'));
  if (url.pathname === '/stream') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    let mine = byUser.get(user);
    if (!mine) {
      mine = new Set();
      byUser.set(user, mine);
    }
    mine.add(res);
    res.once('close', () => {
      mine.delete(res);
      if (mine.size === 0) byUser.delete(user);
    });
    return;
  }
  if (url.pathname === '/publish') {
    const id = nextId++;
    const text = `id: ${id}\ndata: ${JSON.stringify({ id, type: 'FOLLOW', message: 'bench' })}\n\n`;
    for (const stream of byUser.get(user) ?? []) stream.write(text);
    res.writeHead(204);
    res.end();
    return;
  }
  const body = JSON.stringify({ status: 'ok' });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});

setInterval(() => {
  for (const streams of byUser.values()) for (const stream of streams) stream.write(': heartbeat\n\n');
}, 15_000).unref();

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.info(`listening on ${address.port}`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
