/**
 * The reverse proxy of deploy/compose.yaml run outside a container: nginx with
 * deploy/nginx/shop.conf as it is, but with the shops, its port and its cache folder of a test.
 * Each of those lines must be found exactly as the compose file's nginx reads it, so a change to
 * the file's upstreams, port or cache path fails here instead of going untested.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const SHOP_CONF = resolve(import.meta.dirname, '../../../deploy/nginx/shop.conf');

/** The nginx program: NGINX_BINARY, else the first `nginx` on the PATH or in /usr/sbin. */
export function findNginx(): string | null {
  if (process.env.NGINX_BINARY) return process.env.NGINX_BINARY;
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const folder of folders) {
    if (folder && existsSync(join(folder, 'nginx'))) return join(folder, 'nginx');
  }
  return null;
}

/** Replaces `from` by `to`, which must occur exactly once in `text`. */
function replaceOnce(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + from.length) >= 0) {
    throw new Error(`deploy/nginx/shop.conf should hold "${from}" exactly once`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/** Starts nginx in `folder` in front of the two shops (host:port each); stop it with kill(). */
export function startDeployProxy(options: {
  nginx: string;
  folder: string;
  port: number;
  shops: [string, string];
}): ChildProcess {
  const { nginx, folder, port, shops } = options;
  mkdirSync(folder, { recursive: true });
  let conf = readFileSync(SHOP_CONF, 'utf8');
  conf = replaceOnce(
    conf,
    'proxy_cache_path /var/cache/nginx/shop ',
    `proxy_cache_path ${folder}/cache `,
  );
  conf = replaceOnce(conf, 'server shop-1:3000 ', `server ${shops[0]} `);
  conf = replaceOnce(conf, 'server shop-2:3000 ', `server ${shops[1]} `);
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(folder, 'shop.conf'), conf);
  // What the nginx image's own nginx.conf gives the file (conf.d is included in its http block),
  // with every path in the test's folder and the workers as the user running the test.
  writeFileSync(
    join(folder, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      ...(userInfo().uid === 0 ? ['user root;'] : []),
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${folder}/${kind}-temp;`,
      ),
      `  include ${folder}/shop.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return spawn(
    nginx,
    ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
