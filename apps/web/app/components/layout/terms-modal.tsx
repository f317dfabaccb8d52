/**
 * The terms and conditions as a named modal (secondary-areas §2 Layout): the store view's terms
 * page itself (its content story, with the company's details filled in by the API), read when
 * the modal opens, so the text lives in one place. A link opens the same page on its own; when
 * the story cannot be read, the modal says so and offers that link.
 */
import type { Story } from '@shop/contracts';
import { storySlugCandidates } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { findStory } from '../../lib/content-api.ts';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { legalPagePath, legalPageStory } from '../../lib/legal-pages.ts';
import { EMPTY_CONTENT_DATA } from '../content/block-types.ts';
import { ContentBody, type StoryBlock } from '../content/content-body.tsx';
import { ModalFrame } from '../modal-frame.tsx';

type State = { status: 'loading' } | { status: 'ready'; story: Story } | { status: 'failed' };

export default function TermsModal({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const storeView = useStoreView();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const terms = legalPageStory(storeView, 'terms');
    findStory(storySlugCandidates(terms.path, terms.language), storeView.code).then(
      (story) => current && setState(story ? { status: 'ready', story } : { status: 'failed' }),
      (error: unknown) => {
        console.warn('[content] the terms and conditions could not be loaded:', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [storeView]);

  const body = state.status === 'ready' ? (state.story.content as { body?: unknown }).body : null;
  return (
    <ModalFrame id="terms-modal" title={t('Terms and conditions')} onClose={onClose} wide>
      {state.status === 'loading' ? (
        <p role="status">{t('Loading…')}</p>
      ) : state.status === 'failed' ? (
        <p role="alert">{t('The terms and conditions could not be loaded.')}</p>
      ) : (
        <ContentBody
          blocks={Array.isArray(body) ? (body as StoryBlock[]) : []}
          data={EMPTY_CONTENT_DATA}
        />
      )}
      <p>
        <Link to={legalPagePath(storeView, 'terms')} target="_blank" rel="noopener">
          {t('Open the terms and conditions as a page')}
        </Link>
      </p>
    </ModalFrame>
  );
}
