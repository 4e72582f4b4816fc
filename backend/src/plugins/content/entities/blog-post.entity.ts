import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/** A blog article. Visible in the shop API only once `publishedAt` is set and not in the future. */
@Entity()
export class BlogPost extends VendureEntity {
    constructor(input?: DeepPartial<BlogPost>) {
        super(input);
    }

    @Index({ unique: true })
    @Column()
    slug: string;

    @Column()
    author: string;

    /** Absolute URL or site path of the cover picture. */
    @Column({ type: 'varchar', nullable: true })
    coverImageUrl: string | null;

    /** Null while a draft; a future date schedules the post. */
    @Index()
    @Column({ type: Date, nullable: true })
    publishedAt: Date | null;

    @OneToMany(() => BlogPostTranslation, translation => translation.base, { eager: true, cascade: true })
    translations: BlogPostTranslation[];
}

@Entity()
@Index(['base', 'languageCode'], { unique: true })
export class BlogPostTranslation extends VendureEntity {
    constructor(input?: DeepPartial<BlogPostTranslation>) {
        super(input);
    }

    @Column({ length: 16 })
    languageCode: string;

    @Column()
    title: string;

    @Column('text')
    excerpt: string;

    /** Markdown. */
    @Column('text')
    body: string;

    @Column('simple-json')
    tags: string[];

    @ManyToOne(() => BlogPost, post => post.translations, { onDelete: 'CASCADE' })
    base: BlogPost;
}
