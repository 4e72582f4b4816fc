import { DeepPartial, EntityId, ID, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

import type { CustomerDocumentType, DocumentAccessAction, DocumentViewerRole } from '../constants';

/**
 * Who looked at, downloaded or deleted an identity document, when and from where (personal data under Indonesian
 * law: UU PDP). Plain ids, no foreign keys: the record outlives the document it is about.
 */
@Entity()
@Index(['customerId', 'createdAt'])
export class DocumentAccessLog extends VendureEntity {
    constructor(input?: DeepPartial<DocumentAccessLog>) {
        super(input);
    }

    @EntityId()
    documentId: ID;

    /** The customer the document belongs to. */
    @EntityId()
    customerId: ID;

    @Column({ type: 'varchar', length: 16 })
    documentType: CustomerDocumentType;

    @EntityId({ nullable: true })
    viewerUserId: ID | null;

    @Column({ type: 'varchar', length: 8 })
    viewerRole: DocumentViewerRole;

    @Column({ type: 'varchar', length: 10 })
    action: DocumentAccessAction;

    @Column({ type: 'varchar', length: 64, nullable: true })
    ipAddress: string | null;
}
