/**
 * `/birthlist/settings` (secondary-areas §2): the list's details (names, message, expected date,
 * url key with the same live check), removing all products (favourites stay, as the API does)
 * and marking the list inactive (its page is gone for family and friends; from then on the
 * customer has no list here and may start a new one). Both after a confirmation.
 */
import { useState } from 'react';
import styles from '../../components/birthlist/birthlist.module.css';
import { DetailsForm } from '../../components/birthlist/details-form.tsx';
import { ConfirmModal } from '../../components/birthlist/modal.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import {
  deactivateList,
  removeAllProducts,
  saveDetails,
  useBirthList,
} from '../../stores/birthlist.ts';
import { notify } from '../../stores/notifications.ts';

type Asking = 'remove-products' | 'deactivate' | null;

export default function BirthListSettings() {
  const t = useTranslate();
  const storeView = useStoreView();
  const { list } = useBirthList();
  const [asking, setAsking] = useState<Asking>(null);
  if (!list) return null;

  const fail = async (error: unknown) =>
    notify({ type: 'danger', message: await errorText(storeView.locale, error) });

  return (
    <>
      <h1 id="birthlist-title">{t('Birth list settings')}</h1>
      <section className={styles.card} aria-labelledby="birthlist-details">
        <h2 id="birthlist-details">{t('Details of your list')}</h2>
        <DetailsForm
          key={list.updated_at}
          initial={{
            display_name: list.display_name,
            message: list.message,
            expected_date: list.expected_date,
            url_key: list.url_key,
          }}
          ownKey={list.url_key}
          submitLabel={t('Save changes')}
          onSubmit={async (details) => {
            await saveDetails(details);
            notify({ type: 'success', message: t('Your birth list has been saved') });
          }}
        />
      </section>
      <section className={styles.card} aria-labelledby="birthlist-remove">
        <h2 id="birthlist-remove">{t('Remove all products')}</h2>
        <p>{t('Takes every product off your list. Your favourites stay.')}</p>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setAsking('remove-products')}
          >
            {t('Remove all products')}
          </button>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="birthlist-deactivate">
        <h2 id="birthlist-deactivate">{t('Stop your birth list')}</h2>
        <p>
          {t(
            'Family and friends can no longer open your list. Its link stays reserved. You can start a new list afterwards.',
          )}
        </p>
        <div className={styles.row}>
          <button type="button" className={styles.danger} onClick={() => setAsking('deactivate')}>
            {t('Mark as inactive')}
          </button>
        </div>
      </section>
      {asking === 'remove-products' ? (
        <ConfirmModal
          id="birthlist-confirm"
          title={t('Remove all products?')}
          text={t('Every product except your favourites goes off your list.')}
          confirm={t('Remove all products')}
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            try {
              await removeAllProducts(storeView);
              setAsking(null);
              notify({ type: 'success', message: t('The products have been removed') });
            } catch (error) {
              await fail(error);
            }
          }}
        />
      ) : null}
      {asking === 'deactivate' ? (
        <ConfirmModal
          id="birthlist-confirm"
          title={t('Mark your birth list as inactive?')}
          text={t('Family and friends can no longer open your list. This cannot be undone.')}
          confirm={t('Mark as inactive')}
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            try {
              // The layout then shows that there is no active list, with the way to a new one.
              await deactivateList();
              notify({ type: 'success', message: t('Your birth list is no longer active') });
            } catch (error) {
              await fail(error);
            }
          }}
        />
      ) : null}
    </>
  );
}
