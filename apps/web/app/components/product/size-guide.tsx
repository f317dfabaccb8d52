/**
 * The size guide named modal (secondary-areas §2 Layout) of clothing with sizes: the European baby
 * and toddler sizes, which are the child's body length in centimetres, with the age they usually
 * fit. The chosen size is marked. Loaded when first opened.
 */
import { useTranslate } from '../../lib/i18n.ts';
import { ModalFrame } from '../modal-frame.tsx';
import styles from './product-dialogs.module.css';

/** Size (body length up to, in cm) and the age it usually fits, as a message key. */
const SIZES: readonly { size: string; from: number; age: string }[] = [
  { size: '50', from: 46, age: 'Newborn' },
  { size: '56', from: 51, age: '0–1 months' },
  { size: '62', from: 57, age: '1–3 months' },
  { size: '68', from: 63, age: '3–6 months' },
  { size: '74', from: 69, age: '6–9 months' },
  { size: '80', from: 75, age: '9–12 months' },
  { size: '86', from: 81, age: '12–18 months' },
  { size: '92', from: 87, age: '18–24 months' },
  { size: '98', from: 93, age: '2–3 years' },
  { size: '104', from: 99, age: '3–4 years' },
];

export default function SizeGuide({
  productName,
  chosenSize,
  onClose,
}: {
  productName: string;
  /** The label of the chosen size value, if any. */
  chosenSize: string | null;
  onClose: () => void;
}) {
  const t = useTranslate();
  return (
    <ModalFrame
      id="size-guide"
      title={t('Size guide')}
      subtitle={productName}
      onClose={onClose}
      testId="size-guide"
    >
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('The size is the body length in centimetres.')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Size')}</th>
              <th scope="col">{t('Body length')}</th>
              <th scope="col">{t('Age')}</th>
            </tr>
          </thead>
          <tbody>
            {SIZES.map((row) => (
              <tr key={row.size} data-chosen={row.size === chosenSize ? 'true' : undefined}>
                <th scope="row">
                  {row.size}
                  {row.size === chosenSize ? (
                    <span className="visually-hidden"> ({t('chosen')})</span>
                  ) : null}
                </th>
                <td>{`${row.from}–${row.size} cm`}</td>
                <td>{t(row.age as 'Newborn')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {t('Between two sizes? Choose the larger one: children grow quickly.')}
      </p>
    </ModalFrame>
  );
}
