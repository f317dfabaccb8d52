/**
 * The demo shop's content stories (home, campaign pages, blog, service pages, the birth list
 * information page and the theme config of each store view), in Storyblok's delivery format
 * (`@shop/contracts` content.ts). The seed stores them in the embedded content store.
 */
import type { StoryContent } from '@shop/contracts';

export interface SeedStory {
  /** Under the store code: `nl/home`, `de/blog/…`, `nl/config/theme`. */
  full_slug: string;
  name: string;
  /** Stories of one group are the same page in the other language (Storyblok's group_id). */
  group: string;
  tag_list?: string[];
  /** ISO date-time of the first publication (the blog overview sorts by it). */
  first_published_at: string;
  content: StoryContent;
}

/** Every demo story, both store views. */
export function demoStories(): SeedStory[] {
  return [
    {
      full_slug: 'nl/home',
      name: 'Home',
      group: 'home',
      first_published_at: '2026-01-05T09:00:00.000Z',
      content: {
        _uid: 'home-nl',
        component: 'page',
        title: 'Kindershop',
        hide_title: true,
        body: [
          {
            _uid: 'home-nl-hero',
            component: 'hero_banner',
            title: 'Alles voor je baby, met zorg gekozen',
            text: 'Kinderwagens, autostoeltjes en babykamers van merken die ouders vertrouwen.',
            link: { linktype: 'story', cached_url: 'nl/home', url: '' },
            link_text: 'Bekijk het assortiment',
          },
        ],
      },
    },
    {
      full_slug: 'de/home',
      name: 'Home',
      group: 'home',
      first_published_at: '2026-01-05T09:00:00.000Z',
      content: {
        _uid: 'home-de',
        component: 'page',
        title: 'Kindershop',
        hide_title: true,
        body: [
          {
            _uid: 'home-de-hero',
            component: 'hero_banner',
            title: 'Alles für Ihr Baby, mit Sorgfalt ausgewählt',
            text: 'Kinderwagen, Autositze und Babyzimmer von Marken, denen Eltern vertrauen.',
            link: { linktype: 'story', cached_url: 'de/home', url: '' },
            link_text: 'Zum Sortiment',
          },
        ],
      },
    },
  ];
}
