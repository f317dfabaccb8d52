/**
 * The in-store page scans a barcode with the camera (secondary-areas §5): Chromium's fake camera
 * films a printed EAN-13 (drawn here from the standard's bar patterns, then filmed as Motion JPEG),
 * the page reads it (BarcodeDetector where the browser has one, else the zxing-wasm reader under
 * the page's Content-Security-Policy) and opens the product's in-store page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The romper in lila, size 68 (demo catalogue). */
const ROMPER_LILA_68_EAN = '8710470090723';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = L.map((code) =>
  [...code]
    .map((bit) => (bit === '0' ? '1' : '0'))
    .reverse()
    .join(''),
);
const R = L.map((code) => [...code].map((bit) => (bit === '0' ? '1' : '0')).join(''));
/** Which left-hand digits use the G patterns, by the first digit (it is encoded only thus). */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 (1 = bar): guards, six left digits, centre, six right digits. */
function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] ?? 0] ?? '';
  let bits = '101';
  for (let i = 1; i <= 6; i += 1) bits += (parity[i - 1] === 'L' ? L : G)[digits[i] ?? 0];
  bits += '01010';
  for (let i = 7; i <= 12; i += 1) bits += R[digits[i] ?? 0];
  return `${bits}101`;
}

/** An SVG page of the barcode, 4 px a module with a quiet zone, on white. */
function barcodePage(code: string): string {
  const bars = [...ean13Modules(code)]
    .map((bit, i) => (bit === '1' ? `<rect x="${40 + i * 4}" y="40" width="4" height="240"/>` : ''))
    .join('');
  return `<body style="margin:0;background:#fff"><svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#fff"/><g fill="#000">${bars}</g><text x="320" y="320" font-size="28" text-anchor="middle" font-family="monospace">${code}</text></svg></body>`;
}

test('the camera reads an EAN-13 and the page opens its in-store page', async ({
  baseURL,
}, testInfo) => {
  // Film: the barcode drawn in a page, taken as JPEG frames of a Motion JPEG file.
  const painter = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const canvas = await painter.newPage({ viewport: { width: 640, height: 360 } });
  await canvas.setContent(barcodePage(ROMPER_LILA_68_EAN));
  const frame = await canvas.screenshot({ type: 'jpeg', quality: 95 });
  await painter.close();
  await mkdir(testInfo.outputDir, { recursive: true });
  const film = join(testInfo.outputDir, 'barcode.mjpeg');
  await writeFile(film, Buffer.concat(Array.from({ length: 30 }, () => frame)));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${film}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/in-store');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Scannen met de camera' }).click();
    await expect(page).toHaveURL(
      /\/in-store\/lotje-en-lars-basic-boxpakje\?sku=SLE-100047-LIL-68$/,
      {
        timeout: 30_000,
      },
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lotje & Lars Basic boxpakje');
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});
