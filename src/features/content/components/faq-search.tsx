import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useMemo, useState } from 'react';
import type { FaqTopic } from '../get-content-props';
import { indexAnswers, searchAnswers } from '../search';
import styles from './content.module.css';
import { routes } from '@/config/routes';

const SNIPPET_LENGTH = 160;

interface FaqSearchProps {
  topics: FaqTopic[];
  /** The page header, shown in the hero band above the search box. */
  header: ReactNode;
  /** What the page shows while the box is empty (the topics). */
  children: ReactNode;
  /** Shown below the results or the topics. */
  footer?: ReactNode;
}

/**
 * Filters every answer of every topic by the words typed (in the page's language, accents ignored). While the box
 * is empty, `children` (the topics) are shown instead of results.
 */
export function FaqSearch({ topics, header, children, footer }: FaqSearchProps) {
  const t = useTranslations('Faq');
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const index = useMemo(
    () =>
      indexAnswers(
        topics.flatMap((topic) =>
          topic.answers.map((answer) => ({
            topicSlug: topic.slug,
            topicTitle: topic.title,
            slug: answer.slug,
            question: answer.question,
            answer: answer.answer,
          })),
        ),
      ),
    [topics],
  );
  const searching = query.trim().length > 0;
  const results = useMemo(() => (searching ? searchAnswers(index, query) : []), [index, query, searching]);

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          {header}
          <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId} className={styles.searchLabel}>
              {t('searchLabel')}
            </label>
            <input
              id={inputId}
              type="search"
              className={styles.searchInput}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('searchPlaceholder')}
              aria-describedby={hintId}
              autoComplete="off"
              maxLength={100}
            />
            <p id={hintId} className={styles.searchHint}>
              {t('searchHint')}
            </p>
          </form>
        </div>
      </div>
      <div className={styles.page}>
        <p role="status" className={searching ? styles.resultCount : styles.visuallyHidden}>
          {searching
            ? results.length
              ? t('resultCount', { count: results.length, query: query.trim() })
              : t('noResults', { query: query.trim() })
            : ''}
        </p>
        {searching ? (
          <ul className={styles.results} aria-label={t('resultsLabel')}>
            {results.map((result) => (
              <li key={`${result.topicSlug}/${result.slug}`} className={styles.result}>
                <span className={styles.resultTopic}>{result.topicTitle}</span>
                <Link href={routes.supportAnswer(result.topicSlug, result.slug)} className={styles.resultQuestion}>
                  {result.question}
                </Link>
                <p className={styles.resultSnippet}>
                  {result.text.length > SNIPPET_LENGTH
                    ? `${result.text.slice(0, SNIPPET_LENGTH).trimEnd()}…`
                    : result.text}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          children
        )}
        {footer}
      </div>
    </>
  );
}
