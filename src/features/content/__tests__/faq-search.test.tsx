import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { renderWithProviders } from '@/testing/render';
import { FaqSearch } from '../components/faq-search';
import type { FaqTopic } from '../get-content-props';
import { normalize, searchAnswers, indexAnswers } from '../search';

const topics = (locale: 'en' | 'id'): FaqTopic[] => [
  {
    id: '1',
    slug: 'charging',
    title: locale === 'en' ? 'Charging' : 'Pengisian daya',
    answers: [
      {
        id: '11',
        slug: 'charge-at-home',
        topicSlug: 'charging',
        question: locale === 'en' ? 'Can I charge at home?' : 'Apakah bisa dicas di rumah?',
        answer: locale === 'en' ? 'Yes, with a **grounded** socket.' : 'Bisa, dengan stopkontak **berarde**.',
      },
    ],
  },
  {
    id: '2',
    slug: 'warranty-and-service',
    title: locale === 'en' ? 'Warranty' : 'Garansi',
    answers: [
      {
        id: '21',
        slug: 'warranty-coverage',
        topicSlug: 'warranty-and-service',
        question: locale === 'en' ? 'What does the warranty cover?' : 'Apa saja yang ditanggung garansi?',
        answer: locale === 'en' ? 'Frame and motor for 3 years.' : 'Rangka dan motor selama 3 tahun.',
      },
    ],
  },
];

describe('FAQ search', () => {
  it('normalises case, accents and spaces', () => {
    expect(normalize('  Garansi   BATERAI ')).toBe('garansi baterai');
    expect(normalize('Café')).toBe('cafe');
  });

  it('needs every word, searching topic, question and answer text (Markdown removed)', () => {
    const index = indexAnswers(topics('en').flatMap((t) => t.answers.map((a) => ({ ...a, topicTitle: t.title }))));
    expect(searchAnswers(index, 'grounded socket').map((a) => a.slug)).toEqual(['charge-at-home']);
    expect(searchAnswers(index, 'warranty 3 years').map((a) => a.slug)).toEqual(['warranty-coverage']);
    expect(searchAnswers(index, 'grounded warranty')).toEqual([]);
    expect(searchAnswers(index, '**')).toEqual([]);
    expect(searchAnswers(index, '   ')).toEqual([]);
  });

  it.each([
    ['en', 'grounded', 'Can I charge at home?', en],
    ['id', 'berarde', 'Apakah bisa dicas di rumah?', id],
  ] as const)('finds an answer in %s and links to its page', async (locale, query, question, messages) => {
    const user = userEvent.setup();
    renderWithProviders(
      <FaqSearch topics={topics(locale)} header={<h2>Support</h2>}>
        <p>all topics</p>
      </FaqSearch>,
      { locale },
    );
    expect(screen.getByText('all topics')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: messages.Faq.searchLabel }), query);
    const results = screen.getByRole('list', { name: messages.Faq.resultsLabel });
    expect(within(results).getByRole('link', { name: question })).toHaveAttribute(
      'href',
      '/support/charging/charge-at-home',
    );
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('all topics')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(query);
  });

  it('says so when nothing matches, and shows the topics again when the box is cleared', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FaqSearch topics={topics('en')} header={<h2>Support</h2>}>
        <p>all topics</p>
      </FaqSearch>,
    );
    const box = screen.getByRole('searchbox', { name: en.Faq.searchLabel });
    await user.type(box, 'helicopter');
    expect(screen.getByRole('status')).toHaveTextContent(en.Faq.noResults.replace('{query}', 'helicopter'));
    await user.clear(box);
    expect(screen.getByText('all topics')).toBeInTheDocument();
  });
});
