import { useEffect, useRef } from 'react';
import { trackEvent } from '../../lib/analytics.ts';
import { useTranslate } from '../../lib/i18n.ts';
import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentLink } from './content-link.tsx';
import { ContentPicture } from './content-picture.tsx';
import { editableAttributes } from './editable.ts';

/**
 * Slides in a row that scrolls with snap points; the previous and next buttons move it by one
 * slide. It never moves by itself (no autoplay): the shopper decides.
 */
export default function Slider({ block, eager }: BlockProps<Block<'slider'>>) {
  const t = useTranslate();
  const track = useRef<HTMLUListElement>(null);
  const section = useRef<HTMLElement>(null);
  // The slider is a content block whose code loads after the page's, and React may hydrate it
  // well after the page (at once when a pointer comes over it). Its section says when its
  // buttons work.
  useEffect(() => section.current?.setAttribute('data-hydrated', 'true'), []);
  const slides = block.slides ?? [];
  if (slides.length === 0) return null;
  const move = (direction: -1 | 1) => {
    const list = track.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
    trackEvent('slider_use', sliderName, direction === 1 ? 'next' : 'previous');
  };
  const titleId = `slider-${block._uid}`;
  // The slider as analytics names it: its title, else its block id.
  const sliderName = block.title || block._uid;
  return (
    <section
      ref={section}
      className={styles.slider}
      aria-roledescription="carousel"
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : t('Highlights')}
    >
      {block.title ? (
        <h2 id={titleId} className={styles.blockTitle}>
          {block.title}
        </h2>
      ) : null}
      <ul className={styles.sliderTrack} ref={track}>
        {slides.map((slide, index) => (
          <li
            key={slide._uid}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t('{index} of {count}', { index: index + 1, count: slides.length })}
            {...editableAttributes(slide._editable)}
          >
            <ContentPicture
              asset={slide.image}
              className={styles.slideImage}
              eager={eager && index === 0}
            />
            <div className={styles.slideText}>
              {slide.title ? <h3>{slide.title}</h3> : null}
              {slide.text ? <p>{slide.text}</p> : null}
              {slide.link && slide.link_text ? (
                <ContentLink
                  link={slide.link}
                  className={styles.button}
                  onFollow={(url) =>
                    trackEvent('slider_select', sliderName, {
                      label: slide.title || slide.link_text || '',
                      url,
                      index,
                    })
                  }
                >
                  {slide.link_text}
                </ContentLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className={styles.sliderControls}>
          <button type="button" className={styles.sliderButton} onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('Previous slide')}</span>
          </button>
          <button type="button" className={styles.sliderButton} onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('Next slide')}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
