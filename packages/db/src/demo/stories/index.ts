/**
 * The demo shop's content stories (home, campaign pages, the current brochure, blog, service
 * pages, the birth list information page, the legal pages, the CMS blocks and the theme config of
 * each store view), in Storyblok's delivery format
 * (`@shop/contracts` content.ts). The seed stores them in the embedded content store. The two
 * translations of a page share a `group`; links follow one rule, written in build.ts.
 */
import { blockStories } from './blocks.ts';
import { blogStories } from './blog.ts';
import { LANGS, type SeedStory } from './build.ts';
import { campaignStories } from './campaigns.ts';
import { folderStory } from './folder.ts';
import { homeStory } from './home.ts';
import { legalStories } from './legal.ts';
import { serviceStories } from './service.ts';
import { themeStory } from './theme.ts';

export type { SeedStory } from './build.ts';

/** Every demo story, both store views. */
export function demoStories(): SeedStory[] {
  return LANGS.flatMap((lang) => [
    homeStory(lang),
    ...campaignStories(lang),
    folderStory(lang),
    ...blogStories(lang),
    ...serviceStories(lang),
    ...legalStories(lang),
    themeStory(lang),
    ...blockStories(lang),
  ]);
}
