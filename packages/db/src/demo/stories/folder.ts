/**
 * The current brochure (`/folder`, secondary-areas §2 route table) of each store view, as a
 * content page: a cover, a short word on what this brochure is about, its pages as product rows
 * (listed skus of the demo catalogue, and a category's newest with a link to the whole category),
 * and the way to a store. No discount is promised: the products show the catalogue's own prices
 * and specials.
 */
import {
  categoryImage,
  categoryLink,
  categorySlug,
  type Lang,
  PAGES,
  paragraphs,
  ROUTES,
  type SeedStory,
  uidsOf,
  urlLink,
} from './build.ts';

/** The brochure's pages: parent skus of the demo catalogue. */
const ON_THE_ROAD_SKUS = ['ICS-100010', 'ICS-100102', 'ISBA-100013', 'CASE-100208'];
const SLEEP_SKUS = ['COMA-100019', 'SLBA-100078', 'SLBA-100023', 'BAMO-100072'];
const FIRST_WEEKS_SKUS = ['SLE-100047', 'SET-102173', 'COMA-100087'];

export function folderStory(lang: Lang): SeedStory {
  const uid = uidsOf(`folder-${lang}`);
  const t =
    lang === 'nl'
      ? {
          name: 'Folder',
          seo: {
            title: 'De folder van Kindershop: alles voor de eerste maanden',
            description:
              'Blader door onze folder: autostoeltjes, slapen en de eerste weken met je baby, met advies en de producten die ouders het vaakst kiezen.',
          },
          coverTitle: 'Onze folder: klaar voor de eerste maanden',
          coverText:
            'Van de eerste rit naar huis tot de eerste nachten in de babykamer: in deze folder zetten onze adviseurs op een rij wat je echt nodig hebt.',
          coverLinkText: 'Bekijk alles voor de babykamer',
          coverAlt: 'Een ledikant in een lichte babykamer',
          intro:
            'Elke folder heeft een thema. Deze keer: goed voorbereid op de eerste maanden. Elk product hieronder bestel je direct, of bekijk je in een van onze winkels.',
          onTheRoad: 'Pagina 2 en 3: veilig onderweg',
          sleep: 'Pagina 4 en 5: rustig slapen',
          firstWeeks: 'Pagina 6: de eerste weken',
          strollers: 'Pagina 7: nieuw binnen bij de kinderwagens',
          strollersLinkText: 'Alle kinderwagens',
          storeTitle: 'De folder in het echt bekijken?',
          storeText:
            'In onze winkels staan de producten uit de folder klaar om te proberen, met advies van onze adviseurs.',
          storeLinkText: 'Vind een winkel',
        }
      : {
          name: 'Prospekt',
          seo: {
            title: 'Der Prospekt von Kindershop: alles für die ersten Monate',
            description:
              'Blättern Sie durch unseren Prospekt: Autositze, Schlafen und die ersten Wochen mit Ihrem Baby, mit Beratung und den Produkten, die Eltern am häufigsten wählen.',
          },
          coverTitle: 'Unser Prospekt: bereit für die ersten Monate',
          coverText:
            'Von der ersten Fahrt nach Hause bis zu den ersten Nächten im Babyzimmer: In diesem Prospekt stellen unsere Beraterinnen und Berater zusammen, was Sie wirklich brauchen.',
          coverLinkText: 'Alles für das Babyzimmer ansehen',
          coverAlt: 'Ein Babybett in einem hellen Babyzimmer',
          intro:
            'Jeder Prospekt hat ein Thema. Diesmal: gut vorbereitet auf die ersten Monate. Jedes Produkt unten können Sie direkt bestellen oder in einer unserer Filialen ansehen.',
          onTheRoad: 'Seite 2 und 3: sicher unterwegs',
          sleep: 'Seite 4 und 5: ruhig schlafen',
          firstWeeks: 'Seite 6: die ersten Wochen',
          strollers: 'Seite 7: neu bei den Kinderwagen',
          strollersLinkText: 'Alle Kinderwagen',
          storeTitle: 'Den Prospekt in echt ansehen?',
          storeText:
            'In unseren Filialen stehen die Produkte aus dem Prospekt zum Ausprobieren bereit, mit Beratung durch unsere Beraterinnen und Berater.',
          storeLinkText: 'Filiale finden',
        };
  return {
    full_slug: PAGES.folder[lang],
    name: t.name,
    group: 'folder',
    first_published_at: '2026-03-02T08:00:00.000Z',
    content: {
      _uid: `folder-${lang}`,
      component: 'page',
      title: t.name,
      hide_title: true,
      seo: t.seo,
      body: [
        {
          _uid: uid(),
          component: 'hero_banner',
          title: t.coverTitle,
          text: t.coverText,
          image: categoryImage('cribs', t.coverAlt),
          link: categoryLink('nursery', lang),
          link_text: t.coverLinkText,
        },
        { _uid: uid(), component: 'rich_text', text: paragraphs(t.intro) },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.onTheRoad,
          skus: ON_THE_ROAD_SKUS.join(','),
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.sleep,
          skus: SLEEP_SKUS.join(','),
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.firstWeeks,
          skus: FIRST_WEEKS_SKUS.join(','),
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.strollers,
          category: categorySlug('strollers', lang),
          limit: 8,
          link: categoryLink('strollers', lang),
          link_text: t.strollersLinkText,
        },
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.storeTitle,
          text: t.storeText,
          link: urlLink(ROUTES.storeLocator),
          link_text: t.storeLinkText,
          background: 'rose',
        },
      ],
    },
  };
}
