import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { defineDashboardExtension } from '@vendure/dashboard';
import { BookOpen, CircleHelp, Newspaper, Scale, Tags } from 'lucide-react';

import { guardedRoute, listAndDetailRoutes } from '../../../dashboard-kit';
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
        ...listAndDetailRoutes({
            ...access(msg`meta tags`),
            path: '/meta-tags',
            navMenuItem: { sectionId: 'marketing', title: /* i18n */ 'Meta tags', icon: Tags },
            listTitle: <Trans>Meta tags</Trans>,
            recordTitle: <Trans>Page</Trans>,
            listPage: route => <MetaTagListPage route={route} />,
            detailPage: route => <MetaTagDetailPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access(msg`the FAQ`),
            path: '/faq',
            navMenuItem: { sectionId: 'marketing', title: /* i18n */ 'FAQ', icon: CircleHelp },
            listTitle: <Trans>FAQ</Trans>,
            recordTitle: <Trans>Topic</Trans>,
            listPage: route => <FaqTopicListPage route={route} />,
            detailPage: route => <FaqTopicDetailPage route={route} />,
        }),
        guardedRoute({
            ...access(msg`the FAQ`),
            path: '/faq/$topicId/answers/$id',
            loader: () => ({
                breadcrumb: [{ path: '/faq', label: <Trans>FAQ</Trans> }, <Trans key="answer">Answer</Trans>],
            }),
            component: route => <FaqAnswerDetailPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access(msg`the blog`),
            path: '/blog-posts',
            navMenuItem: { sectionId: 'marketing', title: /* i18n */ 'Blog posts', icon: Newspaper },
            listTitle: <Trans>Blog posts</Trans>,
            recordTitle: <Trans>Post</Trans>,
            listPage: route => <BlogPostListPage route={route} />,
            detailPage: route => <BlogPostDetailPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access(msg`the legal pages`),
            path: '/legal-pages',
            navMenuItem: { sectionId: 'marketing', title: /* i18n */ 'Legal pages', icon: Scale },
            listTitle: <Trans>Legal pages</Trans>,
            recordTitle: <Trans>Page</Trans>,
            listPage: route => <LegalPageListPage route={route} />,
            detailPage: route => <LegalPageEditPage route={route} />,
        }),
        ...listAndDetailRoutes({
            ...access(msg`the guidebook`),
            path: '/guidebook',
            navMenuItem: { sectionId: 'marketing', title: /* i18n */ 'Guidebook', icon: BookOpen },
            listTitle: <Trans>Guidebook</Trans>,
            recordTitle: <Trans>Version</Trans>,
            listPage: route => <GuidebookListPage route={route} />,
            detailPage: route => <GuidebookDetailPage route={route} />,
        }),
    ],
});
