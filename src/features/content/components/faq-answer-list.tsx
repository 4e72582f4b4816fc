import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { FaqAnswer } from '../get-content-props';
import { Markdown } from './markdown';
import styles from './content.module.css';
import { routes } from '@/config/routes';

/** Questions that open to show their answer (native <details>: keyboard and screen readers work without JS). */
export function FaqAnswerList({ answers, open = false }: { answers: FaqAnswer[]; open?: boolean }) {
  const t = useTranslations('Faq');
  return (
    <div className={styles.answers}>
      {answers.map((answer) => (
        <details key={answer.id} className={styles.answer} open={open || undefined}>
          <summary>{answer.question}</summary>
          <div className={styles.answerBody}>
            <Markdown source={answer.answer} headingLevel={4} />
            <Link
              className={styles.answerLink}
              href={routes.supportAnswer(answer.topicSlug, answer.slug)}
              // The visible words come first in the name (WCAG 2.5.3); the question tells the links apart.
              aria-label={t('openAnswerNamed', { question: answer.question })}
            >
              {t('openAnswer')}
            </Link>
          </div>
        </details>
      ))}
    </div>
  );
}
