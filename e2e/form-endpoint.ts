/**
 * A local stand-in for the mailing platform's form endpoint (decision 34), speaking its protocol:
 * `POST /forms/pregnancy-box` with a JSON form body answers `{result: {id}}`, or refuses with
 * `{result: {error: {message}}}` when the last name is 'Weigering' or 'Ablehnung' (the journeys'
 * way to ask for a refusal). `GET /forms/received?email=` lists the forms received for an address,
 * so a journey can count what reached the platform.
 */
import { createServer, type Server } from 'node:http';

/** The port of the journeys' form endpoint: the shop's port plus 1001. */
export function formEndpointPort(): number {
  return Number(process.env.E2E_PORT ?? 3950) + 1001;
}

const REFUSED_NAMES = new Set(['Weigering', 'Ablehnung']);

export async function startFormEndpoint(port = formEndpointPort()): Promise<() => Promise<void>> {
  const received: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && url.pathname === '/forms/received') {
      const email = url.searchParams.get('email') ?? '';
      return json(
        200,
        received.filter((form) => form.email === email),
      );
    }
    if (request.method !== 'POST' || url.pathname !== '/forms/pregnancy-box') {
      return json(404, { error: 'not found' });
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let form: Record<string, string>;
      try {
        form = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return json(400, { result: { error: { message: 'The body is not JSON' } } });
      }
      received.push(form);
      if (REFUSED_NAMES.has(form.lastname ?? '')) {
        return json(400, {
          result: { error: { message: 'This profile may not receive the box' } },
        });
      }
      return json(200, { result: { id: received.length } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
