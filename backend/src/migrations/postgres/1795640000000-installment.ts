import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 14: installment applications (one per attempt, bound to the order) and their event log. */
export class Installment1795640000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "installment_application" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "reference" character varying(40) NOT NULL, "provider" character varying(20) NOT NULL, "status" character varying(20) NOT NULL DEFAULT 'REQUESTED', "downPaymentPercent" double precision NOT NULL, "tenorMonths" integer NOT NULL, "flatRateBps" integer NOT NULL, "documents" text NOT NULL, "requirementsAgreedAt" TIMESTAMP NOT NULL, "consentToShareAt" TIMESTAMP NOT NULL, "decidedAt" TIMESTAMP, "decisionReason" character varying(500), "decidedBy" character varying(40), "contractSignedAt" TIMESTAMP, "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "otrPrice" bigint NOT NULL, "downPayment" bigint NOT NULL, "adminFee" bigint NOT NULL, "insurance" bigint NOT NULL, "principal" bigint NOT NULL, "interest" bigint NOT NULL, "monthlyInstalment" bigint NOT NULL, "firstPayment" bigint NOT NULL, "totalPayment" bigint NOT NULL, CONSTRAINT "PK_installment_application" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_806475cecc46c399c991833026" ON "installment_application" ("reference") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8ce3a590c8e4ce17423f6a7427" ON "installment_application" ("orderId", "createdAt") `, undefined);
        await queryRunner.query(`ALTER TABLE "installment_application" ADD CONSTRAINT "FK_23292c7d4c165230f8a7313ff97" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`CREATE TABLE "installment_event" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "type" character varying(24) NOT NULL, "actor" character varying(40) NOT NULL, "provider" character varying(20), "externalEventId" character varying(80), "data" text, "id" SERIAL NOT NULL, "applicationId" integer, CONSTRAINT "PK_installment_event" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5a3dbd0335321a2928541d7792" ON "installment_event" ("provider", "externalEventId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_5a3dbd0335321a2928541d7792"`, undefined);
        await queryRunner.query(`DROP TABLE "installment_event"`, undefined);
        await queryRunner.query(`ALTER TABLE "installment_application" DROP CONSTRAINT "FK_23292c7d4c165230f8a7313ff97"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8ce3a590c8e4ce17423f6a7427"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_806475cecc46c399c991833026"`, undefined);
        await queryRunner.query(`DROP TABLE "installment_application"`, undefined);
   }

}
