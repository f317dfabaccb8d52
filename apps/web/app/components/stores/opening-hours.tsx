import type { StoreWeekDay } from '@shop/contracts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { formatHours, weekdayName } from '../../lib/store-locator.ts';
import styles from './stores.module.css';

/** The week's opening hours from Monday, today marked (in words too, not by colour alone). */
export function OpeningHours({ week, labelledBy }: { week: StoreWeekDay[]; labelledBy: string }) {
  const t = useTranslate();
  const { locale } = useStoreView();
  return (
    <table className={styles.hours} aria-labelledby={labelledBy}>
      <tbody>
        {week.map((day) => (
          <tr
            key={day.weekday}
            className={day.is_today ? styles.today : undefined}
            aria-current={day.is_today ? 'date' : undefined}
          >
            <th scope="row">
              {weekdayName(day.weekday, locale)}
              {day.is_today ? <span className={styles.todayLabel}>{t('Today')}</span> : null}
            </th>
            <td>{day.hours ? formatHours(day.hours) : t('Closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
