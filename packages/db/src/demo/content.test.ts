/**
 * The demo's shipping page (a content story) states only what the checkout charges: every amount
 * and country comes from the shipping configuration through placeholders, and every country of
 * the checkout's address form is named, as delivered to or as pick-up only. Every placeholder of
 * any demo story has a value under the default configuration.
 */
import type { RichTextNode } from '@shop/contracts';
import {
  CHECKOUT_COUNTRIES,
  countryList,
  DEFAULT_SHIPPING_METHODS,
  DEMO_COMPANY_DETAILS,
  fillShippingPlaceholders,
  fillShopPlaceholders,
  isPickupMethod,
  pickupOnlyCountries,
  STORE_VIEWS,
  shippingPlaceholders,
  shippingPlaceholderValue,
} from '@shop/core';
import { describe, expect, it } from 'vitest';
import { buildCmsPages } from './content.ts';
import { demoStories, type SeedStory } from './stories/index.ts';

const TAGS: Record<string, string> = {
  paragraph: 'p',
  heading: 'h2',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
};

/**
 * A story's texts as HTML, blocks one after another: rich text nodes as their elements (a
 * paragraph inside a list item is the item itself), so placeholders are filled per paragraph or
 * list item as on a page.
 */
function storyHtml(value: unknown, parent = ''): string {
  if (Array.isArray(value)) return value.map((item) => storyHtml(item, parent)).join('');
  if (!value || typeof value !== 'object') return '';
  const node = value as RichTextNode & Record<string, unknown>;
  if (node.type === 'text') return node.text ?? '';
  const tag = typeof node.type === 'string' ? TAGS[node.type] : undefined;
  if (tag && !(tag === 'p' && parent === 'li')) {
    return `<${tag}>${storyHtml(node.content ?? [], tag)}</${tag}>`;
  }
  if (node.type === 'doc') return storyHtml(node.content ?? []);
  return Object.entries(node)
    .map(([key, child]) =>
      typeof child === 'string' && ['question', 'title', 'text', 'intro'].includes(key)
        ? `<p>${child}</p>`
        : storyHtml(child, parent),
    )
    .join('');
}

const stories = demoStories();
const storyAt = (fullSlug: string): SeedStory => {
  const story = stories.find((candidate) => candidate.full_slug === fullSlug);
  if (!story) throw new Error(`No story ${fullSlug}`);
  return story;
};
const SHIPPING_PAGES = { nl: 'nl/verzendkosten', de: 'de/versandkosten' } as const;

it('keeps the shipping page a story, not a CMS page', () => {
  expect(buildCmsPages().some((page) => page.identifier.nl === 'verzendkosten')).toBe(false);
});

describe.each(['nl', 'de'] as const)('the %s shipping page', (store) => {
  const raw = storyHtml(storyAt(SHIPPING_PAGES[store]).content);
  const view = STORE_VIEWS[store];
  const { locale } = view;
  const filled = fillShippingPlaceholders(raw, DEFAULT_SHIPPING_METHODS, view);

  it('writes no amount by hand: prices come from the configuration', () => {
    const text = raw.replace(/\{\{shipping:[^}]+\}\}/g, '');
    expect(text).not.toMatch(/€|\d+,\d\d|\d+,-|EUR/);
  });

  it('has a value for every placeholder under the default configuration', () => {
    const placeholders = shippingPlaceholders(raw);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const placeholder of placeholders) {
      const [, name, field] = placeholder.slice(2, -2).split(':');
      expect(
        shippingPlaceholderValue(name!, field, DEFAULT_SHIPPING_METHODS, view),
        placeholder,
      ).not.toBeNull();
    }
    expect(filled).not.toContain('{{');
  });

  it('states the checkout’s price and free-from amount of standard delivery', () => {
    const standard = DEFAULT_SHIPPING_METHODS.find((m) => m.carrierCode === 'flatrate')!;
    expect(filled).toContain(`€ ${(standard.amountInclTax / 100).toFixed(2).replace('.', ',')}`);
    expect(filled).toContain(`€ ${standard.freeFromSubtotal! / 100},-`);
    expect(filled).toContain(
      shippingPlaceholderValue('flatrate_flatrate', 'price', DEFAULT_SHIPPING_METHODS, view)!,
    );
  });

  it('names shipping prices incl. VAT, as every consumer view shows prices', () => {
    expect(view.pricesIncludeTax).toBe(true);
    expect(raw).not.toMatch(/zzgl\. MwSt|excl\. btw/);
  });

  it('names every country of the checkout, as delivered to or as pick-up only', () => {
    for (const country of CHECKOUT_COUNTRIES) {
      expect(filled, country).toContain(countryList([country], locale));
    }
    expect(filled).toContain(countryList(pickupOnlyCountries(DEFAULT_SHIPPING_METHODS), locale));
  });

  it('calls pick-up free only while the configuration charges nothing for it', () => {
    const pickup = DEFAULT_SHIPPING_METHODS.find((m) =>
      isPickupMethod(m.carrierCode, m.methodCode),
    );
    expect(raw).toMatch(/Gratis afhalen|Kostenlose Abholung/);
    expect(pickup?.amountInclTax).toBe(0);
  });
});

describe.each(['nl', 'de'] as const)('the %s demo stories', (store) => {
  const view = STORE_VIEWS[store];

  it('have a value for every shipping and company placeholder under the default configuration', () => {
    const mine = stories.filter((story) => story.full_slug.startsWith(`${store}/`));
    const withPlaceholders = mine.filter((story) => storyHtml(story.content).includes('{{'));
    expect(withPlaceholders.map((story) => story.full_slug)).toContain(SHIPPING_PAGES[store]);
    for (const story of withPlaceholders) {
      const html = storyHtml(story.content);
      for (const placeholder of shippingPlaceholders(html)) {
        const [, name, field] = placeholder.slice(2, -2).split(':');
        expect(
          shippingPlaceholderValue(name!, field, DEFAULT_SHIPPING_METHODS, view),
          `${story.full_slug}: ${placeholder}`,
        ).not.toBeNull();
      }
      const facts = { shippingMethods: DEFAULT_SHIPPING_METHODS, company: DEMO_COMPANY_DETAILS };
      expect(fillShopPlaceholders(html, facts, view, 'html')).not.toContain('{{');
    }
  });
});
