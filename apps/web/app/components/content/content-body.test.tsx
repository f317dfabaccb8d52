import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CONTENT_DATA } from './block-types.ts';
import { ContentBody, type StoryBlock } from './content-body.tsx';
import { preloadBlocks } from './registry.ts';
import { RichText } from './rich-text.tsx';

function render(node: React.ReactNode, path = '/') {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as never;

beforeAll(() => preloadBlocks());

describe('the block renderer on the server (secondary-areas §2 content pages)', () => {
  it('draws every block in full, in order, the later ones too', () => {
    const blocks: StoryBlock[] = [
      { _uid: 'a', component: 'hero_banner', title: 'Welkom', text: 'Alles voor je baby' },
      { _uid: 'b', component: 'cta_banner', title: 'Geboortelijst' },
      {
        _uid: 'c',
        component: 'statistics_grid',
        items: [{ _uid: 's', component: 'statistic', value: '40', label: 'winkels' }],
      },
      {
        _uid: 'd',
        component: 'faq',
        items: [
          {
            _uid: 'q',
            component: 'faq_item',
            question: 'Hoe?',
            answer: doc({ type: 'paragraph', content: [{ type: 'text', text: 'Zo.' }] }),
          },
        ],
      },
    ];
    const html = render(<ContentBody blocks={blocks} data={EMPTY_CONTENT_DATA} />);
    expect(html.indexOf('Welkom')).toBeLessThan(html.indexOf('Geboortelijst'));
    expect(html).toContain('<dd>40</dd>');
    expect(html).toContain('<summary>Hoe?</summary>');
    expect(html).toContain('<p>Zo.</p>');
    // No streamed fallbacks: the server's HTML holds the blocks themselves.
    expect(html).not.toContain('<template');
  });

  it('skips an unknown block, and labels it only in an editor’s preview', () => {
    const blocks: StoryBlock[] = [{ _uid: 'x', component: 'video_wall' }];
    expect(render(<ContentBody blocks={blocks} data={EMPTY_CONTENT_DATA} />)).not.toContain(
      'video_wall',
    );
    expect(render(<ContentBody blocks={blocks} data={EMPTY_CONTENT_DATA} preview />)).toContain(
      'video_wall',
    );
  });

  it('carries the visual editor’s marks of a draft’s blocks', () => {
    const blocks: StoryBlock[] = [
      {
        _uid: 'abc',
        component: 'cta_banner',
        title: 'T',
        _editable:
          '<!--#storyblok#{"name": "cta_banner", "space": "1", "uid": "abc", "id": "42"}-->',
      },
    ];
    const html = render(<ContentBody blocks={blocks} data={EMPTY_CONTENT_DATA} preview />);
    expect(html).toContain('data-blok-uid="42-abc"');
    expect(html).toContain('data-blok-c=');
  });
});

describe('rich text', () => {
  it('draws known nodes and marks as elements, and the text of unknown ones', () => {
    const html = render(
      <RichText
        doc={doc(
          { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Kop' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'vet', marks: [{ type: 'bold' }, { type: 'italic' }] },
              { type: 'hard_break' },
              { type: 'emoji', text: '🙂' },
            ],
          },
          {
            type: 'bullet_list',
            content: [
              {
                type: 'list_item',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'een' }] }],
              },
            ],
          },
          { type: 'horizontal_rule' },
        )}
      />,
    );
    // A heading never competes with the page's h1.
    expect(html).toContain('<h2>Kop</h2>');
    expect(html).toContain('<em><strong>vet</strong></em><br/>🙂');
    expect(html).toContain('<ul><li><p>een</p></li></ul><hr/>');
  });

  it('makes story links router links in the store view and refuses script links', () => {
    const link = (attrs: Record<string, unknown>, text: string) => ({
      type: 'text',
      text,
      marks: [{ type: 'link', attrs }],
    });
    const html = render(
      <RichText
        doc={doc({
          type: 'paragraph',
          content: [
            link(
              { href: '/de/ueber-uns', linktype: 'story', story: { full_slug: 'de/ueber-uns' } },
              'Über uns',
            ),
            link({ href: 'https://example.org', linktype: 'url', target: '_blank' }, 'extern'),
            link({ href: 'javascript:alert(1)', linktype: 'url' }, 'böse'),
            { type: 'text', text: '<script>alert(1)</script>' },
          ],
        })}
      />,
      '/de/blog',
    );
    expect(html).toContain('<a href="/de/ueber-uns"');
    expect(html).toContain('href="https://example.org" rel="noopener" target="_blank"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<span>böse</span>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
