import type { MouseEvent } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import type { OptionGroup, OptionLink } from '../../lib/product.ts';
import { RoutedLink } from '../routed-link.tsx';
import styles from './product-options.module.css';

/**
 * The options of a configurable product as links to the child pages (they work without
 * JavaScript; with it they replace the history entry and keep the scroll position). Colours are
 * swatches with their label for screen readers, other options buttons. The chosen values carry
 * aria-current; values whose combination is unavailable stay clickable but are struck through,
 * and choosing one shows the "no such configuration" warning (`onUnavailable`): a value whose
 * combination exists with other choices still leads to that child, a value no child offers stays.
 */
export function ConfigurableOptions({
  groups,
  onUnavailable,
}: {
  groups: OptionGroup[];
  onUnavailable: () => void;
}) {
  const t = useTranslate();
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const chosen = group.values.find((value) => value.selected);
        return (
          <fieldset key={group.attributeCode} className={styles.fieldset}>
            <legend className={styles.legend}>
              {group.label}
              {chosen ? <span className={styles.chosen}>: {chosen.label}</span> : null}
            </legend>
            <ul className={group.swatches ? styles.swatches : styles.buttons}>
              {group.values.map((value) => (
                <li key={value.id}>
                  <OptionValue
                    value={value}
                    swatch={group.swatches}
                    onUnavailable={onUnavailable}
                    unavailableText={t('not available in this combination')}
                    soldOutText={t('sold out')}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}

function OptionValue({
  value,
  swatch,
  onUnavailable,
  unavailableText,
  soldOutText,
}: {
  value: OptionLink;
  swatch: boolean;
  onUnavailable: () => void;
  unavailableText: string;
  soldOutText: string;
}) {
  const className = [
    swatch ? styles.swatch : styles.button,
    value.available ? '' : styles.unavailable,
    value.soldOut ? styles.soldOut : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {swatch ? (
        // The colour as an SVG fill, not a style attribute: the page's CSP allows no inline styles.
        <svg className={styles.swatchColour} viewBox="0 0 32 32" aria-hidden="true">
          <circle cx="16" cy="16" r="15.5" fill={value.swatch ?? 'none'} />
        </svg>
      ) : null}
      <span className={swatch ? 'visually-hidden' : undefined}>{value.label}</span>
      {!value.available ? (
        <span className="visually-hidden"> ({unavailableText})</span>
      ) : value.soldOut ? (
        <span className="visually-hidden"> ({soldOutText})</span>
      ) : null}
    </>
  );
  if (!value.href) {
    return (
      <button
        type="button"
        className={className}
        aria-disabled="true"
        title={value.label}
        onClick={onUnavailable}
      >
        {content}
      </button>
    );
  }
  return (
    <RoutedLink
      to={value.href}
      replace
      preventScrollReset
      className={className}
      title={value.label}
      aria-current={value.selected ? 'true' : undefined}
      onClick={(event: MouseEvent) => {
        if (value.selected) event.preventDefault();
        else if (!value.available) onUnavailable();
      }}
    >
      {content}
    </RoutedLink>
  );
}

/** The inline warning for an unavailable combination or a product without available variants. */
export function ConfigurationWarning({ message }: { message: string }) {
  return (
    <p className={styles.warning} role="alert">
      {message}
    </p>
  );
}
