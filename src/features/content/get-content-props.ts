import type { GetStaticPaths, GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import type { PageMeta } from '@/components/seo/seo-head';
import { createServerApolloClient } from '@/graphql/apollo-client';
import type {
  BlogPostQuery,
  BlogPostSummary_FieldsFragment,
  FaqTopic_FieldsFragment,
  LegalPageQuery,
} from '@/graphql/generated/graphql';
import { loadMessages } from '@/lib/messages';
import { CONTENT_REVALIDATE_SECONDS, type LegalPageSlug } from './constants';
import {
  BlogPostQuery as BlogPostDocument,
  BlogPostsQuery,
  FaqTopicsQuery,
  LegalPageQuery as LegalPageDocument,
} from './graphql/content';

export type FaqTopic = FaqTopic_FieldsFragment;
export type FaqAnswer = FaqTopic['answers'][number];
export type BlogPostSummary = BlogPostSummary_FieldsFragment;
export type BlogPost = NonNullable<BlogPostQuery['blogPost']>;
export type LegalPage = NonNullable<LegalPageQuery['legalPage']>;

const revalidate = CONTENT_REVALIDATE_SECONDS;

/** A page whose text lives in the messages: only meta tags come from the content service. */
export interface StaticContentPageProps {
  meta: PageMeta | null;
}

export function getStaticContentPageProps(pageName: string): GetStaticProps<StaticContentPageProps> {
  return async ({ locale = 'en' }) => {
    const client = createServerApolloClient(locale);
    const [meta, messages] = await Promise.all([getPageMeta(client, locale, pageName), loadMessages(locale)]);
    return { props: { meta, messages }, revalidate };
  };
}

async function fetchFaqTopics(locale: string) {
  const client = createServerApolloClient(locale);
  const { data } = await client.query({ query: FaqTopicsQuery, variables: { locale } });
  return { client, topics: data?.faqTopics ?? [] };
}

// ----- /support -----

export interface SupportPageProps {
  topics: FaqTopic[];
  meta: PageMeta | null;
}

export const getSupportPageProps: GetStaticProps<SupportPageProps> = async ({ locale = 'en' }) => {
  const { client, topics } = await fetchFaqTopics(locale);
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'support'), loadMessages(locale)]);
  return { props: { topics, meta, messages }, revalidate };
};

// ----- /support/[topicId] and /support/[topicId]/[answerId] -----

export interface SupportTopicPageProps {
  topic: FaqTopic;
  /** All topics, for the links to the others. */
  topics: Pick<FaqTopic, 'id' | 'slug' | 'title'>[];
  meta: PageMeta | null;
}

export interface SupportAnswerPageProps extends SupportTopicPageProps {
  answer: FaqAnswer;
}

/** Topics known at build time are pre-rendered; new ones render on first request (and 404 when unknown). */
export const getSupportTopicPaths: GetStaticPaths = async ({ locales = ['en'] }) => {
  const { topics } = await fetchFaqTopics('en');
  return {
    paths: locales.flatMap((locale) => topics.map((topic) => ({ params: { topicId: topic.slug }, locale }))),
    fallback: 'blocking',
  };
};

export const getSupportAnswerPaths: GetStaticPaths = async ({ locales = ['en'] }) => {
  const { topics } = await fetchFaqTopics('en');
  return {
    paths: locales.flatMap((locale) =>
      topics.flatMap((topic) =>
        topic.answers.map((answer) => ({ params: { topicId: topic.slug, answerId: answer.slug }, locale })),
      ),
    ),
    fallback: 'blocking',
  };
};

export const getSupportTopicProps: GetStaticProps<SupportTopicPageProps, { topicId: string }> = async ({
  params,
  locale = 'en',
}) => {
  const { client, topics } = await fetchFaqTopics(locale);
  const topic = topics.find((t) => t.slug === params?.topicId);
  if (!topic) return { notFound: true, revalidate };
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'support-topic'), loadMessages(locale)]);
  return {
    props: { topic, topics: topics.map(({ id, slug, title }) => ({ id, slug, title })), meta, messages },
    revalidate,
  };
};

export const getSupportAnswerProps: GetStaticProps<
  SupportAnswerPageProps,
  { topicId: string; answerId: string }
> = async ({ params, locale = 'en' }) => {
  const { client, topics } = await fetchFaqTopics(locale);
  const topic = topics.find((t) => t.slug === params?.topicId);
  const answer = topic?.answers.find((a) => a.slug === params?.answerId);
  if (!topic || !answer) return { notFound: true, revalidate };
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'support-answer'), loadMessages(locale)]);
  return {
    props: { topic, answer, topics: topics.map(({ id, slug, title }) => ({ id, slug, title })), meta, messages },
    revalidate,
  };
};

// ----- /blog and /blog/[slug] -----

export interface BlogListPageProps {
  posts: BlogPostSummary[];
  meta: PageMeta | null;
}

export const getBlogListProps: GetStaticProps<BlogListPageProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [{ data }, meta, messages] = await Promise.all([
    client.query({ query: BlogPostsQuery, variables: { locale, take: 50 } }),
    getPageMeta(client, locale, 'blog'),
    loadMessages(locale),
  ]);
  return { props: { posts: data?.blogPosts.items ?? [], meta, messages }, revalidate };
};

export interface BlogPostPageProps {
  post: BlogPost;
  meta: PageMeta | null;
}

export const getBlogPostPaths: GetStaticPaths = async ({ locales = ['en'] }) => {
  const client = createServerApolloClient('en');
  const { data } = await client.query({ query: BlogPostsQuery, variables: { locale: 'en', take: 50 } });
  const slugs = (data?.blogPosts.items ?? []).map((post) => post.slug);
  return {
    paths: locales.flatMap((locale) => slugs.map((slug) => ({ params: { slug }, locale }))),
    fallback: 'blocking',
  };
};

export const getBlogPostProps: GetStaticProps<BlogPostPageProps, { slug: string }> = async ({
  params,
  locale = 'en',
}) => {
  const client = createServerApolloClient(locale);
  const { data } = await client.query({ query: BlogPostDocument, variables: { locale, slug: params?.slug ?? '' } });
  if (!data?.blogPost) return { notFound: true, revalidate };
  const [meta, messages] = await Promise.all([getPageMeta(client, locale, 'blog-post'), loadMessages(locale)]);
  return { props: { post: data.blogPost, meta, messages }, revalidate };
};

// ----- the legal pages (SPEC "policyId") -----

export interface LegalPageProps {
  page: LegalPage;
  meta: PageMeta | null;
}

/**
 * Static props of one legal page. Each of the four has its own page file rather than a root `[policyId]` route with
 * `fallback: false`: Next.js renders the 404 of such a route in the default locale (vercel/next.js#59544), which
 * would turn every unknown Indonesian root URL into an English error page.
 */
export function getLegalPageProps(policyId: LegalPageSlug): GetStaticProps<LegalPageProps> {
  return async ({ locale = 'en' }) => {
    const client = createServerApolloClient(locale);
    const { data } = await client.query({ query: LegalPageDocument, variables: { locale, slug: policyId } });
    if (!data?.legalPage) return { notFound: true, revalidate };
    const [meta, messages] = await Promise.all([getPageMeta(client, locale, policyId), loadMessages(locale)]);
    return { props: { page: data.legalPage, meta, messages }, revalidate };
  };
}
