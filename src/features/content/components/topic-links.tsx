import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { FaqTopic } from '../get-content-props';
import styles from './content.module.css';
import { routes } from '@/config/routes';

/** Links to every FAQ topic, the current one marked. */
export function TopicLinks({
  topics,
  current,
}: {
  topics: Pick<FaqTopic, 'id' | 'slug' | 'title'>[];
  current: string;
}) {
  const t = useTranslations('Faq');
  return (
    <nav className={styles.aside} aria-labelledby="faq-topics">
      <h2 id="faq-topics" className={styles.asideTitle}>
        {t('allTopics')}
      </h2>
      <ul className={styles.linkList}>
        {topics.map((item) => (
          <li key={item.id}>
            <Link href={routes.supportTopic(item.slug)} aria-current={item.slug === current ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
        <li>
          <Link href={routes.support}>{t('backToSupport')}</Link>
        </li>
      </ul>
    </nav>
  );
}
