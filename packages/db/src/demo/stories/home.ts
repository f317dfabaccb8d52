/**
 * The home page of each store view (`{code}/home`): the campaign hero, the top categories,
 * products, the birth list, campaigns, the shop's facts, the stores and an SEO text. The facts
 * are counted from the demo data (stores, brands), so the page says what the demo holds.
 */
import { BRANDS } from '../brands.ts';
import { CATEGORY_TREE } from '../categories.ts';
import { DEMO_STORES } from '../stores.ts';
import {
  categoryImage,
  categoryLink,
  categorySlug,
  doc,
  type Lang,
  PAGES,
  p,
  ROUTES,
  type SeedStory,
  storyLink,
  uidsOf,
  ul,
  urlLink,
} from './build.ts';

/** Popular products of the home page: parent skus of the demo catalogue. */
const HOME_POPULAR_SKUS = [
  'STR-100086',
  'ICS-100010',
  'CRI-100016',
  'SLBA-100078',
  'BACA-100067',
  'BAMO-100072',
  'BRPU-100026',
  'DIBA-100119',
];

/** Top categories with products of their own (a content-only category makes an empty tile). */
const HOME_CATEGORY_KEYS = CATEGORY_TREE.filter((def) => def.displayMode !== 'PAGE').map(
  (def) => def.key,
);

/** The year the shop began, in Utrecht (as the about-us page tells). */
const FOUNDED = 2009;

function activeStores(country: 'NL' | 'DE'): number {
  return DEMO_STORES.filter((store) => store.active && store.countryId === country).length;
}

export function homeStory(lang: Lang): SeedStory {
  const uid = uidsOf(`home-${lang}`);
  const nlStores = activeStores('NL');
  const deStores = activeStores('DE');
  const t =
    lang === 'nl'
      ? {
          title: 'Kindershop',
          seo: {
            title: 'Kindershop: alles voor je baby, met advies van ouders',
            description:
              'Kinderwagens, autostoeltjes, babykamers en verzorging van merken die ouders vertrouwen. Gratis retourneren binnen 30 dagen en advies in onze winkels.',
          },
          heroTitle: 'Alles voor je baby, met zorg gekozen',
          heroText:
            'Van de eerste kinderwagen tot het eerste slaapzakje: producten van merken die ouders vertrouwen, met eerlijk advies erbij.',
          heroLinkText: 'Bekijk de kinderwagens',
          heroAlt: 'Een kinderwagen in marineblauw',
          tilesTitle: 'Shop per categorie',
          popularTitle: 'Populair bij ouders',
          birthTitle: 'De geboortelijst: deel je wensen voor je baby',
          birthText:
            'Een geboortelijst is gratis. Jij kiest wat je graag wilt hebben, familie en vrienden kopen het als cadeau en niets wordt dubbel gegeven.',
          birthLinkText: 'Zo werkt de geboortelijst',
          nurseryTitle: 'Nieuw in de babykamer',
          nurseryLinkText: 'Alles voor de babykamer',
          sliderTitle: 'Acties en advies',
          slides: [
            {
              title: 'Veilig onderweg',
              text: 'Autostoeltjes volgens de i-Size-norm, met een isofix-basis die in je auto past.',
              linkText: 'Naar de actie',
              alt: 'Een autostoeltje in grijs',
            },
            {
              title: 'Een rustige babykamer',
              text: 'Ledikanten, matrassen en slaapzakken voor veilig en rustig slapen.',
              linkText: 'Naar de babykamer',
              alt: 'Een wit ledikant',
            },
            {
              title: 'Alle acties en themaweken',
              text: 'Elke paar weken een nieuw thema, met advies van onze adviseurs en de producten die ouders het vaakst kiezen.',
              linkText: 'Bekijk alle acties',
              alt: 'Een kinderwagen-voordeelset in beige',
            },
          ],
          boxTitle: 'Gratis zwangerschapsbox',
          boxText:
            'Ben je zwanger? Vraag je gratis box aan met proefverpakkingen, een hydrofiele doek en een checklist voor de babyuitzet.',
          boxLinkText: 'Vraag je box aan',
          statsTitle: 'Kindershop in cijfers',
          stats: [
            { value: String(FOUNDED), label: 'opgericht in Utrecht' },
            {
              value: String(nlStores + deStores),
              label: `winkels: ${nlStores} in Nederland en ${deStores} in Duitsland`,
            },
            { value: String(BRANDS.length), label: 'merken die we zelf hebben getest' },
            { value: '30 dagen', label: 'gratis retourneren' },
          ],
          storesTitle: 'Kom langs voor advies en een proefrit',
          storesText: [
            'In onze winkels kun je kinderwagens uitproberen, autostoeltjes laten inpassen in je eigen auto en rustig vragen stellen aan adviseurs die zelf ouder zijn.',
            'Je online bestelling haal je gratis op in de winkel, vaak dezelfde dag nog.',
          ],
          storesLinkText: 'Vind een winkel bij jou in de buurt',
          storesAlt: 'Een combi-kinderwagen in grijs',
          seoTitle: 'Babyspullen kopen bij Kindershop',
          seoText: [
            'Bij Kindershop vind je alles voor je baby en je kind: van een complete combi-kinderwagen en een veilig autostoeltje tot een ledikant, een slaapzak en de eerste rompertjes. We verkopen alleen producten die voldoen aan de Europese veiligheidsnormen en die we zelf hebben getest.',
            'Twijfel je tussen twee kinderwagens of weet je niet welk autostoeltje in je auto past? Lees onze tips op het blog, bel onze klantenservice of kom langs in een van onze winkels.',
          ],
          seoList: [
            'Gratis retourneren binnen 30 dagen',
            'Gratis afhalen in onze winkels',
            'Een gratis geboortelijst om je wensen te delen',
          ],
        }
      : {
          title: 'Kindershop',
          seo: {
            title: 'Kindershop: alles für Ihr Baby, mit Beratung von Eltern',
            description:
              'Kinderwagen, Autositze, Babyzimmer und Pflege von Marken, denen Eltern vertrauen. Kostenlose Rücksendung innerhalb von 30 Tagen und Beratung in unseren Filialen.',
          },
          heroTitle: 'Alles für Ihr Baby, mit Sorgfalt ausgewählt',
          heroText:
            'Vom ersten Kinderwagen bis zum ersten Schlafsack: Produkte von Marken, denen Eltern vertrauen, mit ehrlicher Beratung dazu.',
          heroLinkText: 'Zu den Kinderwagen',
          heroAlt: 'Ein Kinderwagen in Marineblau',
          tilesTitle: 'Nach Kategorie einkaufen',
          popularTitle: 'Beliebt bei Eltern',
          birthTitle: 'Die Geburtsliste: Teilen Sie Ihre Wünsche für Ihr Baby',
          birthText:
            'Eine Geburtsliste ist kostenlos. Sie wählen, was Sie sich wünschen, Familie und Freunde kaufen es als Geschenk, und nichts wird doppelt geschenkt.',
          birthLinkText: 'So funktioniert die Geburtsliste',
          nurseryTitle: 'Neu im Babyzimmer',
          nurseryLinkText: 'Alles für das Babyzimmer',
          sliderTitle: 'Aktionen und Ratgeber',
          slides: [
            {
              title: 'Sicher unterwegs',
              text: 'Autositze nach der i-Size-Norm, mit einer Isofix-Basis, die in Ihr Auto passt.',
              linkText: 'Zur Aktion',
              alt: 'Eine Babyschale in Grau',
            },
            {
              title: 'Ein ruhiges Babyzimmer',
              text: 'Babybetten, Matratzen und Schlafsäcke für sicheren und ruhigen Schlaf.',
              linkText: 'Zum Babyzimmer',
              alt: 'Ein weißes Babybett',
            },
            {
              title: 'Alle Aktionen und Themenwochen',
              text: 'Alle paar Wochen ein neues Thema, mit Tipps unserer Beraterinnen und Berater und den Produkten, die Eltern am häufigsten wählen.',
              linkText: 'Alle Aktionen ansehen',
              alt: 'Ein Kinderwagen-Sparset in Beige',
            },
          ],
          boxTitle: 'Kostenlose Schwangerschaftsbox',
          boxText:
            'Sie sind schwanger? Fordern Sie Ihre kostenlose Box mit Probepackungen, einem Mulltuch und einer Checkliste für die Erstausstattung an.',
          boxLinkText: 'Box anfordern',
          statsTitle: 'Kindershop in Zahlen',
          stats: [
            { value: String(FOUNDED), label: 'in Utrecht gegründet' },
            {
              value: String(nlStores + deStores),
              label: `Filialen: ${deStores} in Deutschland und ${nlStores} in den Niederlanden`,
            },
            { value: String(BRANDS.length), label: 'Marken, die wir selbst getestet haben' },
            { value: '30 Tage', label: 'kostenlose Rücksendung' },
          ],
          storesTitle: 'Besuchen Sie uns für Beratung und eine Probefahrt',
          storesText: [
            'In unseren Filialen probieren Sie Kinderwagen aus, lassen Autositze in Ihr eigenes Auto einpassen und stellen in Ruhe Ihre Fragen an Beraterinnen und Berater, die selbst Eltern sind.',
            'Ihre Online-Bestellung holen Sie kostenlos in der Filiale ab.',
          ],
          storesLinkText: 'Eine Filiale in Ihrer Nähe finden',
          storesAlt: 'Ein Kombikinderwagen in Grau',
          seoTitle: 'Babyausstattung kaufen bei Kindershop',
          seoText: [
            'Bei Kindershop finden Sie alles für Ihr Baby und Ihr Kind: vom kompletten Kombikinderwagen und einem sicheren Autositz bis zum Babybett, dem Schlafsack und den ersten Bodys. Wir verkaufen nur Produkte, die den europäischen Sicherheitsnormen entsprechen und die wir selbst getestet haben.',
            'Sie schwanken zwischen zwei Kinderwagen oder wissen nicht, welcher Autositz in Ihr Auto passt? Lesen Sie unsere Tipps im Ratgeber, rufen Sie unseren Kundenservice an oder besuchen Sie eine unserer Filialen.',
          ],
          seoList: [
            'Kostenlose Rücksendung innerhalb von 30 Tagen',
            'Kostenlose Abholung in unseren Filialen',
            'Eine kostenlose Geburtsliste, um Ihre Wünsche zu teilen',
          ],
        };
  const slideTargets = [
    { link: storyLink(PAGES.carSeatCampaign[lang]), image: 'infant-car-seats' },
    { link: storyLink(PAGES.nurseryCampaign[lang]), image: 'cribs' },
    { link: storyLink(PAGES.campaigns[lang]), image: 'stroller-sets' },
  ];
  return {
    full_slug: PAGES.home[lang],
    name: 'Home',
    group: 'home',
    first_published_at: '2026-01-05T09:00:00.000Z',
    content: {
      _uid: `home-${lang}`,
      component: 'page',
      title: t.title,
      hide_title: true,
      seo: t.seo,
      body: [
        {
          _uid: uid(),
          component: 'hero_banner',
          title: t.heroTitle,
          text: t.heroText,
          image: categoryImage('strollers', t.heroAlt),
          link: categoryLink('strollers', lang),
          link_text: t.heroLinkText,
        },
        {
          _uid: uid(),
          component: 'category_tiles',
          title: t.tilesTitle,
          tiles: HOME_CATEGORY_KEYS.map((key) => ({
            _uid: uid(),
            component: 'category_tile',
            category: categorySlug(key, lang),
          })),
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.popularTitle,
          skus: HOME_POPULAR_SKUS.join(','),
        },
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.birthTitle,
          text: t.birthText,
          link: storyLink(PAGES.birthList[lang]),
          link_text: t.birthLinkText,
          background: 'rose',
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.nurseryTitle,
          category: categorySlug('nursery', lang),
          limit: 8,
          link: categoryLink('nursery', lang),
          link_text: t.nurseryLinkText,
        },
        {
          _uid: uid(),
          component: 'slider',
          title: t.sliderTitle,
          slides: t.slides.map((slide, index) => {
            const target = slideTargets[index]!;
            return {
              _uid: uid(),
              component: 'slide',
              title: slide.title,
              text: slide.text,
              image: categoryImage(target.image, slide.alt),
              link: target.link,
              link_text: slide.linkText,
            };
          }),
        },
        {
          _uid: uid(),
          component: 'statistics_grid',
          title: t.statsTitle,
          items: t.stats.map((stat) => ({ _uid: uid(), component: 'statistic', ...stat })),
        },
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.boxTitle,
          text: t.boxText,
          link: storyLink(PAGES.pregnancyBox[lang]),
          link_text: t.boxLinkText,
          background: 'sand',
        },
        {
          _uid: uid(),
          component: 'image_text',
          title: t.storesTitle,
          text: doc(...t.storesText.map((text) => p(text))),
          image: categoryImage('combi-strollers', t.storesAlt),
          image_position: 'left',
          link: urlLink(ROUTES.storeLocator),
          link_text: t.storesLinkText,
        },
        {
          _uid: uid(),
          component: 'seo_text',
          title: t.seoTitle,
          text: doc(...t.seoText.map((text) => p(text)), ul(...t.seoList)),
        },
      ],
    },
  };
}
