import {MigrationInterface, QueryRunner} from "typeorm";

export class IdentityDocuments1795328601917 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "customer_document" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(16) NOT NULL, "kind" varchar(8), "number" varchar(32), "holderName" varchar(100), "address" varchar(300), "provinceId" varchar(32), "provinceName" varchar(100), "cityId" varchar(32), "cityName" varchar(100), "zipCode" varchar(5), "fileKey" varchar(80), "mimeType" varchar(32), "byteSize" integer, "width" integer, "height" integer, "sha256" varchar(64), "imageUploadedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0b3dda691db905d46f6f73e1cc" ON "customer_document" ("customerId", "type") `, undefined);
        await queryRunner.query(`CREATE TABLE "document_access_log" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "documentType" varchar(16) NOT NULL, "viewerRole" varchar(8) NOT NULL, "action" varchar(10) NOT NULL, "ipAddress" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "documentId" integer NOT NULL, "customerId" integer NOT NULL, "viewerUserId" integer)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_2a0d5ec51fbfa55e4fbc7aa9e4" ON "document_access_log" ("customerId", "createdAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0b3dda691db905d46f6f73e1cc"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_customer_document" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(16) NOT NULL, "kind" varchar(8), "number" varchar(32), "holderName" varchar(100), "address" varchar(300), "provinceId" varchar(32), "provinceName" varchar(100), "cityId" varchar(32), "cityName" varchar(100), "zipCode" varchar(5), "fileKey" varchar(80), "mimeType" varchar(32), "byteSize" integer, "width" integer, "height" integer, "sha256" varchar(64), "imageUploadedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "FK_a5c25c8e422f1d400508a68ed21" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_customer_document"("createdAt", "updatedAt", "type", "kind", "number", "holderName", "address", "provinceId", "provinceName", "cityId", "cityName", "zipCode", "fileKey", "mimeType", "byteSize", "width", "height", "sha256", "imageUploadedAt", "id", "customerId") SELECT "createdAt", "updatedAt", "type", "kind", "number", "holderName", "address", "provinceId", "provinceName", "cityId", "cityName", "zipCode", "fileKey", "mimeType", "byteSize", "width", "height", "sha256", "imageUploadedAt", "id", "customerId" FROM "customer_document"`, undefined);
        await queryRunner.query(`DROP TABLE "customer_document"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_customer_document" RENAME TO "customer_document"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0b3dda691db905d46f6f73e1cc" ON "customer_document" ("customerId", "type") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_0b3dda691db905d46f6f73e1cc"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer_document" RENAME TO "temporary_customer_document"`, undefined);
        await queryRunner.query(`CREATE TABLE "customer_document" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(16) NOT NULL, "kind" varchar(8), "number" varchar(32), "holderName" varchar(100), "address" varchar(300), "provinceId" varchar(32), "provinceName" varchar(100), "cityId" varchar(32), "cityName" varchar(100), "zipCode" varchar(5), "fileKey" varchar(80), "mimeType" varchar(32), "byteSize" integer, "width" integer, "height" integer, "sha256" varchar(64), "imageUploadedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "customer_document"("createdAt", "updatedAt", "type", "kind", "number", "holderName", "address", "provinceId", "provinceName", "cityId", "cityName", "zipCode", "fileKey", "mimeType", "byteSize", "width", "height", "sha256", "imageUploadedAt", "id", "customerId") SELECT "createdAt", "updatedAt", "type", "kind", "number", "holderName", "address", "provinceId", "provinceName", "cityId", "cityName", "zipCode", "fileKey", "mimeType", "byteSize", "width", "height", "sha256", "imageUploadedAt", "id", "customerId" FROM "temporary_customer_document"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_customer_document"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0b3dda691db905d46f6f73e1cc" ON "customer_document" ("customerId", "type") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2a0d5ec51fbfa55e4fbc7aa9e4"`, undefined);
        await queryRunner.query(`DROP TABLE "document_access_log"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_0b3dda691db905d46f6f73e1cc"`, undefined);
        await queryRunner.query(`DROP TABLE "customer_document"`, undefined);
   }

}
