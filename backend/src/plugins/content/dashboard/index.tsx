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

const access = (what: string) => ({ requiresPermission: ['ManageContent'], forbiddenWhat: what });

/** Back office for the site's content: meta tags, the FAQ, the blog, the legal pages and the guidebook (ManageContent: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        guardedRoute({
            ...access('meta tags'),
            path: '/meta-tags',
            loader: () => ({ breadcrumb: 'Meta tags' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'meta-tags',
                title: 'Meta tags',
                icon: Tags,
            },
            component: route => <MetaTagListPage route={route} />,
        }),
        guardedRoute({
            ...access('meta tags'),
            path: '/meta-tags/$id',
            loader: () => ({ breadcrumb: [{ path: '/meta-tags', label: 'Meta tags' }, 'Page'] }),
            component: route => <MetaTagDetailPage route={route} />,
        }),
        guardedRoute({
            ...access('the FAQ'),
            path: '/faq',
            loader: () => ({ breadcrumb: 'FAQ' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'faq',
                title: 'FAQ',
                icon: CircleHelp,
            },
            component: route => <FaqTopicListPage route={route} />,
        }),
        guardedRoute({
            ...access('the FAQ'),
            path: '/faq/$id',
            loader: () => ({ breadcrumb: [{ path: '/faq', label: 'FAQ' }, 'Topic'] }),
            component: route => <FaqTopicDetailPage route={route} />,
        }),
        guardedRoute({
            ...access('the FAQ'),
            path: '/faq/$topicId/answers/$id',
            loader: () => ({ breadcrumb: [{ path: '/faq', label: 'FAQ' }, 'Answer'] }),
            component: route => <FaqAnswerDetailPage route={route} />,
        }),
        guardedRoute({
            ...access('the blog'),
            path: '/blog-posts',
            loader: () => ({ breadcrumb: 'Blog posts' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'blog-posts',
                title: 'Blog posts',
                icon: Newspaper,
            },
            component: route => <BlogPostListPage route={route} />,
        }),
        guardedRoute({
            ...access('the blog'),
            path: '/blog-posts/$id',
            loader: () => ({ breadcrumb: [{ path: '/blog-posts', label: 'Blog posts' }, 'Post'] }),
            component: route => <BlogPostDetailPage route={route} />,
        }),
        guardedRoute({
            ...access('the legal pages'),
            path: '/legal-pages',
            loader: () => ({ breadcrumb: 'Legal pages' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'legal-pages',
                title: 'Legal pages',
                icon: Scale,
            },
            component: route => <LegalPageListPage route={route} />,
        }),
        guardedRoute({
            ...access('the legal pages'),
            path: '/legal-pages/$id',
            loader: () => ({ breadcrumb: [{ path: '/legal-pages', label: 'Legal pages' }, 'Page'] }),
            component: route => <LegalPageEditPage route={route} />,
        }),
        guardedRoute({
            ...access('the guidebook'),
            path: '/guidebook',
            loader: () => ({ breadcrumb: 'Guidebook' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'guidebook',
                title: 'Guidebook',
                icon: BookOpen,
            },
            component: route => <GuidebookListPage route={route} />,
        }),
        guardedRoute({
            ...access('the guidebook'),
            path: '/guidebook/$id',
            loader: () => ({ breadcrumb: [{ path: '/guidebook', label: 'Guidebook' }, 'Version'] }),
            component: route => <GuidebookDetailPage route={route} />,
        }),
    ],
});
