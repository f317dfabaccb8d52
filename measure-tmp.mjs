import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const port of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const tab = await context.newPage();
  const pending = [];
  tab.on('response', (r) => {
    const type = r.request().resourceType();
    if (type !== 'script' && !(r.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(r.body().then((b) => ({ url: r.url(), gz: gzipSync(b, { level: 9 }).length }), () => null));
  });
  await tab.goto(`http://127.0.0.1:${port}/p/SLE-100047/lotje-en-lars-basic-boxpakje`, { waitUntil: 'networkidle' });
  const all = (await Promise.all(pending)).filter(Boolean).filter((s, i, a) => a.findIndex((x) => x.url === s.url) === i);
  const total = all.reduce((n, s) => n + s.gz, 0);
  console.log(port, 'scripts', all.length, 'gzip', total);
  for (const s of all.sort((a, b) => b.gz - a.gz).slice(0, 40)) console.log('  ', s.gz, s.url.replace(/.*assets\//, ''));
  await context.close();
}
await browser.close();
