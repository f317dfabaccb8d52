/**
 * `/more-about-birth-list` (and /de/…), secondary-areas §2: what a birth list is and how it works
 * (start it, add products, share the link, family and friends buy, the parents see what was
 * given), with the way to start one. The same for every visitor: rendered on the server and
 * cacheable. When the content service has the page's story (`{code}/more-about-birth-list`), the
 * story is the page (secondary-areas §2 content pages); otherwise the page below, whose texts are
 * the birth list area's, sent with the page's data in the page's language
 * (lib/birthlist-messages.server.ts), not with every page.
 */
import { STORE_VIEWS } from '@shop/core';
import { data, Link } from 'react-router';
import styles from '../components/birthlist/birthlist.module.css';
import { HOW_IT_WORKS_STEPS, HowItWorks } from '../components/birthlist/how-it-works.tsx';
import { candidatesOf, loadContentPage } from '../components/content/content-page.server.ts';
import { ContentPage } from '../components/content/content-page.tsx';
import { apiCallOptions } from '../lib/api-context.ts';
import { birthListMessagesOf } from '../lib/birthlist-messages.server.ts';
import { contentMeta } from '../lib/content-meta.ts';
import { registerMessages, useStoreView, useTranslate } from '../lib/i18n.ts';
import { alternateLinks } from '../lib/seo.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/more-about-birth-list';

const PATH = '/more-about-birth-list';

/** The questions of the page, each with its answer (keys of the birth list area). */
const QUESTIONS = [
  [
    'What does a birth list cost?',
    'Nothing: a birth list is free. You only pay for what you order yourself.',
  ],
  [
    'Can family and friends see what has been bought?',
    'They see what is still wanted, not who bought what. That is how a gift stays a surprise and nothing is given twice.',
  ],
  [
    'Can I change my list later?',
    'Yes: add and remove products, change how many you would like and mark favourites whenever you like, also after the birth.',
  ],
  [
    'What happens to my list after the birth?',
    'It stays open for as long as you like. When you no longer need it, you mark it as inactive in its settings.',
  ],
] as const;

/** The texts this page shows of the birth list area ('Start your birth list' is every page's). */
const MESSAGE_KEYS = [
  'About the birth list',
  'The birth list: share your wishes for your baby',
  'A birth list is a wish list for your baby. You choose the products you would love, family and friends buy them for you as a gift, and everyone can see what is still wanted.',
  'How does a birth list work?',
  ...HOW_IT_WORKS_STEPS.flatMap((step) => [step.title, step.text]),
  'Questions and answers',
  ...QUESTIONS.flat(),
  'Already have a list?',
  'Manage my birth list',
  'The birth list: share your wishes for your baby. Free, easy to share, and nothing is given twice.',
] as const;

export const meta: Route.MetaFunction = ({ location, data }) => {
  if (data?.story) return contentMeta(data.story);
  const storeView = getStoreViewFromPath(location.pathname);
  const path = localizePath(storeView, PATH);
  const text = (key: (typeof MESSAGE_KEYS)[number]) => data?.messages[key] ?? key;
  return [
    { title: `${text('About the birth list')} — ${SHOP_NAME}` },
    {
      name: 'description',
      content: text(
        'The birth list: share your wishes for your baby. Free, easy to share, and nothing is given twice.',
      ),
    },
    ...(data ? alternateLinks(data.origin, path, data.alternates) : []),
  ];
};

/**
 * The same for every visitor, so browsers and shared caches may keep it a few minutes (with its
 * headers: decision record 13, nonces and caching). Short, as the page names this build's scripts.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const storeView = getStoreViewFromPath(url.pathname);
  const loaded = await loadContentPage(
    candidatesOf(PATH, storeView),
    storeView,
    url,
    apiCallOptions(request, context),
  );
  if (loaded) {
    return data(
      {
        story: loaded.page,
        messages: null,
        origin: url.origin,
        // The language switch reads them here: the story's own, else the page's in both views.
        alternates: loaded.page.alternates ?? {
          nl: localizePath(STORE_VIEWS.nl, PATH),
          de: localizePath(STORE_VIEWS.de, PATH),
        },
      },
      {
        headers: loaded.headers,
      },
    );
  }
  return data(
    {
      story: null,
      origin: url.origin,
      alternates: {
        nl: localizePath(STORE_VIEWS.nl, PATH),
        de: localizePath(STORE_VIEWS.de, PATH),
      },
      messages: birthListMessagesOf(storeView.locale, MESSAGE_KEYS),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}

export default function MoreAboutBirthList({ loaderData }: Route.ComponentProps) {
  if (loaderData.story) {
    const page = loaderData.story;
    return <ContentPage story={page.story} data={page.data} preview={page.preview} />;
  }
  return <BirthListInformation messages={loaderData.messages} />;
}

/** The page without a story: what a birth list is and how it works, in the birth list's texts. */
function BirthListInformation({ messages }: { messages: Parameters<typeof registerMessages>[1] }) {
  const storeView = useStoreView();
  // Before anything translates: the page's texts came with its data.
  registerMessages(storeView.locale, messages);
  const t = useTranslate();
  const start = localizePath(storeView, '/birthlist-registration');
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <section className={styles.hero} aria-labelledby="birthlist-about-title">
        <h1 id="birthlist-about-title">{t('The birth list: share your wishes for your baby')}</h1>
        <p>
          {t(
            'A birth list is a wish list for your baby. You choose the products you would love, family and friends buy them for you as a gift, and everyone can see what is still wanted.',
          )}
        </p>
        <div className={styles.row}>
          <Link className={styles.primary} to={start}>
            {t('Start your birth list')}
          </Link>
        </div>
      </section>
      <HowItWorks headingLevel={2} />
      <section className={styles.faq} aria-labelledby="birthlist-faq">
        <h2 id="birthlist-faq">{t('Questions and answers')}</h2>
        {QUESTIONS.map(([question, answer]) => (
          <details key={question}>
            <summary>{t(question)}</summary>
            <p>{t(answer)}</p>
          </details>
        ))}
      </section>
      <section className={`${styles.card} ${styles.warm}`} aria-labelledby="birthlist-about-start">
        <h2 id="birthlist-about-start">{t('Ready for your baby’s wishes?')}</h2>
        <div className={styles.row}>
          <Link className={styles.primary} to={start}>
            {t('Start your birth list')}
          </Link>
        </div>
        {/* The question leads to its answer: it stands before the way to an existing list. */}
        <p className={styles.muted}>{t('Already have a list?')}</p>
        <div className={styles.row}>
          <Link className={styles.secondary} to={localizePath(storeView, '/birthlist/manage')}>
            {t('Manage my birth list')}
          </Link>
        </div>
      </section>
    </div>
  );
}
