import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { readEditorQuery, storyAlternates, storySeo } from './content-page.server.ts';

const story = (fields: Record<string, unknown>) =>
  ({
    id: 1,
    uuid: 'u',
    name: 'Over ons',
    slug: 'over-ons',
    full_slug: 'nl/over-ons',
    lang: 'default',
    alternates: [],
    created_at: '2026-01-01',
    published_at: null,
    first_published_at: null,
    tag_list: [],
    content: { _uid: 'p', component: 'page' },
    ...fields,
  }) as never;

describe('the editor query of a preview link (reference notes 7.1 query parsing)', () => {
  it('reads the story id, component, release and the editor link', () => {
    const params = new URLSearchParams({
      _storyblok: '42',
      _storyblok_c: 'page',
      _storyblok_release: '7',
      '_storyblok_tk[space_id]': '4242',
      '_storyblok_tk[timestamp]': '1700000000',
      '_storyblok_tk[token]': 'abc',
    });
    expect(readEditorQuery(params)).toEqual({
      storyId: '42',
      component: 'page',
      release: '7',
      link: { spaceId: '4242', timestamp: '1700000000', token: 'abc' },
    });
  });

  it('is no preview without its parameters, and a preview without a link when they are partial', () => {
    expect(readEditorQuery(new URLSearchParams('page=2'))).toBeNull();
    expect(readEditorQuery(new URLSearchParams('_storyblok=42'))).toMatchObject({ link: null });
    expect(readEditorQuery(new URLSearchParams({ '_storyblok_tk[token]': 'abc' }))).toMatchObject({
      storyId: '',
      link: null,
    });
  });
});

describe('a story’s head', () => {
  it('takes the SEO fields, else the title and intro, else the name', () => {
    expect(
      storySeo(
        story({ content: { _uid: 'p', component: 'page', seo: { title: 'S', description: 'D' } } }),
      ),
    ).toEqual({ title: 'S', description: 'D' });
    expect(
      storySeo(
        story({ content: { _uid: 'p', component: 'blog_article', title: 'T', intro: 'I' } }),
      ),
    ).toEqual({ title: 'T', description: 'I' });
    expect(storySeo(story({}))).toEqual({ title: 'Over ons', description: null });
  });

  it('links the same story in the other store view, when it has one', () => {
    const alternate = {
      id: 2,
      name: 'Über uns',
      slug: 'ueber-uns',
      full_slug: 'de/ueber-uns',
      is_folder: false,
      parent_id: null,
    };
    expect(storyAlternates(story({ alternates: [alternate] }), STORE_VIEWS.nl)).toEqual({
      nl: '/over-ons',
      de: '/de/ueber-uns',
    });
    expect(storyAlternates(story({}), STORE_VIEWS.nl)).toBeNull();
  });
});
