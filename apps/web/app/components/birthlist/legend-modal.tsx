/**
 * The "birth list legend" modal (secondary-areas §2): what the marks and numbers of the manage
 * page mean, each shown as it looks there.
 */
import { useTranslate } from '../../lib/i18n.ts';
import styles from './birthlist.module.css';
import { BirthListModal } from './modal.tsx';

export function LegendModal({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  return (
    <BirthListModal id="birthlist-legend" title={t('What the marks mean')} onClose={onClose}>
      <dl className={styles.legend}>
        <div>
          <dt>
            <span className={styles.badge}>
              <span className={styles.star} aria-hidden="true">
                ★
              </span>
              {t('Favourite')}
            </span>
          </dt>
          <dd>{t('A favourite is shown first to family and friends and cannot be removed.')}</dd>
        </div>
        <div>
          <dt>
            <strong>3</strong>
          </dt>
          <dd>{t('Wanted: how many of this product you would like.')}</dd>
        </div>
        <div>
          <dt>
            <strong>1</strong>
          </dt>
          <dd>{t('Bought: how many family and friends have already given.')}</dd>
        </div>
        <div>
          <dt>
            <strong>2</strong>
          </dt>
          <dd>{t('Still wanted: what is left for others to give.')}</dd>
        </div>
        <div>
          <dt>
            <progress className={styles.progress} max={100} value={40} aria-hidden="true" />
          </dt>
          <dd>{t('A contribution: how much has been given towards its target amount.')}</dd>
        </div>
      </dl>
      <p className={styles.hint}>
        {t('You cannot lower the wanted quantity below what has been bought.')}
      </p>
      <button type="button" className={styles.primary} onClick={onClose}>
        {t('Understood')}
      </button>
    </BirthListModal>
  );
}
