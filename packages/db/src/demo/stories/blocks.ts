/**
 * CMS blocks of the demo shop: named pieces of content under `{storeCode}/blocks/` that pages
 * place by identifier (the story's slug), read through the catalogue's `cms_block` search. The
 * facts are the shop's: free returns within 30 days, shipped the same day when ordered before the
 * cut-off, pick-up in a store.
 */
import { doc, type Lang, p, type SeedStory, uidsOf, ul } from './build.ts';

export function blockStories(lang: Lang): SeedStory[] {
  return [serviceUsps(lang), birthListTeaser(lang)];
}

function block(
  lang: Lang,
  identifier: string,
  name: string,
  text: ReturnType<typeof doc>,
): SeedStory {
  const uid = uidsOf(`block-${identifier}-${lang}`);
  return {
    full_slug: `${lang}/blocks/${identifier}`,
    name,
    group: `block-${identifier}`,
    first_published_at: '2026-01-05T09:00:00.000Z',
    content: {
      _uid: `block-${identifier}-${lang}`,
      component: 'cms_block',
      title: name,
      body: [{ _uid: uid(), component: 'rich_text', text }],
    },
  };
}

function serviceUsps(lang: Lang): SeedStory {
  return lang === 'nl'
    ? block(
        lang,
        'service-usps',
        'Onze beloftes',
        doc(
          ul(
            'Gratis retourneren binnen 30 dagen',
            'Op werkdagen op tijd besteld, dezelfde dag verzonden',
            'Gratis afhalen in onze winkels',
          ),
        ),
      )
    : block(
        lang,
        'service-usps',
        'Unsere Versprechen',
        doc(
          ul(
            'Kostenlose Rücksendung innerhalb von 30 Tagen',
            'Werktags rechtzeitig bestellt, am selben Tag versendet',
            'Kostenlose Abholung in unseren Filialen',
          ),
        ),
      );
}

function birthListTeaser(lang: Lang): SeedStory {
  return lang === 'nl'
    ? block(
        lang,
        'birth-list-teaser',
        'Geboortelijst',
        doc(p('Maak je geboortelijst en laat familie en vrienden zien wat je nog nodig hebt.')),
      )
    : block(
        lang,
        'birth-list-teaser',
        'Geburtsliste',
        doc(
          p(
            'Erstellen Sie Ihre Geburtsliste und zeigen Sie Familie und Freunden, was Sie noch brauchen.',
          ),
        ),
      );
}
