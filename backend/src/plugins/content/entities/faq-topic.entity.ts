import { DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import type { FaqAnswer } from './faq-answer.entity';

/** A group of support answers (SPEC §2 route param `topicId` is its slug). */
@Entity()
export class FaqTopic extends VendureEntity {
    constructor(input?: DeepPartial<FaqTopic>) {
        super(input);
    }

    @Index({ unique: true })
    @Column()
    slug: string;

    /** Display order, ascending. */
    @Column({ default: 0 })
    position: number;

    @OneToMany(() => FaqTopicTranslation, translation => translation.base, { eager: true, cascade: true })
    translations: FaqTopicTranslation[];

    @OneToMany('FaqAnswer', 'topic')
    answers: FaqAnswer[];
}

@Entity()
@Index(['base', 'languageCode'], { unique: true })
export class FaqTopicTranslation extends VendureEntity {
    constructor(input?: DeepPartial<FaqTopicTranslation>) {
        super(input);
    }

    @Column({ length: 16 })
    languageCode: string;

    @Column()
    title: string;

    @ManyToOne(() => FaqTopic, topic => topic.translations, { onDelete: 'CASCADE' })
    base: FaqTopic;
}
