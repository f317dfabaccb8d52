/**
 * A birth list's public page, where family and friends buy gifts: /geboortelijst/{urlKey} and
 * /de/geboortelijst/{urlKey} (secondary-areas §2, §4 "Birth list", §9: the link bases per store
 * view). The parents' chosen name, message and expected date, the items in the API's order
 * (favourites first) with what is still wanted and a "buy as a gift" button, and the donation
 * items with a "contribute" action (an amount of the shop's gift card, for the parents). An unknown or inactive list is a friendly 404 page in the page's language.
 *
 * The page holds nothing private (the public read answers only what the parents chose to show)
 * and is never indexed. Its texts come with its data (the message area `birthlist-public`), so
 * the server's render and the browser's first render are the same.
 */
import { STORE_VIEWS } from '@shop/core';
import { data } from 'react-router';
import { BirthListHeader } from '../components/birthlist/birthlist-header.tsx';
import { BirthListUnavailable } from '../components/birthlist/birthlist-unavailable.tsx';
import { DonationItems } from '../components/birthlist/donation-items.tsx';
import { GiftItems } from '../components/birthlist/gift-items.tsx';
import { ApiError } from '../lib/api.ts';
import { apiCallOptions } from '../lib/api-context.ts';
import { getBirthListPath } from '../lib/birthlist-gifts.ts';
import {
  getBirthListPageMessages,
  getContributionProduct,
  getItemDocuments,
} from '../lib/birthlist-public.server.ts';
import {
  formatExpectedDate,
  indexDocuments,
  parseShownCount,
  toGiftItemView,
} from '../lib/birthlist-public.ts';
import { getPublicBirthList } from '../lib/birthlist-public-api.ts';
import { catalogueUnavailable } from '../lib/catalogue-unavailable.ts';
import { errorText } from '../lib/error-text.ts';
import { createTranslator, registerMessages, useStoreView } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath } from '../lib/store-view.ts';
import type { Route } from './+types/birthlist-public';

/**
 * Caching. The page is the same for every visitor (no login, no cookie, nothing personal), so a
 * shared cache (the output cache or a CDN, see decision 13 on the nonce it keeps) may serve it,
 * but only briefly: what is still wanted changes with every gift. `s-maxage=60` lets a shared
 * cache answer a list shared in a family group for a minute; `max-age=0` makes the browser ask
 * again on every visit (a giver coming back after the checkout sees the count at once), and
 * the page reads the quantities again after hydration anyway, so a cached copy never offers more
 * than is wanted for long. An unavailable list is not kept at all: a list the parents make or
 * open again is there at once.
 */
const LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const UNAVAILABLE_CACHE_CONTROL = 'no-store';
/** A list is shared by a link, never found by a search engine (with the page's meta robots). */
const ROBOTS = 'noindex';
/**
 * When this visitor's address has read too many lists (the API's per-address limit, which
 * slows guessing keys), the page asks to come back after this many seconds: the limit's
 * window is a minute unless the shop configured another.
 */
const TOO_MANY_RETRY_AFTER_SECONDS = 60;

export const meta: Route.MetaFunction = ({ data: page, location }) => {
  const { locale } = getStoreViewFromPath(location.pathname);
  // Before translating: in the browser the page's texts arrive with its data.
  registerMessages(locale, page?.messages);
  const t = createTranslator(locale);
  const title = page?.list
    ? t('Birth list of {name}', { name: page.list.name })
    : t('This birth list is not available');
  return [{ title: `${title} — ${SHOP_NAME}` }, { name: 'robots', content: ROBOTS }];
};

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (!errorHeaders) return loaderHeaders;
  // A failed read (the API down): not cached; a temporary one keeps its Retry-After.
  const failed = new Headers({ 'cache-control': 'no-store', 'x-robots-tag': ROBOTS });
  const retryAfter = errorHeaders.get('retry-after');
  if (retryAfter) failed.set('retry-after', retryAfter);
  return failed;
};

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const options = apiCallOptions(request, context);
  const { urlKey } = params;
  const page = {
    messages: getBirthListPageMessages(storeView.locale),
    // The language switch: the key names one list in both store views.
    alternates: {
      nl: getBirthListPath(STORE_VIEWS.nl, urlKey),
      de: getBirthListPath(STORE_VIEWS.de, urlKey),
    },
  };
  try {
    const list = await getPublicBirthList(storeView.code, urlKey, options);
    if (!list) {
      return data(
        { ...page, list: null },
        {
          status: 404,
          headers: { 'cache-control': UNAVAILABLE_CACHE_CONTROL, 'x-robots-tag': ROBOTS },
        },
      );
    }
    // Only the shown items' products are read (the first 50, more on "show more").
    const shown = parseShownCount(url.searchParams.get('show'), list.items.length);
    const items = list.items.slice(0, shown);
    const [docs, contribution] = await Promise.all([
      getItemDocuments(
        storeView,
        items.map((item) => item.sku),
        options,
      ).then(indexDocuments),
      // The gift card a contribution buys, read only when there is something to contribute to.
      list.donation_items.length > 0 ? getContributionProduct(storeView, options) : null,
    ]);
    return data(
      {
        ...page,
        list: {
          urlKey: list.url_key,
          name: list.display_name,
          message: list.message,
          expectedDate: formatExpectedDate(list.expected_date, storeView.locale),
        },
        items: items.map((item) => toGiftItemView(item, docs, storeView)),
        total: list.items.length,
        donations: list.donation_items,
        contribution,
      },
      { headers: { 'cache-control': LIST_CACHE_CONTROL, 'x-robots-tag': ROBOTS } },
    );
  } catch (error) {
    // Past the limit: the API's text in the page's language and 429, not a failure to log.
    if (error instanceof ApiError && error.code === 429 && !request.signal.aborted) {
      throw new Response(await errorText(storeView.locale, error), {
        status: 429,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'retry-after': String(TOO_MANY_RETRY_AFTER_SECONDS),
        },
      });
    }
    throw catalogueUnavailable(error, storeView, 'birth list', request.signal);
  }
}

export default function BirthListPublicPage({ loaderData }: Route.ComponentProps) {
  const storeView = useStoreView();
  // Before anything translates (as the root does with the store view's catalogue).
  registerMessages(storeView.locale, loaderData.messages);
  if (!loaderData.list) return <BirthListUnavailable />;
  const { list, items, total, donations, contribution } = loaderData;
  return (
    <div className="birthlist-page">
      <BirthListHeader list={list} />
      <GiftItems list={list} items={items} total={total} />
      {donations.length > 0 ? (
        <DonationItems list={list} donations={donations} contribution={contribution} />
      ) : null}
    </div>
  );
}
