import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { breadcrumbList, JsonLd } from '@/components/seo/json-ld';
import { localizedUrl, SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import styles from '@/features/content/components/content.module.css';
import { Markdown } from '@/features/content/components/markdown';
import type { SupportTopicPageProps } from '@/features/content/get-content-props';
import { faqPage } from '@/features/content/structured-data';
import { RechargePromo } from '@/features/content/components/recharge-promo';
import { TopicLinks } from '@/features/content/components/topic-links';
import { routes } from '@/config/routes';

/** /support/[topicId]: one topic's questions with their answers, and links to the other topics. */
export function SupportTopicView({ topic, topics, meta }: SupportTopicPageProps) {
  const t = useTranslations('Faq');
  const tContent = useTranslations('Content');
  const tSeo = useTranslations('Seo');
  const { locale = 'en' } = useRouter();
  const title = `${topic.title} — ${t('title')} | Alva`;
  const description = topic.answers.map((a) => a.question).join(' ');

  return (
    <>
      <SeoHead meta={meta ? { ...meta, title, og: [] } : null} title={title} description={description} />
      <SeoHeading>{tSeo('headings.supportTopic', { topic: topic.title })}</SeoHeading>
      <JsonLd
        id="faq-topic"
        data={[
          faqPage(topic.answers),
          breadcrumbList([
            { name: tContent('home'), url: localizedUrl(routes.home, locale) },
            { name: t('title'), url: localizedUrl(routes.support, locale) },
            { name: topic.title, url: localizedUrl(routes.supportTopic(topic.slug), locale) },
          ]),
        ]}
      />
      <div className={styles.page}>
        <Breadcrumbs
          items={[
            { name: tContent('home'), href: routes.home },
            { name: t('title'), href: routes.support },
            { name: topic.title },
          ]}
        />
        <div className={styles.split}>
          <div>
            <h2 className={styles.title}>{topic.title}</h2>
            <p className={styles.lead}>{t('answerCount', { count: topic.answers.length })}</p>
            <div style={{ marginTop: 32 }}>
              {topic.answers.map((answer) => (
                <section key={answer.id} className={styles.questionBlock} aria-labelledby={`q-${answer.slug}`}>
                  <h3 id={`q-${answer.slug}`} className={styles.question}>
                    <Link href={routes.supportAnswer(topic.slug, answer.slug)}>{answer.question}</Link>
                  </h3>
                  <Markdown source={answer.answer} headingLevel={4} />
                </section>
              ))}
            </div>
          </div>
          <TopicLinks topics={topics} current={topic.slug} />
        </div>
        <RechargePromo />
      </div>
    </>
  );
}
