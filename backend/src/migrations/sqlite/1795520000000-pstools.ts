import {MigrationInterface, QueryRunner} from "typeorm";

/** /pstools (issue 16): guestbook entries, the bookings staff made for customers, the customer look-up log. */
export class Pstools1795520000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "guestbook_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "fullName" varchar(120) NOT NULL, "phone" varchar(16) NOT NULL, "email" varchar(254) NOT NULL, "city" varchar(80) NOT NULL, "priority" varchar(8) NOT NULL, "dealerId" varchar NOT NULL, "leadSource" varchar(32) NOT NULL, "leadSourceLocation" varchar(120) NOT NULL, "productSlug" varchar(100) NOT NULL, "followUpDate" varchar(10), "status" varchar(16) NOT NULL DEFAULT ('ASSIGNED'), "outcome" varchar(32), "outcomeNote" varchar(500), "completedAt" datetime, "createdByCustomerId" varchar NOT NULL, "assignedToCustomerId" varchar NOT NULL, "customerId" varchar, "idempotencyKey" varchar(100), "history" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_55b93b3771eb97ad4e35a04f5e" ON "guestbook_entry" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE TABLE "staff_booking" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "bookingId" varchar NOT NULL, "staffCustomerId" varchar NOT NULL, "guestbookEntryId" varchar, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE TABLE "staff_lookup_log" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "staffCustomerId" varchar NOT NULL, "query" varchar(260) NOT NULL, "foundCustomerId" varchar, "documentsShown" boolean NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "staff_lookup_log"`, undefined);
        await queryRunner.query(`DROP TABLE "staff_booking"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_55b93b3771eb97ad4e35a04f5e"`, undefined);
        await queryRunner.query(`DROP TABLE "guestbook_entry"`, undefined);
   }

}
