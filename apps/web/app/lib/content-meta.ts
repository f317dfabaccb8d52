/**
 * The head of a content page (secondary-areas §2 content pages): title and description from the
 * story's SEO fields (else its title and intro), canonical and hreflang links between the nl and
 * de stories, Article JSON-LD for a blog article, and noindex for an editor's preview.
 */
import type { Story } from '@shop/contracts';
import type { Alternates } from './alternates.ts';
import { alternateLinks } from './seo.ts';
import { SHOP_NAME } from './shop.ts';

interface ContentHead {
  story: Story;
  origin: string;
  path: string;
  alternates: Alternates | null;
  seo: { title: string; description: string | null };
  preview: unknown;
}

export function contentMeta(page: ContentHead | null | undefined, titleSuffix = true) {
  if (!page) return [];
  const { story, origin, path, alternates, seo } = page;
  const content = story.content as {
    component: string;
    title?: string;
    intro?: string;
    date?: string;
    author?: string;
    image?: { filename?: string };
  };
  const article =
    content.component === 'blog_article'
      ? {
          'script:ld+json': {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: content.title ?? story.name,
            ...(content.intro ? { description: content.intro } : {}),
            ...(content.date || story.first_published_at
              ? { datePublished: content.date ?? story.first_published_at }
              : {}),
            ...(story.published_at ? { dateModified: story.published_at } : {}),
            ...(content.author ? { author: { '@type': 'Person', name: content.author } } : {}),
            ...(content.image?.filename
              ? {
                  image: content.image.filename.startsWith('/')
                    ? `${origin}${content.image.filename}`
                    : content.image.filename,
                }
              : {}),
            publisher: { '@type': 'Organization', name: SHOP_NAME },
            mainEntityOfPage: `${origin}${path}`,
          },
        }
      : null;
  return [
    { title: titleSuffix ? `${seo.title} — ${SHOP_NAME}` : seo.title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ...(page.preview ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ...(alternates
      ? alternateLinks(origin, path, alternates)
      : [{ tagName: 'link', rel: 'canonical', href: `${origin}${path}` }]),
    ...(article ? [article] : []),
  ];
}
