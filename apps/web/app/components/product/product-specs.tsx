import { useTranslate } from '../../lib/i18n.ts';
import type { ProductSpec } from '../../lib/product-api.ts';
import styles from './product-page.module.css';

/** The attribute table (brand, material, age, …) with the article number and EAN. */
export function ProductSpecs({
  specs,
  sku,
  ean,
}: {
  specs: readonly ProductSpec[];
  sku: string;
  ean: string | null;
}) {
  const t = useTranslate();
  return (
    <section aria-labelledby="product-specs" className={styles.section}>
      <h2 id="product-specs">{t('Specifications')}</h2>
      <table className={styles.specs}>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.code}>
              <th scope="row">{spec.label}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('Article number')}</th>
            <td>{sku}</td>
          </tr>
          {ean ? (
            <tr>
              <th scope="row">{t('EAN')}</th>
              <td>{ean}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
