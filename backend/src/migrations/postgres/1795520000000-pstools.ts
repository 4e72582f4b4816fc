import {MigrationInterface, QueryRunner} from "typeorm";

/** /pstools (issue 16): guestbook entries, the bookings staff made for customers, the customer look-up log. */
export class Pstools1795520000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "guestbook_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "fullName" character varying(120) NOT NULL, "phone" character varying(16) NOT NULL, "email" character varying(254) NOT NULL, "city" character varying(80) NOT NULL, "priority" character varying(8) NOT NULL, "dealerId" character varying NOT NULL, "leadSource" character varying(32) NOT NULL, "leadSourceLocation" character varying(120) NOT NULL, "productSlug" character varying(100) NOT NULL, "followUpDate" character varying(10), "status" character varying(16) NOT NULL DEFAULT 'ASSIGNED', "outcome" character varying(32), "outcomeNote" character varying(500), "completedAt" TIMESTAMP, "createdByCustomerId" character varying NOT NULL, "assignedToCustomerId" character varying NOT NULL, "customerId" character varying, "idempotencyKey" character varying(100), "history" text NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_882f9597838531ca0346a8aa884" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_55b93b3771eb97ad4e35a04f5e" ON "guestbook_entry" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE TABLE "staff_booking" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "bookingId" character varying NOT NULL, "staffCustomerId" character varying NOT NULL, "guestbookEntryId" character varying, "id" SERIAL NOT NULL, CONSTRAINT "PK_c10af12011457ddfe6b98eb4deb" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE TABLE "staff_lookup_log" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "staffCustomerId" character varying NOT NULL, "query" character varying(260) NOT NULL, "foundCustomerId" character varying, "documentsShown" boolean NOT NULL DEFAULT false, "id" SERIAL NOT NULL, CONSTRAINT "PK_a0d972c93d8697bcd8f6ea5533d" PRIMARY KEY ("id"))`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "staff_lookup_log"`, undefined);
        await queryRunner.query(`DROP TABLE "staff_booking"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_55b93b3771eb97ad4e35a04f5e"`, undefined);
        await queryRunner.query(`DROP TABLE "guestbook_entry"`, undefined);
   }

}
