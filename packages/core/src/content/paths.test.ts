import { describe, expect, it } from 'vitest';
import { normalizeSlug, storyPathOf, storySlugCandidates } from './paths.ts';

describe('story slugs of a storefront path', () => {
  it('normalises slashes, query and hash', () => {
    expect(normalizeSlug('/over-ons/')).toBe('over-ons');
    expect(normalizeSlug('//blog//eerste-weken?x=1#top')).toBe('blog/eerste-weken');
    expect(normalizeSlug('/')).toBe('');
  });

  it('maps the root to the home story of the store view', () => {
    expect(storySlugCandidates('/', 'nl')).toEqual(['nl/home']);
    expect(storySlugCandidates('', 'de')).toEqual(['de/home']);
  });

  it('gives a path equal to a store code that code home', () => {
    expect(storySlugCandidates('/de', 'nl')).toEqual(['de/home']);
    expect(storySlugCandidates('nl/', 'de')).toEqual(['nl/home']);
  });

  it('tries the store folder first, then the slug without it', () => {
    expect(storySlugCandidates('/over-ons', 'nl')).toEqual(['nl/over-ons', 'over-ons']);
    expect(storySlugCandidates('/blog/kinderwagen-kiezen', 'de')).toEqual([
      'de/blog/kinderwagen-kiezen',
      'blog/kinderwagen-kiezen',
    ]);
  });

  it('does not prefix a slug that already names a store folder', () => {
    expect(storySlugCandidates('/de/ueber-uns', 'nl')).toEqual(['de/ueber-uns']);
  });
});

describe('the storefront path of a story', () => {
  it('strips the store folder and makes home the root', () => {
    expect(storyPathOf('nl/over-ons')).toEqual({ storeCode: 'nl', path: '/over-ons' });
    expect(storyPathOf('de/blog/erste-wochen')).toEqual({
      storeCode: 'de',
      path: '/blog/erste-wochen',
    });
    expect(storyPathOf('nl/home')).toEqual({ storeCode: 'nl', path: '/' });
    expect(storyPathOf('/de/')).toEqual({ storeCode: 'de', path: '/' });
  });

  it('keeps a story outside the store folders for every view', () => {
    expect(storyPathOf('algemeen/faq')).toEqual({ storeCode: null, path: '/algemeen/faq' });
  });
});
