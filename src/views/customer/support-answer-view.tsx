import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { breadcrumbList, JsonLd } from '@/components/seo/json-ld';
import { localizedUrl, SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import styles from '@/features/content/components/content.module.css';
import { Markdown } from '@/features/content/components/markdown';
import type { SupportAnswerPageProps } from '@/features/content/get-content-props';
import { faqPage } from '@/features/content/structured-data';
import { RechargePromo } from '@/features/content/components/recharge-promo';
import { TopicLinks } from '@/features/content/components/topic-links';
import { markdownExcerpt } from '@/features/content/markdown';
import { routes } from '@/config/routes';

/** /support/[topicId]/[answerId]: one answer, with the other questions of its topic. */
export function SupportAnswerView({ topic, answer, topics, meta }: SupportAnswerPageProps) {
  const t = useTranslations('Faq');
  const tContent = useTranslations('Content');
  const tSeo = useTranslations('Seo');
  const { locale = 'en' } = useRouter();
  const title = `${answer.question} | Alva`;
  const description = markdownExcerpt(answer.answer);
  const others = topic.answers.filter((a) => a.slug !== answer.slug);

  return (
    <>
      <SeoHead meta={meta ? { ...meta, title, description, og: [] } : null} title={title} description={description} />
      <SeoHeading>{tSeo('headings.supportAnswer', { question: answer.question })}</SeoHeading>
      <JsonLd
        id="faq-answer"
        data={[
          faqPage([answer]),
          breadcrumbList([
            { name: tContent('home'), url: localizedUrl(routes.home, locale) },
            { name: t('title'), url: localizedUrl(routes.support, locale) },
            { name: topic.title, url: localizedUrl(routes.supportTopic(topic.slug), locale) },
            { name: answer.question, url: localizedUrl(routes.supportAnswer(topic.slug, answer.slug), locale) },
          ]),
        ]}
      />
      <div className={styles.page}>
        <Breadcrumbs
          items={[
            { name: tContent('home'), href: routes.home },
            { name: t('title'), href: routes.support },
            { name: topic.title, href: routes.supportTopic(topic.slug) },
            { name: answer.question },
          ]}
        />
        <div className={styles.split}>
          <article aria-labelledby="answer-title">
            <h2 id="answer-title" className={styles.title}>
              {answer.question}
            </h2>
            <div style={{ marginTop: 24 }}>
              <Markdown source={answer.answer} headingLevel={3} />
            </div>
            {others.length > 0 && (
              <section aria-labelledby="more-questions">
                <h3 id="more-questions" className={styles.sectionTitle}>
                  {t('moreQuestions', { topic: topic.title })}
                </h3>
                <ul className={styles.linkList}>
                  {others.map((other) => (
                    <li key={other.id}>
                      <Link href={routes.supportAnswer(topic.slug, other.slug)}>{other.question}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </article>
          <TopicLinks topics={topics} current={topic.slug} />
        </div>
        <RechargePromo />
      </div>
    </>
  );
}
