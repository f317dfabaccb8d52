/**
 * How a birth list works, in five steps: start it, add products, share the link, family and
 * friends buy from it, and the parents see what was given. On the information page (rendered on
 * the server for everyone) and under an empty list.
 */
import type { MessageKey } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/i18n.ts';
import styles from './birthlist.module.css';

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Start your list',
    text: 'Log in, give your list your names and the expected date, and choose its link.',
  },
  {
    title: 'Add what you would love',
    text: 'On every product page you find "Add to my birth list". Choose how many you would like and mark your favourites.',
  },
  {
    title: 'Share the link',
    text: 'Send the link of your list to family and friends, by message or e-mail. No account needed to open it.',
  },
  {
    title: 'Family and friends give',
    text: 'They choose a gift from your list and order it as usual. What is bought is no longer wanted, so nothing is given twice.',
  },
  {
    title: 'You see what was given',
    text: 'Your list shows what has been bought and what is still wanted. Change it whenever you like.',
  },
] as const satisfies readonly { title: MessageKey; text: MessageKey }[];

export function HowItWorks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useTranslate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const StepHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className={styles.share} aria-labelledby="birthlist-how">
      <Heading id="birthlist-how">{t('How does a birth list work?')}</Heading>
      <ol className={styles.steps}>
        {HOW_IT_WORKS_STEPS.map((step) => (
          <li key={step.title}>
            <StepHeading>{t(step.title)}</StepHeading>
            <p>{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
