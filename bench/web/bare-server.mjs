/**
 * The bare Node server of the output-cache figure: it answers every request with one stored
 * answer (status, headers and body exactly as the shop's front sent a cached page), with nothing
 * else in the way. Run by bench/web/run.ts in a process of its own, as the shop's front runs:
 *
 *   node bench/web/bare-server.mjs <port> <answer.json> <body file>
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, answerFile, bodyFile] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(answerFile, 'utf8'));
const body = readFileSync(bodyFile);
const headers = [...answer.headers, 'content-length', String(body.length)];
const server = createServer((request, response) => {
  response.writeHead(answer.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
