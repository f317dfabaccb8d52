/**
 * Birth list registration `/birthlist-registration` (and /de/…), secondary-areas §2: the form
 * that starts the customer's birth list (lib's DetailsForm: names, message, expected date, url
 * key with its live check and share link). A guest is asked to log in first and the page goes on
 * after the login; a customer who already has an active list goes to its manage page; a list made
 * goes there too. 'Something went wrong, sorry' when the creation fails (with the API's reason
 * when it gave one). The tab bar is hidden here (lib/tab-bar.ts). Personal: rendered in the
 * browser; the server sends a neutral loading state.
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from '../../components/birthlist/birthlist.module.css';
import { DetailsForm } from '../../components/birthlist/details-form.tsx';
import { BirthListGate } from '../../components/birthlist/gate.tsx';
import { ApiError } from '../../lib/api.ts';
import { birthListAlternates, birthListMeta } from '../../lib/birthlist-pages.ts';
import { errorText } from '../../lib/error-text.ts';
import { createTranslator, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import { createList, startBirthList, useBirthList } from '../../stores/birthlist.ts';
import type { Route } from './+types/registration';

export const meta: Route.MetaFunction = ({ location }) =>
  birthListMeta(location.pathname, 'Start your birth list');

export function loader({ url }: Route.LoaderArgs) {
  return { alternates: birthListAlternates(url.pathname) };
}

export default function BirthListRegistration() {
  return (
    <BirthListGate
      title="Start your birth list"
      loginText="Log in or create an account to start your birth list. Then you can add products and share it."
    >
      <Registration />
    </BirthListGate>
  );
}

function Registration() {
  const t = useTranslate();
  const storeView = useStoreView();
  const navigate = useNavigate();
  const { list, status } = useBirthList();
  const manage = localizePath(storeView, '/birthlist/manage');

  useEffect(() => {
    void startBirthList(storeView);
  }, [storeView]);

  // One active list per customer: an existing one is managed, not made again.
  useEffect(() => {
    if (list) navigate(manage, { replace: true });
  }, [list, manage, navigate]);

  if (status !== 'ready' && status !== 'failed') {
    return (
      <section className={styles.page} aria-labelledby="birthlist-title">
        <h1 id="birthlist-title">{t('Start your birth list')}</h1>
        <p className={styles.status} role="status">
          {t('Loading…')}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="birthlist-title">
      <h1 id="birthlist-title">{t('Start your birth list')}</h1>
      <p className={styles.lead}>
        {t(
          'Put together the products you would love for your baby and share the link with family and friends. They buy from your list; you see what has been given.',
        )}{' '}
        <Link to={localizePath(storeView, '/more-about-birth-list')}>
          {t('How does a birth list work?')}
        </Link>
      </p>
      <div className={styles.card}>
        <DetailsForm
          submitLabel={t('Create my birth list')}
          // The list made, the page moves on to manage it (the effect above).
          onSubmit={async (details) => {
            await createList(storeView, details);
          }}
          describeFailure={(error) => creationFailure(storeView.locale, error)}
        />
      </div>
    </section>
  );
}

/**
 * The spec's creation failure text, with the API's reason in the page's language when the answer
 * named one (a taken url key, an expected date in the past).
 */
async function creationFailure(locale: 'nl-NL' | 'de-DE', error: unknown): Promise<string> {
  const t = createTranslator(locale);
  const reason = await errorText(locale, error);
  const general = t('birthlist.create_failed');
  const known = error instanceof ApiError && error.key !== null && !error.unreachable;
  return known ? `${general}. ${reason}` : general;
}
