import { graphql } from '@/graphql/generated';

export const FaqTopicFields = graphql(`
  fragment FaqTopic_fields on FaqTopic {
    id
    slug
    title
    answers {
      id
      slug
      topicSlug
      question
      answer
    }
  }
`);

export const FaqTopicsQuery = graphql(`
  query FaqTopics($locale: String!) {
    faqTopics(locale: $locale) {
      ...FaqTopic_fields
    }
  }
`);

export const FaqTopicQuery = graphql(`
  query FaqTopic($locale: String!, $slug: String!) {
    faqTopic(locale: $locale, slug: $slug) {
      ...FaqTopic_fields
    }
  }
`);

export const BlogPostSummaryFields = graphql(`
  fragment BlogPostSummary_fields on BlogPost {
    id
    slug
    title
    excerpt
    coverImageUrl
    author
    publishedAt
    tags
  }
`);

export const BlogPostsQuery = graphql(`
  query BlogPosts($locale: String!, $skip: Int, $take: Int) {
    blogPosts(locale: $locale, skip: $skip, take: $take) {
      totalItems
      items {
        ...BlogPostSummary_fields
      }
    }
  }
`);

export const BlogPostQuery = graphql(`
  query BlogPost($locale: String!, $slug: String!) {
    blogPost(locale: $locale, slug: $slug) {
      ...BlogPostSummary_fields
      body
    }
  }
`);

export const LegalPageQuery = graphql(`
  query LegalPage($locale: String!, $slug: String!) {
    legalPage(locale: $locale, slug: $slug) {
      id
      slug
      title
      body
      lastUpdated
    }
  }
`);

export const GuidebookQuery = graphql(`
  query Guidebook {
    guidebook {
      id
      version
      title
      pdfUrl
    }
  }
`);
