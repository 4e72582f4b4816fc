import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 14: installment applications (one per attempt, bound to the order) and their event log. */
export class Installment1795640000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "installment_application" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "reference" varchar(40) NOT NULL, "provider" varchar(20) NOT NULL, "status" varchar(20) NOT NULL DEFAULT ('REQUESTED'), "downPaymentPercent" double precision NOT NULL, "tenorMonths" integer NOT NULL, "flatRateBps" integer NOT NULL, "documents" text NOT NULL, "requirementsAgreedAt" datetime NOT NULL, "consentToShareAt" datetime NOT NULL, "decidedAt" datetime, "decisionReason" varchar(500), "decidedBy" varchar(40), "contractSignedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "otrPrice" bigint NOT NULL, "downPayment" bigint NOT NULL, "adminFee" bigint NOT NULL, "insurance" bigint NOT NULL, "principal" bigint NOT NULL, "interest" bigint NOT NULL, "monthlyInstalment" bigint NOT NULL, "firstPayment" bigint NOT NULL, "totalPayment" bigint NOT NULL, CONSTRAINT "FK_23292c7d4c165230f8a7313ff97" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_806475cecc46c399c991833026" ON "installment_application" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8ce3a590c8e4ce17423f6a7427" ON "installment_application" ("orderId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "installment_event" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(24) NOT NULL, "actor" varchar(40) NOT NULL, "provider" varchar(20), "externalEventId" varchar(80), "data" text, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "applicationId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5a3dbd0335321a2928541d7792" ON "installment_event" ("provider", "externalEventId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_5a3dbd0335321a2928541d7792"`, undefined);
        await queryRunner.query(`DROP TABLE "installment_event"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8ce3a590c8e4ce17423f6a7427"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_806475cecc46c399c991833026"`, undefined);
        await queryRunner.query(`DROP TABLE "installment_application"`, undefined);
   }

}
