import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { BookOpen, CircleHelp, Newspaper, Scale, Tags } from 'lucide-react';

import { guardedRoute } from '../../../dashboard-kit';
import { BlogPostDetailPage } from './blog-post-detail-page';
import { BlogPostListPage } from './blog-post-list-page';
import { FaqAnswerDetailPage } from './faq-answer-detail-page';
import { FaqTopicDetailPage } from './faq-topic-detail-page';
import { FaqTopicListPage } from './faq-topic-list-page';
import { GuidebookDetailPage, GuidebookListPage } from './guidebook-pages';
import { LegalPageEditPage, LegalPageListPage } from './legal-pages';
import { MetaTagDetailPage } from './meta-tag-detail-page';
import { MetaTagListPage } from './meta-tag-list-page';

const access = (what: MessageDescriptor) => ({ requiresPermission: ['ManageContent'], forbiddenWhat: what });

/** Back office for the site's content: meta tags, the FAQ, the blog, the legal pages and the guidebook (ManageContent: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access(msg`meta tags`),
            path: '/meta-tags',
            loader: () => ({ breadcrumb: <Trans>Meta tags</Trans> }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'meta-tags',
                title: /* i18n */ 'Meta tags',
                icon: Tags,
            },
            component: route => <MetaTagListPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`meta tags`),
            path: '/meta-tags/$id',
            loader: () => ({
                breadcrumb: [{ path: '/meta-tags', label: <Trans>Meta tags</Trans> }, <Trans key="page">Page</Trans>],
            }),
            component: route => <MetaTagDetailPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the FAQ`),
            path: '/faq',
            loader: () => ({ breadcrumb: <Trans>FAQ</Trans> }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'faq',
                title: /* i18n */ 'FAQ',
                icon: CircleHelp,
            },
            component: route => <FaqTopicListPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the FAQ`),
            path: '/faq/$id',
            loader: () => ({
                breadcrumb: [{ path: '/faq', label: <Trans>FAQ</Trans> }, <Trans key="topic">Topic</Trans>],
            }),
            component: route => <FaqTopicDetailPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the FAQ`),
            path: '/faq/$topicId/answers/$id',
            loader: () => ({
                breadcrumb: [{ path: '/faq', label: <Trans>FAQ</Trans> }, <Trans key="answer">Answer</Trans>],
            }),
            component: route => <FaqAnswerDetailPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the blog`),
            path: '/blog-posts',
            loader: () => ({ breadcrumb: <Trans>Blog posts</Trans> }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'blog-posts',
                title: /* i18n */ 'Blog posts',
                icon: Newspaper,
            },
            component: route => <BlogPostListPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the blog`),
            path: '/blog-posts/$id',
            loader: () => ({
                breadcrumb: [{ path: '/blog-posts', label: <Trans>Blog posts</Trans> }, <Trans key="post">Post</Trans>],
            }),
            component: route => <BlogPostDetailPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the legal pages`),
            path: '/legal-pages',
            loader: () => ({ breadcrumb: <Trans>Legal pages</Trans> }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'legal-pages',
                title: /* i18n */ 'Legal pages',
                icon: Scale,
            },
            component: route => <LegalPageListPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the legal pages`),
            path: '/legal-pages/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/legal-pages', label: <Trans>Legal pages</Trans> },
                    <Trans key="page">Page</Trans>,
                ],
            }),
            component: route => <LegalPageEditPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the guidebook`),
            path: '/guidebook',
            loader: () => ({ breadcrumb: <Trans>Guidebook</Trans> }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'guidebook',
                title: /* i18n */ 'Guidebook',
                icon: BookOpen,
            },
            component: route => <GuidebookListPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the guidebook`),
            path: '/guidebook/$id',
            loader: () => ({
                breadcrumb: [
                    { path: '/guidebook', label: <Trans>Guidebook</Trans> },
                    <Trans key="version">Version</Trans>,
                ],
            }),
            component: route => <GuidebookDetailPage route={route} />,
        }),
    ],
});
