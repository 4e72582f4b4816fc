import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/** One of the four legal pages (SPEC §2 "policyId"). */
@Entity()
export class LegalPage extends VendureEntity {
    constructor(input?: DeepPartial<LegalPage>) {
        super(input);
    }

    @Index({ unique: true })
    @Column()
    slug: string;

    /** The date the text last changed in substance (shown as "last updated"). */
    @Column({ type: Date })
    lastUpdated: Date;

    @OneToMany(() => LegalPageTranslation, translation => translation.base, { eager: true, cascade: true })
    translations: LegalPageTranslation[];
}

@Entity()
@Index(['base', 'languageCode'], { unique: true })
export class LegalPageTranslation extends VendureEntity {
    constructor(input?: DeepPartial<LegalPageTranslation>) {
        super(input);
    }

    @Column({ length: 16 })
    languageCode: string;

    @Column()
    title: string;

    /** Markdown. */
    @Column('text')
    body: string;

    @ManyToOne(() => LegalPage, page => page.translations, { onDelete: 'CASCADE' })
    base: LegalPage;
}
