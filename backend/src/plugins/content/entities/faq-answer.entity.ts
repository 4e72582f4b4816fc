import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

import { FaqTopic } from './faq-topic.entity';

/** One question and its answer in a topic (SPEC §2 route param `answerId` is its slug). */
@Entity()
@Index(['topic', 'slug'], { unique: true })
export class FaqAnswer extends VendureEntity {
    constructor(input?: DeepPartial<FaqAnswer>) {
        super(input);
    }

    /** Unique within its topic. */
    @Column()
    slug: string;

    /** Display order within the topic, ascending. */
    @Column({ default: 0 })
    position: number;

    @ManyToOne(() => FaqTopic, topic => topic.answers, { onDelete: 'CASCADE' })
    topic: FaqTopic;

    @EntityId()
    topicId: ID;

    @OneToMany(() => FaqAnswerTranslation, translation => translation.base, { eager: true, cascade: true })
    translations: FaqAnswerTranslation[];
}

@Entity()
@Index(['base', 'languageCode'], { unique: true })
export class FaqAnswerTranslation extends VendureEntity {
    constructor(input?: DeepPartial<FaqAnswerTranslation>) {
        super(input);
    }

    @Column({ length: 16 })
    languageCode: string;

    @Column()
    question: string;

    /** Markdown (the site renders a safe subset; raw HTML is shown as text). */
    @Column('text')
    answer: string;

    @ManyToOne(() => FaqAnswer, answer => answer.translations, { onDelete: 'CASCADE' })
    base: FaqAnswer;
}
