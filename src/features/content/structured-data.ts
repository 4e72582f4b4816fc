import type { JsonLdThing } from '@/components/seo/json-ld';
import { markdownToText } from './markdown';

/** schema.org FAQPage of question/answer pairs (answers as plain text). */
export function faqPage(answers: { question: string; answer: string }[]): JsonLdThing {
  return {
    '@type': 'FAQPage',
    mainEntity: answers.map((answer) => ({
      '@type': 'Question',
      name: answer.question,
      acceptedAnswer: { '@type': 'Answer', text: markdownToText(answer.answer) },
    })),
  };
}

export function blogPosting(post: {
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  tags: string[];
  url: string;
  imageUrl: string | null;
  locale: string;
  siteUrl: string;
}): JsonLdThing {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: 'Alva', url: post.siteUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    url: post.url,
    inLanguage: post.locale === 'id' ? 'id-ID' : 'en-US',
    ...(post.imageUrl ? { image: post.imageUrl } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** An absolute URL for a content image that may be a site path. */
export function absoluteUrl(url: string, siteUrl: string): string {
  return url.startsWith('/') ? `${siteUrl}${url}` : url;
}

/**
 * The absolute URL of a content image for social cards and structured data: social networks do not show SVG, so an
 * SVG image of the site is given as its JPEG twin beside it (public/images/blog/*.jpg).
 */
export function socialImageUrl(url: string, siteUrl: string): string {
  return absoluteUrl(url.startsWith('/') ? url.replace(/\.svg$/i, '.jpg') : url, siteUrl);
}
