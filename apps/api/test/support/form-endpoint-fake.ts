/**
 * A stand-in for the mailing platform's form endpoint: a real HTTP server speaking its protocol
 * (a JSON form post; `{result:{error:{message}}}` refuses, anything else 2xx takes it). Told how
 * to answer: take, refuse, fail with 503, or never answer.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeMode = 'accept' | 'refuse' | 'down' | 'hang';

export interface FakeFormEndpoint {
  url: string;
  mode: FakeMode;
  /** Every post received, in order (also those it refused or failed). */
  received: { headers: IncomingMessage['headers']; body: Record<string, string> }[];
  close(): Promise<void>;
}

export async function startFakeFormEndpoint(): Promise<FakeFormEndpoint> {
  const hanging: IncomingMessage[] = [];
  const fake: FakeFormEndpoint = {
    url: '',
    mode: 'accept',
    received: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const request of hanging) request.socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      fake.received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      const json = (status: number, body: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(body));
      switch (fake.mode) {
        case 'accept':
          return json(200, { result: { id: fake.received.length } });
        case 'refuse':
          return json(400, { result: { error: { message: 'Invalid value for field zipcode' } } });
        case 'down':
          return json(503, { error: 'maintenance' });
        case 'hang':
          hanging.push(request);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms/pregnancy-box`;
  return fake;
}
