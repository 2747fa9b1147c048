import { createServer } from 'node:http';

/**
 * The baseline: node:http answering the same JSON as GET /api/health/live, nothing else. Every Kickoff
 * figure is stated as a ratio to this one.
 */
const body = JSON.stringify({ status: 'ok' });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.info(`listening on ${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
