import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, OneToMany } from 'typeorm';

import { MetaTagTranslation } from './meta-tag-translation.entity';

/** SEO tags of one page (SPEC §2 "Page behaviour"), translated per locale. */
@Entity()
export class MetaTag extends VendureEntity {
    constructor(input?: DeepPartial<MetaTag>) {
        super(input);
    }

    @Index({ unique: true })
    @Column()
    pageName: string;

    @OneToMany(() => MetaTagTranslation, translation => translation.base, { eager: true, cascade: true })
    translations: MetaTagTranslation[];
}
