/**
 * The catalogue calls of the operator API (decision 74): who may make them (role catalogue and
 * owners; others are refused naming the role), imports of CSV and of the JSON seed format with
 * the search, URLs and sitemaps following at once, imports of the same file that change nothing,
 * broken files rejected whole with a report by line and field and their rejected rows as CSV,
 * images uploaded and fetched into the media store, the edit of one product, the stock and price
 * feeds, and the audit entries of every change. The shop's clock is the test's own.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { totpStep } from '@shop/core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImportCommand } from '../src/commands/catalog-import.ts';
import { runOperatorCommand } from '../src/modules/operators/command.ts';
import { codeOfBase32 } from '../src/modules/operators/service.ts';
import { CATEGORY, OPTION } from './fixtures/catalog.ts';
import { createTestShop, type TestShop } from './helper.ts';

const OWNER = { email: 'eigenaar@shop.example', password: 'Vier-seizoenen-2026' };
const CATALOGUE = { email: 'assortiment@shop.example', password: 'Assortiment-bijwerken-7' };
const ORDERS = { email: 'orders@shop.example', password: 'Orders-versturen-2026' };

let t: TestShop;
let clock = new Date('2026-11-23T09:00:00Z');
let owner = '';
let catalogue = '';
let orders = '';
let address = 0;
let imageServer: Server;
let imageBase = '';
let png: Buffer;

beforeAll(async () => {
  t = await createTestShop({ now: () => clock });
  const out: string[] = [];
  const code = await runOperatorCommand(
    ['create', '--email', OWNER.email, '--name', 'Eigenaar', '--role', 'owner'],
    {
      env: { DATA_DIR: t.dataDir, OPERATOR_PASSWORD: OWNER.password },
      out: (line) => out.push(line),
      err: (line) => out.push(line),
      askPassword: async () => OWNER.password,
      now: () => clock,
      shop: t.shop,
    },
  );
  expect(code, out.join('\n')).toBe(0);
  const secret = out
    .find((line) => line.trim().startsWith('secret:'))!
    .trim()
    .slice(7)
    .trim();
  owner = await logIn(OWNER.email, OWNER.password, secret);
  catalogue = await makeOperator(CATALOGUE, ['catalogue']);
  orders = await makeOperator(ORDERS, ['orders_returns']);

  png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  // A picture server on this machine stands in for a supplier's image URLs.
  imageServer = createServer((request, response) => {
    if (request.url === '/wieg.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => imageServer?.close(resolve));
  await t?.close();
});

function nextAddress(): string {
  address = (address % 250) + 1;
  return `10.74.0.${address}`;
}

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; payload?: unknown; body?: string | Buffer; type?: string } = {},
): Promise<{ status: number; body: any; text: string; headers: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.type) headers['content-type'] = options.type;
  const response = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextAddress(),
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });
  await t.app.services.background.settled();
  const text = response.body;
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.statusCode, body, text, headers: response.headers };
}

async function logIn(email: string, password: string, secret: string): Promise<string> {
  clock = new Date(clock.getTime() + 30_000);
  const first = await call('POST', '/api/admin/login', { payload: { email, password } });
  expect(first.status, first.text).toBe(200);
  const second = await call('POST', '/api/admin/login/code', {
    payload: {
      challenge: first.body.result.challenge,
      code: codeOfBase32(secret, totpStep(clock)),
    },
  });
  expect(second.status, second.text).toBe(200);
  return second.body.result.token;
}

async function makeOperator(
  who: { email: string; password: string },
  roles: string[],
): Promise<string> {
  const created = await call('POST', '/api/admin/operators', {
    token: owner,
    payload: { email: who.email, name: who.email, password: who.password, roles },
  });
  expect(created.status, created.text).toBe(200);
  return logIn(who.email, who.password, created.body.result.totp.secret);
}

/** Sends a file to the import and answers the finished job (the job runs after the answer). */
async function importFile(body: string | Buffer, type = 'text/csv', token = catalogue) {
  const started = await call('POST', '/api/admin/catalog/imports?file_name=test.csv', {
    token,
    body,
    type,
  });
  expect(started.status, started.text).toBe(202);
  const job = await call('GET', `/api/admin/catalog/imports/${started.body.result.id}`, { token });
  expect(job.status).toBe(200);
  return job.body.result;
}

async function rejectsOf(jobId: number) {
  const answer = await call('GET', `/api/admin/catalog/imports/${jobId}/rejects?size=100`, {
    token: catalogue,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.result.items as {
    line: number;
    sku: string | null;
    problems: { field: string; code: string }[];
  }[];
}

async function countProducts(): Promise<number> {
  const [row] = await t.shop.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
  return Number(row!.n);
}

async function searchSku(sku: string, store = 'nl') {
  const answer = await call('POST', `/api/catalog/${store}/product/_search`, {
    payload: { filters: { sku: [sku] } },
  });
  return answer.body.result.items[0] ?? null;
}

async function auditOf(query: string) {
  const answer = await call('GET', `/api/admin/audit?${query}`, { token: owner });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.result.items as any[];
}

const GOOD_CSV = [
  'sku;name_nl;name_de;price;special_price;special_from;special_to;qty;categories;ean;url_key_nl;url_key_de;description_nl;description_de;tier_prices;magento_extra',
  'WIEG-01;Houten wieg "Noor";Holzwiege "Noor";249,95;;;;4;Kinderwagens;8712345678913;houten-wieg-noor;holzwiege-noor;"<p>Stevig; met\nmatras</p>";<p>Stabil</p>;3:239.95;x',
  "BOX-02;Speelbox eiken;Laufstall Eiche;189.00;169.00;2026-11-01;2026-12-31;0;Kinderwagens/Buggy's|4445;;;;;;;y",
  `KW-100;Kiddo Urban kinderwagen rood;Kiddo Urban Kinderwagen rot;899.00;;;;7;${CATEGORY.strollers};;kiddo-urban-kinderwagen-rood;kiddo-urban-kinderwagen-rot;<p>Nieuw</p>;<p>Neu</p>;;z`,
].join('\r\n');

describe('who may use the catalogue calls', () => {
  const routes: [
    string,
    'GET' | 'POST' | 'PATCH',
    { payload?: unknown; body?: string; type?: string },
  ][] = [
    ['/api/admin/catalog/imports', 'GET', {}],
    [
      '/api/admin/catalog/imports',
      'POST',
      { body: 'sku,name_nl,name_de,price\n', type: 'text/csv' },
    ],
    ['/api/admin/catalog/media', 'POST', { body: 'x', type: 'image/png' }],
    ['/api/admin/catalog/products/KW-100', 'GET', {}],
    ['/api/admin/catalog/products/KW-100', 'PATCH', { payload: { price: 100 } }],
    ['/api/admin/catalog/stock', 'POST', { payload: { items: [{ sku: 'KW-100', qty: 1 }] } }],
    ['/api/admin/catalog/prices', 'POST', { payload: { items: [{ sku: 'KW-100', price: 100 }] } }],
  ];

  it('refuses an operator without the catalogue role, naming it, and changes nothing', async () => {
    const before = await call('GET', '/api/admin/catalog/products/KW-100', { token: owner });
    for (const [url, method, options] of routes) {
      const answer = await call(method, url, { ...options, token: orders });
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body.result).toBe('This call needs the operator role catalogue.');
      expect(answer.body.meta).toMatchObject({
        key: 'operator.role_required',
        params: { role: 'catalogue' },
      });
      const anonymous = await call(method, url, options);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
    }
    const after = await call('GET', '/api/admin/catalog/products/KW-100', { token: owner });
    expect(after.body.result).toEqual(before.body.result);
    const jobs = await call('GET', '/api/admin/catalog/imports', { token: owner });
    expect(jobs.body.result).toEqual([]);
  });

  it('lets the catalogue role and owners in', async () => {
    expect((await call('GET', '/api/admin/catalog/imports', { token: catalogue })).status).toBe(
      200,
    );
    const product = await call('GET', '/api/admin/catalog/products/KW-100', { token: owner });
    expect(product.status, product.text).toBe(200);
    // A tier price of one piece is a customer group's own price.
    expect(product.body.result.tier_prices).toEqual([
      { customer_group_id: 2, qty: 1, value: 45000 },
    ]);
  });

  it('documents the calls in the OpenAPI document under the catalogue tag', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/admin/catalog/imports',
      '/api/admin/catalog/imports/{jobId}',
      '/api/admin/catalog/imports/{jobId}/rejects',
      '/api/admin/catalog/imports/{jobId}/rejects.csv',
      '/api/admin/catalog/media',
      '/api/admin/catalog/products/{sku}',
      '/api/admin/catalog/stock',
      '/api/admin/catalog/prices',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.paths['/api/admin/catalog/stock'].post.tags).toEqual(['catalogue']);
  });
});

describe('importing a CSV file', () => {
  let firstJob: any;

  it('creates and updates products; search, URLs and sitemaps follow at once', async () => {
    const before = await countProducts();
    firstJob = await importFile(GOOD_CSV);
    expect(firstJob).toMatchObject({
      state: 'done',
      format: 'csv',
      rows_read: 3,
      rows_rejected: 0,
      created: 2,
      updated: 1,
      unchanged: 0,
      indexed: 3,
      ignored_columns: ['magento_extra'],
      actor: CATALOGUE.email,
    });
    expect(firstJob.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await countProducts()).toBe(before + 2);

    const wieg = await searchSku('WIEG-01');
    expect(wieg).toMatchObject({
      sku: 'WIEG-01',
      name: 'Houten wieg "Noor"',
      final_price_incl_tax: 249.95,
    });
    expect(await searchSku('BOX-02', 'de')).toMatchObject({ name: 'Laufstall Eiche' });
    expect((await searchSku('BOX-02')).final_price_incl_tax).toBe(169);
    expect((await searchSku('KW-100')).final_price_incl_tax).toBe(899);

    const byText = await call('POST', '/api/catalog/nl/product/_search', {
      payload: { query: 'speelbox' },
    });
    expect(byText.body.result.items.map((item: any) => item.sku)).toContain('BOX-02');
    const inCategory = await call('POST', '/api/catalog/nl/product/_search', {
      payload: { filters: { category_ids: [CATEGORY.buggies] } },
    });
    expect(inCategory.body.result.items.map((item: any) => item.sku)).toContain('BOX-02');

    const url = await call('POST', '/api/url/map', {
      payload: { url: '/houten-wieg-noor', includeFields: ['sku'] },
    });
    expect(url.body.result, url.text).toEqual({ _type: 'product', _source: { sku: 'WIEG-01' } });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemaps/nl-products-1.xml' });
    expect(sitemap.body).toContain('/p/WIEG-01/houten-wieg-noor');

    const product = await call('GET', '/api/admin/catalog/products/WIEG-01', { token: catalogue });
    expect(product.body.result).toMatchObject({
      price: 24995,
      description: { nl: '<p>Stevig; met\nmatras</p>', de: '<p>Stabil</p>' },
      stock: { qty: 4, is_in_stock: true, manage_stock: true },
      category_ids: [CATEGORY.strollers],
      ean: '8712345678913',
      tier_prices: [0, 1, 2, 3].map((group) => ({
        customer_group_id: group,
        qty: 3,
        value: 23995,
      })),
    });
    const boxProduct = await call('GET', '/api/admin/catalog/products/BOX-02', {
      token: catalogue,
    });
    expect(boxProduct.body.result).toMatchObject({
      special_price: 16900,
      special_from: '2026-10-31T23:00:00.000Z',
      special_to: '2026-12-31T22:59:59.999Z',
      stock: { qty: 0, is_in_stock: false },
      category_ids: [CATEGORY.buggies, CATEGORY.clothing],
      url_key: { nl: 'speelbox-eiken', de: 'laufstall-eiche' },
    });

    const [entry] = await auditOf(`entity_type=catalog_import&entity_id=${firstJob.id}`);
    expect(entry).toMatchObject({
      action: 'catalog.import',
      actor: CATALOGUE.email,
      after: { created: 2, updated: 1, unchanged: 0, file_sha256: firstJob.file_sha256 },
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    const stamps = await t.shop.query<{ sku: string; updated_at: string }>(
      sql`SELECT sku, updated_at::text FROM products WHERE sku IN ('WIEG-01', 'BOX-02', 'KW-100') ORDER BY sku`,
    );
    const auditBefore = await auditOf('action=catalog.import');
    clock = new Date(clock.getTime() + 60_000);
    const again = await importFile(GOOD_CSV);
    expect(again).toMatchObject({
      state: 'done',
      created: 0,
      updated: 0,
      unchanged: 3,
      indexed: 0,
    });
    expect(again.file_sha256).toBe(firstJob.file_sha256);
    const after = await t.shop.query<{ sku: string; updated_at: string }>(
      sql`SELECT sku, updated_at::text FROM products WHERE sku IN ('WIEG-01', 'BOX-02', 'KW-100') ORDER BY sku`,
    );
    expect(after).toEqual(stamps);
    expect(await auditOf('action=catalog.import')).toHaveLength(auditBefore.length);
  });

  it('reads a file with only some columns, leaving the others as they are', async () => {
    const job = await importFile(
      'sku,name_nl,name_de,price,qty\nWIEG-01,Houten wieg Noor,Holzwiege Noor,259.95,2\n',
    );
    expect(job).toMatchObject({ state: 'done', updated: 1 });
    const product = await call('GET', '/api/admin/catalog/products/WIEG-01', { token: catalogue });
    expect(product.body.result).toMatchObject({
      name: { nl: 'Houten wieg Noor' },
      price: 25995,
      stock: { qty: 2 },
      ean: '8712345678913',
      url_key: { nl: 'houten-wieg-noor' },
      category_ids: [CATEGORY.strollers],
    });
  });
});

describe('broken files', () => {
  async function expectNothingWritten(job: any, skus: string[]) {
    expect(job.state).toBe('rejected');
    expect(job.created + job.updated).toBe(0);
    for (const sku of skus) {
      const [row] = await t.shop.query<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM products WHERE sku = ${sku}`,
      );
      expect(Number(row!.n), sku).toBe(0);
    }
  }

  it('rejects a file with a negative price, a duplicate sku and an unknown category, by line and field', async () => {
    const before = await countProducts();
    const job = await importFile(
      [
        'sku,name_nl,name_de,price,categories,qty',
        'GOED-1,Goed,Gut,10.00,Kleding,1',
        'NEG-1,Negatief,Negativ,-5.00,,1',
        'GOED-1,Nog eens,Nochmal,11.00,,1',
        'CAT-1,Categorie,Kategorie,12.00,Bestaat/Niet|999999,1',
        'QTY-1,Voorraad,Bestand,12.00,,-2',
      ].join('\n'),
    );
    expect(job).toMatchObject({ rows_read: 5, rows_rejected: 4 });
    await expectNothingWritten(job, ['GOED-1', 'NEG-1', 'CAT-1', 'QTY-1']);
    expect(await countProducts()).toBe(before);
    const rejects = await rejectsOf(job.id);
    expect(
      rejects.map((r) => [r.line, r.sku, r.problems.map((p) => `${p.field}:${p.code}`)]),
    ).toEqual([
      [3, 'NEG-1', ['price:negative']],
      [4, 'GOED-1', ['sku:duplicate_sku']],
      [5, 'CAT-1', ['categories:unknown_category', 'categories:unknown_category']],
      [6, 'QTY-1', ['qty:negative']],
    ]);

    const csv = await call('GET', `/api/admin/catalog/imports/${job.id}/rejects.csv`, {
      token: catalogue,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('line,problems,sku,name_nl,name_de,price,categories,qty');
    expect(lines[1]).toBe(
      '3,price: price may not be negative (-5.00),NEG-1,Negatief,Negativ,-5.00,,1',
    );
    expect(lines).toHaveLength(5);
  });

  it('rejects a file that lacks a required column, naming it', async () => {
    const job = await importFile('sku,name_nl,price\nX-1,Iets,1.00\n');
    await expectNothingWritten(job, ['X-1']);
    expect(await rejectsOf(job.id)).toEqual([
      {
        line: 1,
        sku: null,
        problems: [
          { field: 'name_de', code: 'missing_column', message: 'The file has no column name_de' },
        ],
      },
    ]);
  });

  it('rejects bytes that are not UTF-8, naming the line and the field', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('sku,name_nl,name_de,price\nENC-0,Goed,Gut,1.00\nENC-1,Wieg,Wiege gr'),
      Buffer.from([0xfc]),
      Buffer.from('n,1.00\n'),
    ]);
    const job = await importFile(latin1);
    await expectNothingWritten(job, ['ENC-0', 'ENC-1']);
    expect(await rejectsOf(job.id)).toEqual([
      {
        line: 3,
        sku: 'ENC-1',
        problems: [
          { field: 'name_de', code: 'encoding', message: 'name_de holds bytes that are not UTF-8' },
        ],
      },
    ]);
  });

  it('rejects a quote that never closes, and an empty file or an unknown type at once', async () => {
    const job = await importFile('sku,name_nl,name_de,price\nQ-1,"open,Gut,1.00\n');
    await expectNothingWritten(job, ['Q-1']);
    expect((await rejectsOf(job.id))[0]).toMatchObject({
      line: 2,
      problems: [{ field: 'file', code: 'file_format' }],
    });

    const empty = await call('POST', '/api/admin/catalog/imports', {
      token: catalogue,
      body: '',
      type: 'text/csv',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.meta).toMatchObject({ key: 'catalogue.file_empty' });
    const xml = await call('POST', '/api/admin/catalog/imports', {
      token: catalogue,
      body: '<x/>',
      type: 'application/xml',
    });
    expect(xml.status).toBe(400);
    expect(xml.body.meta).toMatchObject({ key: 'catalogue.file_type', field: 'format' });
  });

  it('refuses to change a configurable product and a url key another product has', async () => {
    const job = await importFile(
      'sku,name_nl,name_de,price,url_key_nl,url_key_de\nROMPER,Romper,Strampler,5.00,romper-x,strampler-x\nNEW-URL,Nieuw,Neu,5.00,kiddo-duo-kinderwagen-groen,neu-x\n',
    );
    await expectNothingWritten(job, ['NEW-URL']);
    const rejects = await rejectsOf(job.id);
    expect(rejects.map((r) => r.problems.map((p) => `${p.field}:${p.code}`))).toEqual([
      ['sku:not_importable'],
      ['url_key_nl:url_key_taken'],
    ]);
  });

  it('gives the rejected rows of a job without any as 409, of an unknown job as 404', async () => {
    const good = await importFile(
      'sku,name_nl,name_de,price\nWIEG-01,Houten wieg Noor,Holzwiege Noor,259.95\n',
    );
    expect(good.state).toBe('done');
    expect(
      (await call('GET', `/api/admin/catalog/imports/${good.id}/rejects.csv`, { token: catalogue }))
        .status,
    ).toBe(409);
    expect(
      (await call('GET', '/api/admin/catalog/imports/99999', { token: catalogue })).status,
    ).toBe(404);
  });
});

describe('the JSON seed format and images', () => {
  it('imports products of the seed format, with an uploaded image and one fetched from a URL', async () => {
    const uploaded = await call('POST', '/api/admin/catalog/media', {
      token: catalogue,
      body: png,
      type: 'image/png',
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.result.file).toMatch(/^\/import\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const notImage = await call('POST', '/api/admin/catalog/media', {
      token: catalogue,
      body: 'geen plaatje',
      type: 'image/png',
    });
    expect(notImage.status).toBe(400);

    const seed = {
      categories: [],
      products: [
        {
          sku: 'SLAB-9',
          typeId: 'simple',
          name: { nl: 'Slab', de: 'Lätzchen' },
          description: { nl: '<p>Zacht</p>', de: '<p>Weich</p>' },
          urlKey: { nl: 'slab-9', de: 'latzchen-9' },
          price: 495,
          status: 1,
          visibility: 4,
          taxClassId: 2,
          stock: { qty: 12, isInStock: true, manageStock: true },
          categories: [{ id: CATEGORY.clothing, position: 1 }],
          media: [
            { type: 'image', file: uploaded.body.result.file, position: 1 },
            { type: 'image', file: `${imageBase}/wieg.png`, position: 2 },
          ],
        },
      ],
    };
    const text = `{\n"categories": [],\n"products": [\n${JSON.stringify(seed.products[0])}\n]\n}\n`;
    const job = await importFile(text, 'application/json');
    expect(job).toMatchObject({ state: 'done', format: 'json', created: 1, images_stored: 1 });
    const product = await call('GET', '/api/admin/catalog/products/SLAB-9', { token: catalogue });
    // The same picture twice is stored once, under one name.
    expect(product.body.result.images).toEqual([
      uploaded.body.result.file,
      uploaded.body.result.file,
    ]);
    expect((await searchSku('SLAB-9', 'de')).name).toBe('Lätzchen');

    const again = await importFile(text, 'application/json');
    expect(again).toMatchObject({ state: 'done', created: 0, updated: 0, unchanged: 1 });

    const missing = await importFile(
      `{"products": [${JSON.stringify({ ...seed.products[0], sku: 'SLAB-10', urlKey: { nl: 'slab-10', de: 'latzchen-10' }, media: [{ type: 'image', file: `${imageBase}/weg.png`, position: 1 }] })}]}`,
      'application/json',
    );
    expect(missing.state).toBe('rejected');
    expect((await rejectsOf(missing.id))[0]!.problems).toEqual([
      { field: 'images', code: 'image', message: `${imageBase}/weg.png answered 404` },
    ]);
  });
});

describe('configurable products in the JSON seed format', () => {
  const variant = (sku: string, color: number, extra: object = {}) => ({
    sku,
    typeId: 'simple',
    name: { nl: `Slaapzak ${sku}`, de: `Schlafsack ${sku}` },
    price: 3995,
    attributes: { color, size: OPTION.size56 },
    stock: { qty: 4, isInStock: true, manageStock: true },
    ...extra,
  });
  const sleepingBag = (children: object[], extra: object = {}) => ({
    sku: 'SLAAPZAK',
    typeId: 'configurable',
    name: { nl: 'Slaapzak Ster', de: 'Schlafsack Stern' },
    urlKey: { nl: 'slaapzak-ster', de: 'schlafsack-stern' },
    price: 3995,
    categories: [{ id: CATEGORY.clothing, position: 1 }],
    configurableAttributes: ['color', 'size'],
    children,
    ...extra,
  });
  const seedFile = (...products: object[]) =>
    `{"products": [\n${products.map((product) => JSON.stringify(product)).join(',\n')}\n]}\n`;
  const parentDocument = async (childSku: string) => {
    const answer = await call('POST', '/api/catalog/nl/product/_search', {
      payload: { filters: { 'configurable_children.sku': [childSku] } },
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.body.result.items as any[];
  };
  const documentCount = async (sku: string) => {
    const [row] = await t.shop.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM catalog_products cp JOIN products p ON p.id = cp.product_id
          WHERE p.sku = ${sku}`,
    );
    return Number(row!.n);
  };

  it('creates a configurable with its variants; the storefront offers them; the same file again changes nothing', async () => {
    const file = seedFile(
      sleepingBag([
        variant('SLAAPZAK-ROOD', OPTION.red),
        variant('SLAAPZAK-BLAUW', OPTION.blue, {
          stock: { qty: 0, isInStock: false },
        }),
      ]),
    );
    const job = await importFile(file, 'application/json');
    expect(job).toMatchObject({ state: 'done', created: 3, updated: 0 });
    const [doc] = await parentDocument('SLAAPZAK-BLAUW');
    expect(doc).toMatchObject({ sku: 'SLAAPZAK', type_id: 'configurable' });
    expect(doc.configurable_children.map((child: any) => child.sku).sort()).toEqual([
      'SLAAPZAK-BLAUW',
      'SLAAPZAK-ROOD',
    ]);
    // The configurable holds what its variants hold.
    const parent = await call('GET', '/api/admin/catalog/products/SLAAPZAK', {
      token: catalogue,
    });
    expect(parent.body.result).toMatchObject({
      type_id: 'configurable',
      stock: { qty: 4, is_in_stock: true },
    });
    const child = await call('GET', '/api/admin/catalog/products/SLAAPZAK-ROOD', {
      token: catalogue,
    });
    expect(child.body.result).toMatchObject({ visibility: 1, price: 3995 });
    expect(await documentCount('SLAAPZAK-ROOD')).toBe(0);

    const again = await importFile(file, 'application/json');
    expect(again).toMatchObject({
      state: 'done',
      created: 0,
      updated: 0,
      unchanged: 3,
    });
  });

  it('changes a variant and adds one; variants left out of the row stay as they are', async () => {
    const job = await importFile(
      seedFile(
        sleepingBag([
          variant('SLAAPZAK-ROOD', OPTION.red, { price: 3795 }),
          variant('SLAAPZAK-GROEN', OPTION.green),
        ]),
      ),
      'application/json',
    );
    expect(job).toMatchObject({
      state: 'done',
      created: 1,
      updated: 1,
      unchanged: 1,
    });
    const [doc] = await parentDocument('SLAAPZAK-GROEN');
    const prices = Object.fromEntries(
      doc.configurable_children.map((child: any) => [child.sku, child.price]),
    );
    expect(Object.keys(prices).sort()).toEqual([
      'SLAAPZAK-BLAUW',
      'SLAAPZAK-GROEN',
      'SLAAPZAK-ROOD',
    ]);
    expect(prices['SLAAPZAK-ROOD']).toBeLessThan(prices['SLAAPZAK-GROEN']);
  });

  it("changes the fixture's configurable in its own row", async () => {
    const red56 = `ROMPER-${OPTION.red}-${OPTION.size56}`;
    const job = await importFile(
      seedFile({
        sku: 'ROMPER',
        typeId: 'configurable',
        name: { nl: 'Romper Wolk', de: 'Strampler Wolke' },
        price: 1995,
        configurableAttributes: ['color', 'size'],
        children: [
          {
            sku: red56,
            name: { nl: 'Romper rood 56', de: 'Strampler rot 56' },
            price: 1895,
            attributes: { color: OPTION.red, size: OPTION.size56 },
          },
        ],
      }),
      'application/json',
    );
    expect(job).toMatchObject({ state: 'done', updated: 2 });
    const [doc] = await parentDocument(red56);
    expect(doc.name).toBe('Romper Wolk');
    expect(doc.configurable_children).toHaveLength(4);
  });

  it('rejects variants that clash with the catalogue or their attributes, by field; nothing is written', async () => {
    const before = await countProducts();
    const job = await importFile(
      seedFile(
        sleepingBag(
          [
            variant('NIEUW-VAR-1', OPTION.red, {
              attributes: { color: OPTION.red, size: 999 },
            }),
            variant('KW-100', OPTION.blue),
            variant(`ROMPER-${OPTION.red}-${OPTION.size62}`, OPTION.green),
          ],
          { sku: 'NIEUW-CONF', urlKey: { nl: 'nieuw-conf', de: 'neu-conf' } },
        ),
        sleepingBag([variant('NIEUW-VAR-2', OPTION.red)], {
          sku: 'BG-200',
          urlKey: { nl: 'bg-conf', de: 'bg-conf' },
        }),
        sleepingBag(
          [
            variant('NIEUW-VAR-3', OPTION.red, {
              attributes: { color: OPTION.red, brand: OPTION.brandKiddo },
            }),
          ],
          {
            sku: 'NIEUW-CONF-2',
            urlKey: { nl: 'nieuw-conf-2', de: 'neu-conf-2' },
            configurableAttributes: ['brand'],
          },
        ),
        { ...variant(`ROMPER-${OPTION.blue}-${OPTION.size56}`, OPTION.blue) },
      ),
      'application/json',
    );
    expect(job.state).toBe('rejected');
    expect(job.created + job.updated).toBe(0);
    expect(await countProducts()).toBe(before);
    const rejects = await rejectsOf(job.id);
    expect(rejects.map((r) => r.problems.map((p) => `${p.field}:${p.code}`))).toEqual([
      [
        'children.0.attributes.size:bad_value',
        'children.1.sku:not_importable',
        'children.2.sku:not_importable',
      ],
      ['sku:not_importable'],
      ['configurableAttributes:bad_value'],
      ['sku:not_importable'],
    ]);
  });

  it("imports Magento's configurable rows from CSV, a variant's row before or after its configurable's", async () => {
    const header = 'sku,name_nl,name_de,price,qty,visibility,type,configurable_variations';
    const file = [
      header,
      'MUTS-ROOD,Muts rood,Mütze rot,9.95,3,1,simple,',
      'MUTS,Muts Ster,Mütze Stern,9.95,,4,configurable,"sku=MUTS-ROOD,color=Rood,size=56|sku=MUTS-BLAUW,color=blau,size=56"',
      'MUTS-BLAUW,Muts blauw,Mütze blau,10.95,0,1,simple,',
    ].join('\n');
    const job = await importFile(file);
    expect(job).toMatchObject({ state: 'done', created: 3 });
    const [doc] = await parentDocument('MUTS-ROOD');
    expect(doc).toMatchObject({ sku: 'MUTS', type_id: 'configurable' });
    const options = Object.fromEntries(
      doc.configurable_children.map((child: any) => [child.sku, [child.color, child.size]]),
    );
    expect(options).toEqual({
      'MUTS-ROOD': [OPTION.red, OPTION.size56],
      'MUTS-BLAUW': [OPTION.blue, OPTION.size56],
    });
    expect(doc.stock?.is_in_stock ?? doc.is_in_stock).toBe(true);
    expect(await documentCount('MUTS-BLAUW')).toBe(0);
    expect(await importFile(file)).toMatchObject({ state: 'done', created: 0, unchanged: 3 });

    const before = await countProducts();
    const broken = await importFile(
      [
        header,
        'SJAAL,Sjaal,Schal,5.00,,4,configurable,"sku=SJAAL-PAARS,color=Paars,size=56|sku=SJAAL-WEG,color=Rood,size=56|sku=KW-100,color=Blauw,size=56"',
        'SJAAL-PAARS,Sjaal paars,Schal lila,5.00,1,1,simple,',
        'KW-100,Kiddo Urban kinderwagen rood,Kiddo Urban Kinderwagen rot,599.00,1,4,simple,',
        'MUTS-BLAUW,Muts blauw,Mütze blau,10.95,0,1,simple,',
      ].join('\n'),
    );
    expect(broken.state).toBe('rejected');
    expect(await countProducts()).toBe(before);
    const rejects = await rejectsOf(broken.id);
    expect(rejects.map((r) => [r.line, r.problems.map((p) => `${p.field}:${p.code}`)])).toEqual([
      [2, ['configurable_variations:bad_value', 'configurable_variations:bad_value']],
      [4, ['sku:not_importable']],
      // A variant's row outside its configurable's file is a product of its own: refused.
      [5, ['sku:not_importable']],
    ]);
  });

  it("rebuilds a configurable's documents when a feed changes one of its variants", async () => {
    const fed = await call('POST', '/api/admin/catalog/stock', {
      token: catalogue,
      payload: { items: [{ sku: 'SLAAPZAK-BLAUW', qty: 6 }] },
    });
    expect(fed.body.result).toMatchObject({ changed: 1 });
    const [doc] = await parentDocument('SLAAPZAK-BLAUW');
    const blue = doc.configurable_children.find((child: any) => child.sku === 'SLAAPZAK-BLAUW');
    expect(blue.stock?.is_in_stock ?? blue.is_in_stock).toBe(true);
    // A variant never stands as a product of its own.
    expect(await documentCount('SLAAPZAK-BLAUW')).toBe(0);
  });
});

describe('editing one product', () => {
  it('changes texts, prices, the special price window, tiers, stock, EAN and categories; search and audit follow', async () => {
    const answer = await call('PATCH', '/api/admin/catalog/products/BOX-02', {
      token: catalogue,
      payload: {
        name: { de: 'Laufstall aus Eiche' },
        status: 1,
        price: 19900,
        special_price: 17900,
        special_from: '2026-11-20',
        special_to: '2026-11-30',
        tier_prices: [{ customer_group_id: 1, qty: 2, value: 18900 }],
        stock: { qty: 5 },
        ean: '8712345678906',
        category_ids: [CATEGORY.clothing],
      },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.result).toMatchObject({
      name: { nl: 'Speelbox eiken', de: 'Laufstall aus Eiche' },
      price: 19900,
      special_price: 17900,
      special_to: '2026-11-30T22:59:59.999Z',
      stock: { qty: 5, is_in_stock: true },
      category_ids: [CATEGORY.clothing],
    });
    expect((await searchSku('BOX-02', 'de')).name).toBe('Laufstall aus Eiche');
    expect((await searchSku('BOX-02')).final_price_incl_tax).toBe(179);
    const [entry] = await auditOf('entity_type=product&entity_id=BOX-02');
    expect(entry).toMatchObject({
      action: 'catalog.product_edit',
      actor: CATALOGUE.email,
      before: { price: 18900, special_price: 16900, stock: { qty: 0 } },
      after: { price: 19900, special_price: 17900, stock: { qty: 5 } },
    });

    // The same edit again changes nothing and writes no entry.
    const entries = (await auditOf('entity_type=product&entity_id=BOX-02')).length;
    const same = await call('PATCH', '/api/admin/catalog/products/BOX-02', {
      token: catalogue,
      payload: { price: 19900, stock: { qty: 5 } },
    });
    expect(same.status).toBe(200);
    expect(await auditOf('entity_type=product&entity_id=BOX-02')).toHaveLength(entries);
  });

  it('refuses a bad edit naming the field, and changes nothing', async () => {
    const before = (await call('GET', '/api/admin/catalog/products/BOX-02', { token: catalogue }))
      .body.result;
    const cases: [unknown, number, string][] = [
      [{ special_price: 25000 }, 400, 'special_price'],
      [{ special_from: '2026-12-10', special_to: '2026-12-01' }, 400, 'special_to'],
      [{ special_from: '10 december' }, 400, 'special_from'],
      [{ category_ids: [CATEGORY.clothing, 999999] }, 400, 'category_ids.1'],
      [{ ean: '123' }, 400, 'ean'],
      [{ price: -1 }, 400, 'price'],
      [{ images: ['/import/xx/none.png'] }, 400, 'images.0'],
    ];
    for (const [payload, status, field] of cases) {
      const answer = await call('PATCH', '/api/admin/catalog/products/BOX-02', {
        token: catalogue,
        payload,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.meta.field ?? answer.body.result, JSON.stringify(payload)).toContain(
        field,
      );
    }
    expect(
      (
        await call('PATCH', '/api/admin/catalog/products/NONE', {
          token: catalogue,
          payload: { price: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('PATCH', '/api/admin/catalog/products/SET-KW-AUTOSTOEL', {
          token: catalogue,
          payload: { price: 1 },
        })
      ).status,
    ).toBe(409);
    const after = (await call('GET', '/api/admin/catalog/products/BOX-02', { token: catalogue }))
      .body.result;
    expect(after).toEqual(before);
  });
});

describe('stock and price feeds', () => {
  it('sets stock in a batch; sending it again changes nothing; an unknown sku refuses the batch', async () => {
    const feed = {
      items: [
        { sku: 'WIEG-01', qty: 0 },
        { sku: 'KW-100', qty: 3 },
      ],
    };
    const first = await call('POST', '/api/admin/catalog/stock', {
      token: catalogue,
      payload: feed,
    });
    expect(first.body.result).toEqual({ received: 2, changed: 2, unchanged: 0 });
    expect(
      (await searchSku('WIEG-01')).stock?.is_in_stock ?? (await searchSku('WIEG-01')).is_in_stock,
    ).toBe(false);
    const again = await call('POST', '/api/admin/catalog/stock', {
      token: catalogue,
      payload: feed,
    });
    expect(again.body.result).toEqual({ received: 2, changed: 0, unchanged: 2 });
    const entries = (await auditOf('action=catalog.stock_feed')).filter((entry) =>
      ['WIEG-01', 'KW-100'].includes(entry.entity_id),
    );
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.entity_id === 'KW-100')).toMatchObject({
      after: { stock: { qty: 3 } },
    });

    const unknown = await call('POST', '/api/admin/catalog/stock', {
      token: catalogue,
      payload: {
        items: [
          { sku: 'KW-100', qty: 9 },
          { sku: 'GEEN', qty: 1 },
        ],
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta).toMatchObject({
      key: 'catalogue.product_not_found',
      field: 'items.1.sku',
    });
    const twice = await call('POST', '/api/admin/catalog/stock', {
      token: catalogue,
      payload: {
        items: [
          { sku: 'KW-100', qty: 9 },
          { sku: 'KW-100', qty: 1 },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.meta).toMatchObject({ field: 'items.1.sku' });
    const kw = await call('GET', '/api/admin/catalog/products/KW-100', { token: catalogue });
    expect(kw.body.result.stock.qty).toBe(3);
  });

  it('sets prices and special prices in a batch, idempotently', async () => {
    const feed = {
      items: [
        {
          sku: 'KW-100',
          price: 87900,
          special_price: 79900,
          special_from: '2026-11-01',
          special_to: '2026-11-30',
        },
        { sku: 'WIEG-01', price: 25995 },
      ],
    };
    const first = await call('POST', '/api/admin/catalog/prices', {
      token: catalogue,
      payload: feed,
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.result).toEqual({ received: 2, changed: 1, unchanged: 1 });
    expect((await searchSku('KW-100')).final_price_incl_tax).toBe(799);
    const again = await call('POST', '/api/admin/catalog/prices', {
      token: catalogue,
      payload: feed,
    });
    expect(again.body.result).toEqual({ received: 2, changed: 0, unchanged: 2 });
    const bad = await call('POST', '/api/admin/catalog/prices', {
      token: catalogue,
      payload: { items: [{ sku: 'WIEG-01', price: 100, special_price: 200 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta).toMatchObject({ field: 'items.0.special_price' });
  });
});

describe('the import command', () => {
  async function command(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImportCommand(args, {
      env: { DATA_DIR: t.dataDir },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => clock,
      shop: t.shop,
    });
    return { code, out, err };
  }

  it('imports a file printing its progress, audited as the command', async () => {
    const file = `${t.dataDir}/feed.csv`;
    writeFileSync(file, 'sku,name_nl,name_de,price,qty\nCLI-1,Rammelaar,Rassel,7.50,20\n');
    const run = await command([file]);
    expect(run.err).toEqual([]);
    expect(run.code).toBe(0);
    expect(run.out[0]).toMatch(/^Import \d+: feed\.csv, 61 bytes$/);
    expect(run.out.slice(1)).toEqual([
      'checking the file',
      'checked: 1 rows, 0 rejected; writing',
      'written: 1 new, 0 changed, 0 unchanged; indexing',
      'done: 1 rows, 1 new, 0 changed, 0 unchanged, 1 indexed, 0 images stored',
    ]);
    expect((await searchSku('CLI-1')).final_price_incl_tax).toBe(7.5);
    const [entry] = await auditOf('action=catalog.import&entity_type=catalog_import');
    expect(entry.actor).toMatch(/^command:/);

    writeFileSync(file, 'sku,name_nl,name_de,price\nCLI-2,Bijtring,Beißring,-1\n');
    const rejected = await command([file]);
    expect(rejected.code).toBe(1);
    expect(rejected.err).toEqual([
      'Rejected: 1 rows have problems; nothing was changed.',
      '  line 2 (CLI-2), price: price may not be negative (-1)',
    ]);
    expect((await command([])).code).toBe(2);
  });
});
