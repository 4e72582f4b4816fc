import Link from '@/components/ui/link';
import { useFormatter, useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import styles from '@/features/content/components/content.module.css';
import type { BlogListPageProps } from '@/features/content/get-content-props';
import { routes } from '@/config/routes';

/** /blog: published posts, newest first. */
export function BlogListView({ posts, meta }: BlogListPageProps) {
  const t = useTranslations('Blog');
  const tSeo = useTranslations('Seo');
  const format = useFormatter();

  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} description={t('intro')} />
      <SeoHeading>{tSeo('headings.blog')}</SeoHeading>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <h2 className={styles.heroTitle}>{t('title')}</h2>
          <p className={styles.heroLead}>{t('intro')}</p>
        </div>
      </div>
      <div className={styles.page}>
        {posts.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.cards} aria-label={t('listLabel')}>
            {posts.map((post, index) => (
              <li key={post.id} className={styles.card}>
                {post.coverImageUrl && (
                  <img
                    className={styles.cardImage}
                    src={post.coverImageUrl}
                    alt=""
                    width={640}
                    height={360}
                    loading={index < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                )}
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <Link href={routes.blogPost(post.slug)}>{post.title}</Link>
                  </h3>
                  <p className={styles.cardMeta}>
                    <time dateTime={post.publishedAt}>
                      {format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}
                    </time>
                    {' · '}
                    {t('byline', { author: post.author })}
                  </p>
                  <p className={styles.cardText}>{post.excerpt}</p>
                  {post.tags.length > 0 && (
                    <ul className={styles.tags} aria-label={t('tagsLabel')}>
                      {post.tags.map((tag) => (
                        <li key={tag} className={styles.tag}>
                          {tag}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
