/**
 * The pages the address mails link to (no login needed: a link may be opened on another
 * device): confirming an address, and undoing an address change from the old address. In the
 * browser the page uses the link's token once and says what happened, or why the link did not
 * work; the server-rendered page holds nothing personal. A change that went through ends every
 * session of the account, so this browser forgets its login too and asks for a new one.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/error-text.ts';
import { createTranslator, useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import type { EmailLinkOutcome } from '../../lib/user-api.ts';
import { logout } from '../../stores/login.ts';
import newsletterStyles from '../newsletter/newsletter.module.css';

/**
 * Each token is used once per page load: the page's effect may run again (a new language, the
 * logout below), and a second call would find the link used.
 */
const USES = new Map<string, Promise<EmailLinkOutcome>>();

type State =
  | { kind: 'working' }
  | { kind: 'done'; outcome: EmailLinkOutcome }
  | { kind: 'failed'; message: string };

export function EmailLinkPage({
  title,
  use,
  done,
}: {
  title: string;
  /** Uses the link's token (a module-level function: it runs once per page). */
  use: (token: string) => Promise<EmailLinkOutcome>;
  /** What to say once the link worked. */
  done: (outcome: EmailLinkOutcome) => string;
}) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [state, setState] = useState<State>({ kind: 'working' });
  // Runs once per token and store view. The translator is made inside: `useTranslate` gives a
  // new function on every render, and as a dependency it made the effect run again after each
  // render, each run setting a new state object and so rendering again, without end.
  useEffect(() => {
    const t = createTranslator(storeView.locale);
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    let live = true;
    let used = USES.get(token);
    if (!used) {
      used = use(token).then(async (outcome) => {
        // Every session of the account ended with a change: this browser logs in again.
        if (outcome.email_changed) await logout(storeView, { silent: true });
        return outcome;
      });
      USES.set(token, used);
    }
    used.then(
      (outcome) => {
        if (live) setState({ kind: 'done', outcome });
      },
      async (error: unknown) => {
        const message =
          error instanceof ApiError && !error.unreachable
            ? await errorText(storeView.locale, error)
            : t('That did not work. Please try again.');
        if (live) setState({ kind: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
  }, [use, storeView]);
  return (
    <main id="main" className={newsletterStyles.page}>
      <h1>{title}</h1>
      <p role="status" data-testid="email-link-state" data-state={state.kind}>
        {state.kind === 'working'
          ? t('One moment please…')
          : state.kind === 'done'
            ? done(state.outcome)
            : state.message}
      </p>
      {state.kind === 'done' ? (
        <p>
          <Link to={localizePath(storeView, '/my-account')}>
            {state.outcome.email_changed ? t('Log in') : t('To my account')}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
