import { STORE_VIEWS, storyPathOf } from '@shop/core';
import { Link } from 'react-router';
import { useStoreView, useTranslate } from '../../lib/i18n.ts';
import { localizePath } from '../../lib/store-view.ts';
import type { Block, BlockProps } from './block-types.ts';
import styles from './content.module.css';
import { ContentPicture } from './content-picture.tsx';

/**
 * The store view's blog articles, newest first, a page at a time (image, date, title, intro),
 * with links to the newer and older pages (?page=). The loader read the page on the server.
 */
export default function BlogOverview({ block, data, eager }: BlockProps<Block<'blog_overview'>>) {
  const storeView = useStoreView();
  const t = useTranslate();
  const blog = data.blog;
  if (!blog) return null;
  const pages = Math.max(1, Math.ceil(blog.total / blog.perPage));
  const dateFormat = new Intl.DateTimeFormat(storeView.locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <section className={styles.blog}>
      {block.title ? <h2 className={styles.blockTitle}>{block.title}</h2> : null}
      {blog.articles.length === 0 ? (
        <p>{t('No articles yet')}</p>
      ) : (
        <ul className={styles.blogList}>
          {blog.articles.map((article, index) => {
            const { storeCode, path } = storyPathOf(article.full_slug);
            const href = localizePath(storeCode ? STORE_VIEWS[storeCode] : storeView, path);
            const date = article.date ?? article.first_published_at?.slice(0, 10) ?? null;
            return (
              <li key={article.full_slug} className={styles.blogItem}>
                <article>
                  <ContentPicture
                    asset={article.image}
                    className={styles.blogImage}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    maxWidth={768}
                    eager={eager && index < 2}
                  />
                  <h3>
                    <Link to={href} className={styles.blogLink}>
                      {article.title}
                    </Link>
                  </h3>
                  {date ? (
                    <time dateTime={date} className={styles.blogDate}>
                      {dateFormat.format(new Date(`${date}T00:00:00Z`))}
                    </time>
                  ) : null}
                  {article.intro ? <p>{article.intro}</p> : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.paging} aria-label={t('Blog pages')}>
          {blog.page > 1 ? (
            <Link to={blog.page === 2 ? '?' : `?page=${blog.page - 1}`} rel="prev">
              {t('Newer articles')}
            </Link>
          ) : null}
          <span>{t('Page {page} of {pages}', { page: blog.page, pages })}</span>
          {blog.page < pages ? (
            <Link to={`?page=${blog.page + 1}`} rel="next">
              {t('Older articles')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
