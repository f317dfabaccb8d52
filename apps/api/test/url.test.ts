import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helper.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const map = (payload: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/url/map', payload, headers });

describe('POST /api/url/map', () => {
  it('resolves a product url key to its document', async () => {
    const { status, body } = await map({
      url: '/kiddo-urban-kinderwagen-rood',
      includeFields: ['sku', 'type_id'],
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      _type: 'product',
      _source: { sku: 'KW-100', type_id: 'simple' },
    });
  });

  it('resolves a category path in the German store view', async () => {
    const { body } = await map({ url: 'de/kinderwagen/buggys/' });
    expect(body.result._type).toBe('category');
    expect(body.result._source.name).toBe('Buggys');
  });

  it('uses the x-vs-store-code header for the store view', async () => {
    const { body } = await map({ url: 'kleidung' }, { 'x-vs-store-code': 'de' });
    expect(body.result._type).toBe('category');
  });

  it('resolves a CMS page', async () => {
    const { body } = await map({ url: '/over-ons' });
    expect(body.result._type).toBe('cms_page');
    expect(body.result._source.title).toBe('Over ons');
  });

  it('fills a page’s shipping facts from the shipping configuration', async () => {
    const nl = await map({ url: '/verzendkosten' });
    expect(nl.body.result._source.content).toBe(
      '<p>Standaard € 4,95, gratis vanaf € 50,-.</p><p>Express € 9,95.</p><p>Alleen afhalen: Oostenrijk.</p>',
    );
    // The German page names the price incl. VAT, as the German checkout shows it to consumers.
    const de = await map({ url: '/de/versandkosten' });
    expect(de.body.result._source.content).toBe(
      '<p>Standard € 4,95 nach Niederlande, Deutschland und Belgien.</p><p>Nur Abholung: Österreich.</p>',
    );
    const other = await createTestShop({
      env: {
        SHIPPING_METHODS: JSON.stringify([
          {
            carrierCode: 'flatrate',
            methodCode: 'flatrate',
            carrierTitle: 'Standard',
            methodTitle: 'Standard',
            amountInclTax: 595,
            freeFromSubtotal: 7500,
            countries: ['NL', 'DE', 'BE', 'AT'],
          },
        ]),
      },
    });
    try {
      const changed = await other.call({
        method: 'POST',
        url: '/api/url/map',
        payload: { url: '/verzendkosten' },
      });
      // No express method and no pick-up-only country: those sentences are left out.
      expect(changed.body.result._source.content).toBe(
        '<p>Standaard € 5,95, gratis vanaf € 75,-.</p>',
      );
    } finally {
      await other.close();
    }
  });

  it('names the same CMS page in every store view, for the language switch', async () => {
    const dutch = await map({ url: '/over-ons' });
    expect(dutch.body.result._source.alternates).toEqual({ de: 'ueber-uns', nl: 'over-ons' });
    const german = await map({ url: 'de/ueber-uns' });
    expect(german.body.result._source.alternates).toEqual({ de: 'ueber-uns', nl: 'over-ons' });
  });

  it('answers redirect entities with their type', async () => {
    const permanent = await map({ url: '/oude-kinderwagens?utm=x' });
    expect(permanent.body.result).toEqual({
      _type: 'redirect',
      _source: {
        request_path: 'oude-kinderwagens',
        target_path: '/c/kinderwagens',
        redirect_type: 301,
      },
    });
    const temporary = await map({ url: 'actie' });
    expect(temporary.body.result._source.redirect_type).toBe(302);
  });

  it('answers 404 with a message when nothing maps, and for disabled products', async () => {
    const nothing = await map({ url: '/bestaat-niet' });
    expect(nothing.status).toBe(404);
    expect(nothing.body).toEqual({
      code: 404,
      result: 'No route found for "/bestaat-niet"',
      meta: { key: 'url.no_route', params: { path: 'bestaat-niet' } },
    });
    const disabled = await map({ url: '/product-kw-disabled' });
    expect(disabled.status).toBe(404);
  });

  it('rejects a request without a url', async () => {
    const { status, body } = await map({});
    expect(status).toBe(400);
    expect(body.result).toContain('url');
  });
});
