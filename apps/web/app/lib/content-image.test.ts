import { describe, expect, it } from 'vitest';
import { contentImage } from './content-image.ts';

describe('a content block’s image', () => {
  it('sizes a Storyblok asset through the image service, with its size', () => {
    const image = contentImage('https://a.storyblok.com/f/12345/1600x700/abc/hero.jpg');
    expect(image?.src).toBe('https://a.storyblok.com/f/12345/1600x700/abc/hero.jpg/m/1600x0');
    expect(image?.srcSet).toContain('/m/480x0 480w');
    expect(image?.srcSet).toContain('/m/1200x0 1200w');
    expect(image).toMatchObject({ width: 1600, height: 700 });
  });

  it('knows the regional asset hosts and caps the widths', () => {
    const image = contentImage('https://a-us.storyblok.com/f/1/800x600/x/tile.png', 768);
    expect(image?.src).toBe('https://a-us.storyblok.com/f/1/800x600/x/tile.png/m/768x0');
    expect(image?.srcSet).not.toContain('1200w');
  });

  it('uses a path the shop serves as it is', () => {
    expect(contentImage('/favicon.svg')).toEqual({ src: '/favicon.svg' });
  });

  it('draws a media store image through the image route at its offered sizes', () => {
    expect(contentImage('/product/stroller/navy-1.svg')).toEqual({
      src: '/img/1200/1488/resize/product/stroller/navy-1.svg',
      srcSet:
        '/img/600/744/resize/product/stroller/navy-1.svg 600w, /img/1200/1488/resize/product/stroller/navy-1.svg 1200w',
      width: 600,
      height: 744,
    });
    expect(contentImage('/category/strollers.svg', 480)).toEqual({
      src: '/img/310/300/resize/category/strollers.svg',
      width: 310,
      height: 300,
    });
  });

  it('shows nothing of other hosts or schemes', () => {
    expect(contentImage('https://evil.example/x.png')).toBeNull();
    expect(contentImage('javascript:alert(1)')).toBeNull();
    expect(contentImage('//a.storyblok.com.evil.example/x.png')).toBeNull();
    expect(contentImage('')).toBeNull();
    expect(contentImage(undefined)).toBeNull();
  });
});
