import {MigrationInterface, QueryRunner} from "typeorm";

export class AccountsDocumentsTokensAddresses1795332178544 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "customer_document" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "type" character varying(16) NOT NULL, "kind" character varying(8), "number" character varying(32), "holderName" character varying(100), "address" character varying(300), "provinceId" character varying(32), "provinceName" character varying(100), "cityId" character varying(32), "cityName" character varying(100), "zipCode" character varying(5), "fileKey" character varying(80), "mimeType" character varying(32), "byteSize" integer, "width" integer, "height" integer, "sha256" character varying(64), "imageUploadedAt" TIMESTAMP, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_195fe6ce766a8fb3e927b765a2f" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0b3dda691db905d46f6f73e1cc" ON "customer_document" ("customerId", "type") `, undefined);
        await queryRunner.query(`CREATE TABLE "document_access_log" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "documentType" character varying(16) NOT NULL, "viewerRole" character varying(8) NOT NULL, "action" character varying(10) NOT NULL, "ipAddress" character varying(64), "id" SERIAL NOT NULL, "documentId" integer NOT NULL, "customerId" integer NOT NULL, "viewerUserId" integer, CONSTRAINT "PK_c57f6049f2e96a3e405a6813d5f" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2a0d5ec51fbfa55e4fbc7aa9e4" ON "document_access_log" ("customerId", "createdAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "account_token" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "kind" character varying(32) NOT NULL, "tokenHash" character varying(64) NOT NULL, "customerId" integer NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "usedAt" TIMESTAMP, "id" SERIAL NOT NULL, CONSTRAINT "PK_a55842d3341d42534e39f85e931" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1261696c0041394536e91c0a81" ON "account_token" ("tokenHash") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3c74be2f4072f636f8921f13a8" ON "account_token" ("customerId") `, undefined);
        await queryRunner.query(`ALTER TABLE "address" ADD "customFieldsProvinceid" character varying(8)`, undefined);
        await queryRunner.query(`ALTER TABLE "address" ADD "customFieldsCityid" character varying(8)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer_document" ADD CONSTRAINT "FK_a5c25c8e422f1d400508a68ed21" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer_document" DROP CONSTRAINT "FK_a5c25c8e422f1d400508a68ed21"`, undefined);
        await queryRunner.query(`ALTER TABLE "address" DROP COLUMN "customFieldsCityid"`, undefined);
        await queryRunner.query(`ALTER TABLE "address" DROP COLUMN "customFieldsProvinceid"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3c74be2f4072f636f8921f13a8"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1261696c0041394536e91c0a81"`, undefined);
        await queryRunner.query(`DROP TABLE "account_token"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2a0d5ec51fbfa55e4fbc7aa9e4"`, undefined);
        await queryRunner.query(`DROP TABLE "document_access_log"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_0b3dda691db905d46f6f73e1cc"`, undefined);
        await queryRunner.query(`DROP TABLE "customer_document"`, undefined);
   }

}
