import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useFormatter, useTranslations } from 'next-intl';
import { breadcrumbList, JsonLd } from '@/components/seo/json-ld';
import { localizedUrl, SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { publicEnv } from '@/config/env';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import styles from '@/features/content/components/content.module.css';
import { Markdown } from '@/features/content/components/markdown';
import type { BlogPostPageProps } from '@/features/content/get-content-props';
import { blogPosting, socialImageUrl } from '@/features/content/structured-data';
import { routes } from '@/config/routes';

/** /blog/[slug]: one post. */
export function BlogPostView({ post, meta }: BlogPostPageProps) {
  const t = useTranslations('Blog');
  const tContent = useTranslations('Content');
  const tSeo = useTranslations('Seo');
  const format = useFormatter();
  const { locale = 'en' } = useRouter();
  const title = `${post.title} | Alva`;
  const url = localizedUrl(routes.blogPost(post.slug), locale);
  const image = post.coverImageUrl ? socialImageUrl(post.coverImageUrl, publicEnv.siteUrl) : undefined;

  return (
    <>
      <SeoHead
        meta={meta ? { ...meta, title, description: post.excerpt, og: [] } : null}
        title={title}
        description={post.excerpt}
        image={image}
      />
      <SeoHeading>{tSeo('headings.blogPost', { title: post.title })}</SeoHeading>
      <JsonLd
        id="blog-post"
        data={[
          blogPosting({ ...post, url, imageUrl: image ?? null, locale, siteUrl: publicEnv.siteUrl }),
          breadcrumbList([
            { name: tContent('home'), url: localizedUrl(routes.home, locale) },
            { name: t('title'), url: localizedUrl(routes.blog, locale) },
            { name: post.title, url },
          ]),
        ]}
      />
      <div className={`${styles.page} ${styles.narrow}`}>
        <Breadcrumbs
          items={[
            { name: tContent('home'), href: routes.home },
            { name: t('title'), href: routes.blog },
            { name: post.title },
          ]}
        />
        <article aria-labelledby="post-title">
          <h2 id="post-title" className={styles.title}>
            {post.title}
          </h2>
          <p className={styles.metaLine}>
            <time dateTime={post.publishedAt}>
              {format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}
            </time>
            {' · '}
            {t('byline', { author: post.author })}
          </p>
          {post.tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('tagsLabel')} style={{ marginTop: 12 }}>
              {post.tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {post.coverImageUrl ? (
            <img className={styles.cover} src={post.coverImageUrl} alt="" width={1280} height={720} decoding="async" />
          ) : (
            <div style={{ height: 24 }} />
          )}
          <p className={styles.lead} style={{ marginTop: 0, marginBottom: 24 }}>
            {post.excerpt}
          </p>
          <Markdown source={post.body} headingLevel={2} />
        </article>
        <p style={{ marginTop: 48 }}>
          <Link className={`${styles.button} ${styles.buttonOutline}`} href={routes.blog}>
            {t('backToBlog')}
          </Link>
        </p>
      </div>
    </>
  );
}
