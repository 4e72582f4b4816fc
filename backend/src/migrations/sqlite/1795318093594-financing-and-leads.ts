import {MigrationInterface, QueryRunner} from "typeorm";

export class FinancingAndLeads1795318093594 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "financing_otr_price" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "areaId" integer NOT NULL, "productSlug" varchar(100) NOT NULL, "batteryOption" varchar(32) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "price" bigint NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b8d15743ff1f8adb31801496e8" ON "financing_otr_price" ("areaId", "productSlug", "batteryOption") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_area" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(64) NOT NULL, "name" varchar(120) NOT NULL, "position" integer NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c3ea08fa04e3f56ecd4c7d3fde" ON "financing_area" ("code") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_rate" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "provider" varchar(32) NOT NULL, "tenorMonths" integer NOT NULL, "flatRateBps" integer NOT NULL, "insuranceRateBps" integer NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "adminFee" bigint NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_47649d0ebbd1baf6c497cbb021" ON "financing_rate" ("provider", "tenorMonths") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_settings" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "downPaymentMinPercent" integer NOT NULL, "downPaymentMaxPercent" integer NOT NULL, "downPaymentStepPercent" integer NOT NULL, "defaultDownPaymentPercent" integer NOT NULL, "tenors" varchar(200) NOT NULL, "defaultTenorMonths" integer NOT NULL, "defaultProvider" varchar(32) NOT NULL, "petrolKmPerLitre" double precision NOT NULL, "evWhPerKm" double precision NOT NULL, "daysPerMonth" integer NOT NULL DEFAULT (30), "defaultKmPerDay" integer NOT NULL DEFAULT (40), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "petrolPricePerLitre" bigint NOT NULL, "petrolServicePerMonth" bigint NOT NULL, "electricityPricePerKwh" bigint NOT NULL, "evServicePerMonth" bigint NOT NULL, "swapSubscriptionPerMonth" bigint NOT NULL)`, undefined);
        await queryRunner.query(`CREATE TABLE "contact_message" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "name" varchar(120) NOT NULL, "email" varchar(254) NOT NULL, "phone" varchar(16) NOT NULL, "topic" varchar(32) NOT NULL, "message" text NOT NULL, "languageCode" varchar(8) NOT NULL DEFAULT ('id'), "customerId" varchar, "idempotencyKey" varchar(100), "clientHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c704d226f73c8c9b4627c3f8a7" ON "contact_message" ("topic") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_271f7d2bb539d9447d185cadc7" ON "contact_message" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a2f7bcc510208fd86a2864439d" ON "contact_message" ("clientHash") `, undefined);
        await queryRunner.query(`CREATE TABLE "marketing_lead" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "fullName" varchar(120) NOT NULL, "phone" varchar(16) NOT NULL, "city" varchar(80) NOT NULL, "source" varchar(32) NOT NULL, "productSlug" varchar(100), "batteryOption" varchar(32), "areaCode" varchar(64), "downPaymentPercent" double precision, "tenorMonths" integer, "provider" varchar(32), "kmPerDay" double precision, "languageCode" varchar(8) NOT NULL DEFAULT ('id'), "customerId" varchar, "idempotencyKey" varchar(100), "clientHash" varchar(64) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "otrPrice" bigint, "monthlyInstalment" bigint)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5824471e2c31ccd7d636357606" ON "marketing_lead" ("source") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c366398494ccca8545de7d6753" ON "marketing_lead" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_bf75a048b7701734957d6a6ea1" ON "marketing_lead" ("clientHash") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b8d15743ff1f8adb31801496e8"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_financing_otr_price" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "areaId" integer NOT NULL, "productSlug" varchar(100) NOT NULL, "batteryOption" varchar(32) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "price" bigint NOT NULL, CONSTRAINT "FK_1fdb7f4aa48785cb6c9adafe259" FOREIGN KEY ("areaId") REFERENCES "financing_area" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_financing_otr_price"("createdAt", "updatedAt", "areaId", "productSlug", "batteryOption", "id", "price") SELECT "createdAt", "updatedAt", "areaId", "productSlug", "batteryOption", "id", "price" FROM "financing_otr_price"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_otr_price"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_financing_otr_price" RENAME TO "financing_otr_price"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b8d15743ff1f8adb31801496e8" ON "financing_otr_price" ("areaId", "productSlug", "batteryOption") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_b8d15743ff1f8adb31801496e8"`, undefined);
        await queryRunner.query(`ALTER TABLE "financing_otr_price" RENAME TO "temporary_financing_otr_price"`, undefined);
        await queryRunner.query(`CREATE TABLE "financing_otr_price" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "areaId" integer NOT NULL, "productSlug" varchar(100) NOT NULL, "batteryOption" varchar(32) NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "price" bigint NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "financing_otr_price"("createdAt", "updatedAt", "areaId", "productSlug", "batteryOption", "id", "price") SELECT "createdAt", "updatedAt", "areaId", "productSlug", "batteryOption", "id", "price" FROM "temporary_financing_otr_price"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_financing_otr_price"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b8d15743ff1f8adb31801496e8" ON "financing_otr_price" ("areaId", "productSlug", "batteryOption") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_bf75a048b7701734957d6a6ea1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c366398494ccca8545de7d6753"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_5824471e2c31ccd7d636357606"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_lead"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_a2f7bcc510208fd86a2864439d"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_271f7d2bb539d9447d185cadc7"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c704d226f73c8c9b4627c3f8a7"`, undefined);
        await queryRunner.query(`DROP TABLE "contact_message"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_settings"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_47649d0ebbd1baf6c497cbb021"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_rate"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_c3ea08fa04e3f56ecd4c7d3fde"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_area"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b8d15743ff1f8adb31801496e8"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_otr_price"`, undefined);
   }

}
