import { defineDashboardExtension } from '@vendure/dashboard';
import { BookOpen, CircleHelp, Newspaper, Scale, Tags } from 'lucide-react';

import { BlogPostDetailPage } from './blog-post-detail-page';
import { BlogPostListPage } from './blog-post-list-page';

import { FaqAnswerDetailPage } from './faq-answer-detail-page';
import { FaqTopicDetailPage } from './faq-topic-detail-page';
import { FaqTopicListPage } from './faq-topic-list-page';
import { GuidebookPage } from './guidebook-page';
import { LegalPageEditPage, LegalPageListPage } from './legal-pages';
import { MetaTagDetailPage } from './meta-tag-detail-page';
import { MetaTagListPage } from './meta-tag-list-page';

/** Back office for the site's content: meta tags, the FAQ, the blog, the legal pages and the guidebook (ManageContent: the e-commerce admin). */
defineDashboardExtension({
    routes: [
        {
            path: '/meta-tags',
            loader: () => ({ breadcrumb: 'Meta tags' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'meta-tags',
                title: 'Meta tags',
                icon: Tags,
                requiresPermission: ['ManageContent'],
            },
            component: () => <MetaTagListPage />,
        },
        {
            path: '/meta-tags/$id',
            loader: () => ({ breadcrumb: [{ path: '/meta-tags', label: 'Meta tags' }, 'Page'] }),
            component: route => <MetaTagDetailPage route={route} />,
        },
        {
            path: '/faq',
            loader: () => ({ breadcrumb: 'FAQ' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'faq',
                title: 'FAQ',
                icon: CircleHelp,
                requiresPermission: ['ManageContent'],
            },
            component: () => <FaqTopicListPage />,
        },
        {
            path: '/faq/$topicId',
            loader: () => ({ breadcrumb: [{ path: '/faq', label: 'FAQ' }, 'Topic'] }),
            component: route => <FaqTopicDetailPage route={route} />,
        },
        {
            path: '/faq/$topicId/answers/$answerId',
            loader: () => ({ breadcrumb: [{ path: '/faq', label: 'FAQ' }, 'Answer'] }),
            component: route => <FaqAnswerDetailPage route={route} />,
        },
        {
            path: '/blog-posts',
            loader: () => ({ breadcrumb: 'Blog posts' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'blog-posts',
                title: 'Blog posts',
                icon: Newspaper,
                requiresPermission: ['ManageContent'],
            },
            component: () => <BlogPostListPage />,
        },
        {
            path: '/blog-posts/$id',
            loader: () => ({ breadcrumb: [{ path: '/blog-posts', label: 'Blog posts' }, 'Post'] }),
            component: route => <BlogPostDetailPage route={route} />,
        },
        {
            path: '/legal-pages',
            loader: () => ({ breadcrumb: 'Legal pages' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'legal-pages',
                title: 'Legal pages',
                icon: Scale,
                requiresPermission: ['ManageContent'],
            },
            component: () => <LegalPageListPage />,
        },
        {
            path: '/legal-pages/$slug',
            loader: () => ({ breadcrumb: [{ path: '/legal-pages', label: 'Legal pages' }, 'Page'] }),
            component: route => <LegalPageEditPage route={route} />,
        },
        {
            path: '/guidebook',
            loader: () => ({ breadcrumb: 'Guidebook' }),
            navMenuItem: {
                sectionId: 'marketing',
                id: 'guidebook',
                title: 'Guidebook',
                icon: BookOpen,
                requiresPermission: ['ManageContent'],
            },
            component: () => <GuidebookPage />,
        },
    ],
});
