import {MigrationInterface, QueryRunner} from "typeorm";

export class OrdersAfterPurchase1795476632656 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "vehicle" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "vin" character varying(17) NOT NULL, "id" SERIAL NOT NULL, "customerId" integer NOT NULL, "orderId" integer, "productVariantId" integer, CONSTRAINT "PK_187fa17ba39d367e5604b3d1ec9" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_960e864037056a9e38cb4277bd" ON "vehicle" ("vin") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5926d02d0b2a47a920a044b098" ON "vehicle" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7ca0fccc690ebcc251b7d30f6a" ON "vehicle" ("orderId") `, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsBookingconfirmation" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsVin" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD CONSTRAINT "UQ_9eafc40b6f616aac7a6545c6f78" UNIQUE ("customFieldsVin")`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsHandovercode" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsHandoverfailedtries" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsHandoverlockeduntil" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsHandoverconfirmedat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlatestatus" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlateestimatedat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlatereadyat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlatecollectedat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlatedelayreason" character varying(512)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsCancellationreason" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsCancellationotherreason" character varying(512)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD CONSTRAINT "FK_5926d02d0b2a47a920a044b0984" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD CONSTRAINT "FK_7ca0fccc690ebcc251b7d30f6aa" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD CONSTRAINT "FK_3b91601d3bb0e02375d1c05864f" FOREIGN KEY ("productVariantId") REFERENCES "product_variant"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "vehicle" DROP CONSTRAINT "FK_3b91601d3bb0e02375d1c05864f"`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" DROP CONSTRAINT "FK_7ca0fccc690ebcc251b7d30f6aa"`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" DROP CONSTRAINT "FK_5926d02d0b2a47a920a044b0984"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsCancellationotherreason"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsCancellationreason"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlatedelayreason"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlatecollectedat"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlatereadyat"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlateestimatedat"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlatestatus"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsHandoverconfirmedat"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsHandoverlockeduntil"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsHandoverfailedtries"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsHandovercode"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP CONSTRAINT "UQ_9eafc40b6f616aac7a6545c6f78"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsVin"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsBookingconfirmation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7ca0fccc690ebcc251b7d30f6a"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5926d02d0b2a47a920a044b098"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_960e864037056a9e38cb4277bd"`, undefined);
        await queryRunner.query(`DROP TABLE "vehicle"`, undefined);
   }

}
