import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlainSettledHtml,
  rememberingCatalogHtml,
  sanitizeCatalogHtml,
  sanitizeCatalogHtmlInFull,
  sanitizeOptionalCatalogHtml,
} from './catalog-html.ts';

describe('sanitizeCatalogHtml keeps what describes a product or a content page', () => {
  it('keeps headings, paragraphs, emphasis, lists and line breaks as they are', () => {
    const html =
      '<h1>Over ons</h1><h2>Waar we voor staan</h2><p>Eerlijk <strong>advies</strong>, <em>veilige</em> producten.<br />Ook in de winkel.</p><ul><li>Een</li><li>Twee</li></ul><ol start="3"><li>Drie</li></ol>';
    expect(sanitizeCatalogHtml(html)).toBe(html);
  });

  it('keeps tables with their spans and header scope', () => {
    const html =
      '<table><caption>Maten</caption><thead><tr><th scope="col">Leeftijd</th><th scope="col">Maat</th></tr></thead><tbody><tr><td>0-3 mnd</td><td rowspan="2">56</td></tr><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeCatalogHtml(html)).toBe(html);
  });

  it('keeps links inside the shop as they are, without a rel', () => {
    expect(sanitizeCatalogHtml('<a href="/c/kinderwagens" title="Alle">wagens</a>')).toBe(
      '<a href="/c/kinderwagens" title="Alle">wagens</a>',
    );
    expect(sanitizeCatalogHtml('<a href="#maten">maten</a>')).toBe('<a href="#maten">maten</a>');
  });

  it('gives links that leave the shop rel="noopener noreferrer", replacing their own rel', () => {
    expect(sanitizeCatalogHtml('<a href="https://example.com/gids" rel="opener">gids</a>')).toBe(
      '<a href="https://example.com/gids" rel="noopener noreferrer">gids</a>',
    );
    expect(sanitizeCatalogHtml('<a href="/p/1" target="_blank">nieuw tabblad</a>')).toBe(
      '<a href="/p/1" target="_blank" rel="noopener noreferrer">nieuw tabblad</a>',
    );
    expect(sanitizeCatalogHtml('<a href="mailto:service@kindershop.example">mail</a>')).toBe(
      '<a href="mailto:service@kindershop.example" rel="noopener noreferrer">mail</a>',
    );
  });

  it('keeps images of the shop itself (a relative source) with their text and size', () => {
    const html =
      '<img src="/img/600/744/resize/product/a.webp" alt="Kinderwagen" width="600" height="744" />';
    expect(sanitizeCatalogHtml(html)).toBe(html);
  });

  it('escapes text and leaves an empty string empty', () => {
    expect(sanitizeCatalogHtml('<p>5 &lt; 6 &amp; 7 > 3</p>')).toBe(
      '<p>5 &lt; 6 &amp; 7 &gt; 3</p>',
    );
    expect(sanitizeCatalogHtml('')).toBe('');
    expect(sanitizeOptionalCatalogHtml(null)).toBeNull();
    expect(sanitizeOptionalCatalogHtml('<p onclick="x()">a</p>')).toBe('<p>a</p>');
  });
});

describe('sanitizeCatalogHtml removes whatever could run or disguise itself', () => {
  it.each([
    ['a script element with its content', '<p>Hoi<script>alert(1)</script></p>', '<p>Hoi</p>'],
    [
      'a script split to fool a filter',
      '<<script>script>alert(1)<</script>/script>',
      '&lt;/script&gt;',
    ],
    [
      'event handlers',
      '<img src="/a.webp" onerror="alert(1)" alt="a" />',
      '<img src="/a.webp" alt="a" />',
    ],
    [
      'an event handler on a table cell',
      '<table><tr><td onclick="x()">c</td></tr></table>',
      '<table><tr><td>c</td></tr></table>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a javascript: link in mixed case behind a space',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a>x</a>',
    ],
    [
      'a javascript: link with an encoded tab',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a>x</a>',
    ],
    [
      'a javascript: link with encoded letters',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a>x</a>',
    ],
    [
      'a data: link',
      '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
      '<a>x</a>',
    ],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    [
      'an image from another host',
      '<p><img src="https://evil.example/pixel.png" /></p>',
      '<p></p>',
    ],
    ['a protocol-relative image', '<img src="//evil.example/pixel.png">', ''],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['an image with a javascript: source', '<img src="javascript:alert(1)">', ''],
    [
      'an srcset',
      '<img src="/a.webp" srcset="https://evil.example/a.png 2x">',
      '<img src="/a.webp" />',
    ],
    ['an SVG with a script', '<svg><script>alert(1)</script><title>t</title></svg>', ''],
    ['an SVG onload', '<svg onload="alert(1)"><circle r="1"/></svg>', ''],
    [
      'an SVG animation setting a link',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      '',
    ],
    ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['an iframe with its content', '<iframe src="https://evil.example">binnen</iframe>', ''],
    ['object and embed', '<object data="/x.swf"></object><embed src="/x.swf">', ''],
    [
      'a form with its fields',
      '<form action="https://evil.example"><input name="a"><button>Verstuur</button></form>',
      'Verstuur',
    ],
    ['a style attribute', '<p style="position:fixed;inset:0">s</p>', '<p>s</p>'],
    ['a style element', '<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
    [
      'a link element',
      '<link rel="stylesheet" href="https://evil.example/x.css"><p>t</p>',
      '<p>t</p>',
    ],
    [
      'a meta refresh',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>t</p>',
      '<p>t</p>',
    ],
    ['a base element', '<base href="https://evil.example/"><p>t</p>', '<p>t</p>'],
    [
      'ids and classes (DOM clobbering, borrowed styles)',
      '<p id="__reactRouterContext" class="overlay" name="x">c</p>',
      '<p>c</p>',
    ],
    ['comments', '<!-- <script>alert(1)</script> --><p>a</p>', '<p>a</p>'],
    [
      'a noscript hiding markup in an attribute',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '',
    ],
    ['a protocol-relative link', '<a href="//evil.example/login">x</a>', '<a>x</a>'],
    ['a target other than a new tab', '<a href="/c/x" target="_top">x</a>', '<a href="/c/x">x</a>'],
  ])('removes %s', (_name, hostile, clean) => {
    expect(sanitizeCatalogHtml(hostile)).toBe(clean);
  });

  it('closes malformed nesting instead of letting it swallow the page', () => {
    expect(sanitizeCatalogHtml('<p><b>open <i>nested</p></b><p>next')).toBe(
      '<p><b>open <i>nested</i></b></p><p>next</p>',
    );
    expect(sanitizeCatalogHtml('<ul><li>one<li>two</ul></div></div></section>')).toBe(
      '<ul><li>one</li><li>two</li></ul>',
    );
  });

  it('settles markup its parser would nest otherwise (a paragraph inside a paragraph)', () => {
    const clean = sanitizeCatalogHtml('<p><A<p><p>');
    expect(clean).toBe('<p></p><p></p><p></p>');
    expect(sanitizeCatalogHtml(clean)).toBe(clean);
  });
});

describe('sanitizeCatalogHtml on any input', () => {
  const fragments = fc.constantFrom(
    '<p>',
    '</p>',
    '<a href="javascript:alert(1)">',
    '<a href="https://example.com">',
    '</a>',
    '<img src=x onerror=alert(1)>',
    '<script>',
    '</script>',
    '<svg onload=alert(1)>',
    '<iframe>',
    '<style>',
    '" onmouseover="alert(1)',
    '<b style="color:red">',
    '&lt;script&gt;',
    '<!--',
    '-->',
    '<',
    '>',
    'tekst ',
  );
  const hostileHtml = fc
    .array(fc.oneof(fragments, fc.string()), { maxLength: 30 })
    .map((parts) => parts.join(''));

  it('never leaves a script, frame, SVG, style, event handler or javascript: URL', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const clean = sanitizeCatalogHtml(html);
        expect(clean).not.toMatch(/<\s*(script|iframe|svg|style|object|embed|form)\b/i);
        expect(clean).not.toMatch(/<[^>]*\s(on[a-z]+|style)\s*=/i);
        expect(clean).not.toMatch(/javascript:/i);
      }),
      { numRuns: 500 },
    );
  });

  it('is stable: sanitised HTML passes through unchanged', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const clean = sanitizeCatalogHtml(html);
        expect(sanitizeCatalogHtml(clean)).toBe(clean);
      }),
      { numRuns: 500 },
    );
  });
});

describe('rememberingCatalogHtml', () => {
  it('answers as sanitizeCatalogHtml does, the first time and every time after', () => {
    const clean = rememberingCatalogHtml();
    const texts = [
      '<p>Zacht <script>alert(1)</script>katoen</p>',
      '<p onclick="x()">Weich</p>',
      '<p>Al schoon</p>',
      '',
    ];
    for (let round = 0; round < 2; round++) {
      for (const text of texts) expect(clean(text)).toBe(sanitizeCatalogHtml(text));
    }
  });
});

describe('the shortcut for plain markup', () => {
  const plainTree: fc.Arbitrary<string> = fc.letrec((tie) => ({
    text: fc
      .array(
        fc.constantFrom(
          'Zacht ',
          'katoen',
          'Größe: 68',
          '&amp;',
          '&lt;',
          '&gt;',
          ' "x" ',
          "'",
          '€',
        ),
        { maxLength: 4 },
      )
      .map((parts) => parts.join('')),
    inline: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('text') as fc.Arbitrary<string>,
      fc.constant('<br />'),
      fc
        .tuple(fc.constantFrom('strong', 'em', 'b', 'i'), tie('inlines') as fc.Arbitrary<string>)
        .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
    ),
    inlines: fc
      .array(tie('inline') as fc.Arbitrary<string>, { maxLength: 3 })
      .map((parts) => parts.join('')),
    block: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc
        .tuple(fc.constantFrom('p', 'h2', 'h3', 'h4'), tie('inlines') as fc.Arbitrary<string>)
        .map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
      fc
        .tuple(
          fc.constantFrom('ul', 'ol'),
          fc.array(
            fc.oneof(tie('inlines') as fc.Arbitrary<string>, tie('blocks') as fc.Arbitrary<string>),
            { maxLength: 3 },
          ),
        )
        .map(
          ([tag, items]) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`,
        ),
    ),
    blocks: fc
      .array(tie('block') as fc.Arbitrary<string>, { maxLength: 3 })
      .map((parts) => parts.join('')),
  })).blocks;
  const tokens = fc.constantFrom(
    ...[
      'p',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'div',
      'br',
    ].flatMap((tag) => [`<${tag}>`, `</${tag}>`]),
    '<br />',
    '<br/>',
    '<p class="x">',
    '&amp;',
    '&lt;',
    '&gt;',
    '&nbsp;',
    '&quot;',
    '&#39;',
    '<',
    '>',
    '&',
    '"',
    '\r\n',
    '\0',
    '\u00a0',
    'tekst ',
    'ß',
    '<!--',
    '-->',
  );
  /** Plain trees with stray tokens put in at random places. */
  const nearlyPlain = fc
    .tuple(plainTree, fc.array(fc.tuple(fc.nat(), fc.oneof(tokens, fc.string())), { maxLength: 3 }))
    .map(([html, inserts]) =>
      inserts.reduce((text, [at, token]) => {
        const index = at % (text.length + 1);
        return text.slice(0, index) + token + text.slice(index);
      }, html),
    );

  it('takes plain markup as the sanitiser gives it back, and nothing the sanitiser would change', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          plainTree,
          nearlyPlain,
          fc.array(tokens).map((t) => t.join('')),
        ),
        (html) => {
          if (!isPlainSettledHtml(html)) return;
          taken += 1;
          expect(sanitizeCatalogHtmlInFull(html)).toBe(html);
        },
      ),
      { numRuns: 3000 },
    );
    // The property said something: most plain trees are taken.
    expect(taken).toBeGreaterThan(1000);
  });

  it('takes the catalogue’s usual texts and leaves everything else to the sanitiser', () => {
    expect(
      isPlainSettledHtml(
        '<p>Ein Strampler mit Reißverschluss &amp; Druckknöpfen.</p><ul><li>Farbe: Weiß</li><li>Größe: 68</li></ul>',
      ),
    ).toBe(true);
    for (const html of [
      '<p>a > b</p>',
      '<p>a &nbsp; b</p>',
      '<p class="x">a</p>',
      '<p><ul><li>x</li></ul></p>',
      '<p>open',
      '<li>x</li>',
      '<p>a<br>b</p>',
      '<p><a href="/x">a</a></p>',
      '<p>a</b>',
    ])
      expect(isPlainSettledHtml(html), html).toBe(false);
  });
});
