import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

import type { MetaTag } from './meta-tag.entity';

export interface MetaTagOgItem {
    title?: string | null;
    description?: string | null;
    site_name?: string | null;
    imageUrl?: string | null;
}

@Entity()
@Index(['base', 'languageCode'], { unique: true })
export class MetaTagTranslation extends VendureEntity {
    constructor(input?: DeepPartial<MetaTagTranslation>) {
        super(input);
    }

    /** A locale such as `en` or `id` (kept as a string: locales are the site's, not Vendure's enum). */
    @Column({ length: 16 })
    languageCode: string;

    @Column()
    title: string;

    @Column('text')
    description: string;

    /** Open Graph items in display order; one item means "use the site defaults" (SPEC §2). */
    @Column('simple-json')
    og: MetaTagOgItem[];

    @ManyToOne('MetaTag', 'translations', { onDelete: 'CASCADE' })
    base: MetaTag;
}
