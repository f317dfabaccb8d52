import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { editableAttributes } from './editable.ts';

/** Figures with their labels in a grid (e.g. '25 years', '40 stores'). */
export default function StatisticsGrid({ block }: BlockProps<Block<'statistics_grid'>>) {
  const items = block.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.stats}>
      {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
      <dl className={styles.statsGrid}>
        {items.map((item) => (
          <div key={item._uid} className={styles.stat} {...editableAttributes(item._editable)}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
