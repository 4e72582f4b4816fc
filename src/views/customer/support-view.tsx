import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/seo/json-ld';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import styles from '@/features/content/components/content.module.css';
import { FaqAnswerList } from '@/features/content/components/faq-answer-list';
import { FaqSearch } from '@/features/content/components/faq-search';
import { RechargePromo } from '@/features/content/components/recharge-promo';
import type { SupportPageProps } from '@/features/content/get-content-props';
import { faqPage } from '@/features/content/structured-data';
import { routes } from '@/config/routes';

/** /support: every topic with its answers, a search over all of them, and the charging guide. */
export function SupportView({ topics, meta }: SupportPageProps) {
  const t = useTranslations('Faq');
  const tSeo = useTranslations('Seo');
  const { locale = 'en' } = useRouter();
  const answers = topics.flatMap((topic) => topic.answers);

  const header = (
    <>
      <h2 className={styles.heroTitle}>{t('title')}</h2>
      <p className={styles.heroLead}>{t('intro')}</p>
    </>
  );

  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} description={t('intro')} />
      <SeoHeading>{tSeo('headings.support')}</SeoHeading>
      {answers.length > 0 && <JsonLd id="faq" data={{ ...faqPage(answers), inLanguage: locale }} />}
      {topics.length === 0 ? (
        <>
          <div className={styles.hero}>
            <div className={styles.heroInner}>{header}</div>
          </div>
          <div className={styles.page}>
            <p className={styles.empty}>{t('empty')}</p>
            <RechargePromo />
          </div>
        </>
      ) : (
        <FaqSearch topics={topics} header={header} footer={<RechargePromo />}>
          <nav aria-label={t('topicsNav')} className={styles.topicNav}>
            <ul>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link className={styles.chip} href={routes.supportTopic(topic.slug)}>
                    {topic.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.topics}>
            {topics.map((topic) => (
              <section key={topic.id} aria-labelledby={`topic-${topic.slug}`}>
                <h3 id={`topic-${topic.slug}`} className={styles.topicTitle}>
                  <Link href={routes.supportTopic(topic.slug)}>{topic.title}</Link>
                </h3>
                <FaqAnswerList answers={topic.answers} />
              </section>
            ))}
          </div>
        </FaqSearch>
      )}
    </>
  );
}
