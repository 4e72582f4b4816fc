import { PluginCommonModule, Type, VendurePlugin } from '@vendure/core';

import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import { ContentAdminResolver } from './api/content-admin.resolver';
import { ContentShopResolver } from './api/content-shop.resolver';
import { MetaTagAdminResolver } from './api/meta-tag-admin.resolver';
import { MetaTagShopResolver } from './api/meta-tag-shop.resolver';
import { CONTENT_PLUGIN_OPTIONS, ContentPluginOptions, manageContentPermission } from './constants';
import { BlogPost, BlogPostTranslation } from './entities/blog-post.entity';
import { FaqAnswer, FaqAnswerTranslation } from './entities/faq-answer.entity';
import { FaqTopic, FaqTopicTranslation } from './entities/faq-topic.entity';
import { Guidebook } from './entities/guidebook.entity';
import { LegalPage, LegalPageTranslation } from './entities/legal-page.entity';
import { MetaTagTranslation } from './entities/meta-tag-translation.entity';
import { MetaTag } from './entities/meta-tag.entity';
import { BlogService } from './services/blog.service';
import { FaqService } from './services/faq.service';
import { GuidebookService } from './services/guidebook.service';
import { LegalPageService } from './services/legal-page.service';
import { MetaTagService } from './services/meta-tag.service';

/** Site content in every locale: meta tags per page, FAQ topics and answers, blog posts, legal pages, the guidebook. */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [
        MetaTag,
        MetaTagTranslation,
        FaqTopic,
        FaqTopicTranslation,
        FaqAnswer,
        FaqAnswerTranslation,
        BlogPost,
        BlogPostTranslation,
        LegalPage,
        LegalPageTranslation,
        Guidebook,
    ],
    providers: [
        MetaTagService,
        FaqService,
        BlogService,
        LegalPageService,
        GuidebookService,
        { provide: CONTENT_PLUGIN_OPTIONS, useFactory: () => ContentPlugin.options },
    ],
    shopApiExtensions: { schema: shopApiExtensions, resolvers: [MetaTagShopResolver, ContentShopResolver] },
    adminApiExtensions: { schema: adminApiExtensions, resolvers: [MetaTagAdminResolver, ContentAdminResolver] },
    configuration: config => {
        config.authOptions.customPermissions.push(manageContentPermission);
        return config;
    },
    // Back-office pages (Vendure dashboard).
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class ContentPlugin {
    static options: ContentPluginOptions = {};

    static init(options: ContentPluginOptions): Type<ContentPlugin> {
        this.options = options;
        return ContentPlugin;
    }
}
