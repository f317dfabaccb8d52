import type { Transform } from 'node:stream';

/** A document through a transform of the page's HTML, cut into chunks of `size` bytes. */
export async function throughInChunks(
  transform: Transform,
  html: string,
  size: number,
): Promise<string> {
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => transform.on('end', resolve));
  const bytes = Buffer.from(html);
  for (let i = 0; i < bytes.length; i += size) transform.write(bytes.subarray(i, i + size));
  transform.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}
