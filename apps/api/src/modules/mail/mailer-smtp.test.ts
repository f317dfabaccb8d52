/**
 * The mailer over SMTP: a small SMTP server on loopback (the protocol's greeting, EHLO, MAIL,
 * RCPT, DATA and QUIT, as a mail server answers them) receives what nodemailer sends.
 */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopMailer } from './mailer.ts';
import { TEST_BRAND } from './test-brand.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

function smtpServer(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 OK: queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO' || command === 'HELO') reply('250 localhost');
          else if (command === 'MAIL') {
            current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            reply('250 OK');
          } else if (command === 'RCPT') {
            current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 OK');
          } else if (command === 'DATA') {
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
          } else if (command === 'QUIT') {
            reply('221 Bye');
            socket.end();
          } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
          else reply('502 Command not implemented');
        }
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, port, received });
    });
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('ShopMailer with SMTP_URL', () => {
  it('delivers the mail to the SMTP server: sender, recipient, subject and text', async () => {
    const { server, port, received } = await smtpServer();
    servers.push(server);
    const mailer = new ShopMailer({
      dir: '/nonexistent/never-written',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kindershop <shop@example.nl>',
      brand: TEST_BRAND,
    });
    await mailer.sendAccountMail(
      'anna@example.nl',
      { kind: 'one_time_password', code: '482913', validMinutes: 10 },
      { code: 'de', language: 'de' },
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('shop@example.nl');
    expect(mail?.to).toEqual(['anna@example.nl']);
    expect(mail?.data).toMatch(/^To: anna@example\.nl$/m);
    expect(mail?.data).toMatch(/^Subject: .*482913/m);
    expect(mail?.data).toContain('482913');
  });

  it('fails loudly when the SMTP server refuses the recipient', async () => {
    const refusing = createServer((socket) => {
      socket.write('220 localhost ESMTP test\r\n');
      socket.on('data', (chunk) => {
        const line = chunk.toString('utf8').toUpperCase();
        if (line.startsWith('RCPT')) socket.write('550 No such user\r\n');
        else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      });
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    servers.push(refusing);
    const address = refusing.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const mailer = new ShopMailer({
      dir: '/nonexistent/never-written',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kindershop <shop@example.nl>',
      brand: TEST_BRAND,
    });
    await expect(
      mailer.sendAccountMail(
        'nobody@example.nl',
        { kind: 'welcome', firstname: 'No', shopUrl: 'http://shop' },
        { code: 'nl', language: 'nl' },
      ),
    ).rejects.toThrow();
  });
});
