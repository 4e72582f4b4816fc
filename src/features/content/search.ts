import { markdownToText } from './markdown';

export interface SearchableAnswer {
  topicSlug: string;
  topicTitle: string;
  slug: string;
  question: string;
  answer: string;
}

export interface IndexedAnswer extends SearchableAnswer {
  /** Plain text of the answer (Markdown removed), for the result snippet. */
  text: string;
  haystack: string;
}

/** Lower case, accents removed, runs of whitespace collapsed: "Garansi  Baterai" and "garansi baterai" match. */
export function normalize(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function indexAnswers(answers: SearchableAnswer[]): IndexedAnswer[] {
  return answers.map((answer) => {
    const text = markdownToText(answer.answer);
    return { ...answer, text, haystack: normalize(`${answer.topicTitle} ${answer.question} ${text}`) };
  });
}

/** Answers containing every word of the query (in the topic, the question or the answer). */
export function searchAnswers(index: IndexedAnswer[], query: string): IndexedAnswer[] {
  const words = normalize(query).split(' ').filter(Boolean);
  if (!words.length) return [];
  return index.filter((answer) => words.every((word) => answer.haystack.includes(word)));
}
