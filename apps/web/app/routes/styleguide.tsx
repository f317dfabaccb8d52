/**
 * The style guide `/styleguide`: the design tokens of app.css (colours, type scale, spacing, radii,
 * shadows), the logo on white and on the accent, and the content pages' forms (pregnancy box,
 * contact), working against the API as on their pages. Not indexed.
 */
import { STORE_VIEWS } from '@shop/core';
import ContactForm from '../components/content/forms/contact-form.tsx';
import PregnancyForm from '../components/content/forms/pregnancy-form.tsx';
import { Logo } from '../components/layout/logo.tsx';
import { createTranslator, useTranslate } from '../lib/i18n.ts';
import { SHOP_NAME } from '../lib/shop.ts';
import { getStoreViewFromPath, localizePath } from '../lib/store-view.ts';
import type { Route } from './+types/styleguide';
import styles from './styleguide.module.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = createTranslator(getStoreViewFromPath(location.pathname).locale);
  return [
    { title: `${t('Style guide')} — ${SHOP_NAME}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export function loader() {
  return {
    alternates: Object.fromEntries(
      [STORE_VIEWS.nl, STORE_VIEWS.de].map((view) => [
        view.code,
        localizePath(view, '/styleguide'),
      ]),
    ),
  };
}

const COLOURS = [
  'accent',
  'accent-dark',
  'accent-soft',
  'text',
  'text-muted',
  'surface',
  'surface-warm',
  'surface-muted',
  'pastel-rose',
  'pastel-mint',
  'pastel-sky',
  'pastel-sun',
  'border',
  'border-strong',
  'success',
  'danger',
];
const FONT_SIZES = ['xs', 'small', 'base', 'large', 'xl', 'xxl'];
const SPACES = ['1', '2', '3', '4', '5', '6'];
const RADII = ['radius-sm', 'radius', 'radius-lg', 'radius-pill'];
const SHADOWS = ['shadow-sm', 'shadow-md', 'shadow-lg'];

export default function StyleGuide() {
  const t = useTranslate();
  return (
    <>
      <h1>{t('Style guide')}</h1>
      <h2>{t('Logo')}</h2>
      <div className={styles.logos}>
        <span className={styles.logoOnWhite}>
          <Logo />
        </span>
        <span className={styles.logoOnAccent}>
          <Logo className="logo--on-accent" />
        </span>
      </div>
      <h2>{t('Colour')}</h2>
      <ul className={styles.grid}>
        {COLOURS.map((name) => (
          <li key={name}>
            <div className={styles.swatch} data-token={`color-${name}`} />
            <span className={styles.token}>--color-{name}</span>
          </li>
        ))}
      </ul>
      <h2>{t('Type')}</h2>
      <ul className={styles.grid}>
        {FONT_SIZES.map((name) => (
          <li key={name}>
            <span className={styles.sample} data-token={`font-size-${name}`}>
              Aa Ää ß €
            </span>
            <br />
            <span className={styles.token}>--font-size-{name}</span>
          </li>
        ))}
      </ul>
      <h2>{t('Spacing')}</h2>
      <ul className={styles.grid}>
        {SPACES.map((name) => (
          <li key={name}>
            <div className={styles.space} data-token={`space-${name}`} />
            <span className={styles.token}>--space-{name}</span>
          </li>
        ))}
      </ul>
      <h2>{t('Radii and shadows')}</h2>
      <ul className={styles.grid}>
        {[...RADII, ...SHADOWS].map((name) => (
          <li key={name}>
            <div className={styles.box} data-token={name} />
            <span className={styles.token}>--{name}</span>
          </li>
        ))}
      </ul>
      <h2>{t('Actions and prices')}</h2>
      <p>
        <button type="button" className={styles.button}>
          {t('Add to cart')}
        </button>{' '}
        <span className={styles.price}>€ 49,95</span>
      </p>
      <h2>{t('Forms')}</h2>
      <PregnancyForm
        block={{
          _uid: 'styleguide-pregnancy-form',
          component: 'pregnancy_form',
          title: t('Request the pregnancy box'),
        }}
      />
      <ContactForm
        block={{
          _uid: 'styleguide-contact-form',
          component: 'contact_form',
          title: t('Customer service'),
        }}
      />
    </>
  );
}
