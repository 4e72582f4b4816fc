import {MigrationInterface, QueryRunner} from "typeorm";

export class TestRides1795269049036 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "test_ride_slot" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slotStart" TIMESTAMP NOT NULL, "kind" character varying(8) NOT NULL, "capacity" integer NOT NULL, "booked" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "placeId" integer NOT NULL, CONSTRAINT "PK_90a1759ad19570853ee4bc9412c" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7b254a333299745509abc4af80" ON "test_ride_slot" ("placeId", "slotStart", "kind") `, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_booking" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(16) NOT NULL, "guestName" character varying(80) NOT NULL, "guestPhone" character varying(16) NOT NULL, "guestEmail" character varying(254) NOT NULL, "productSlug" character varying(100) NOT NULL, "locationType" character varying(8) NOT NULL, "address" character varying(300), "latitude" double precision, "longitude" double precision, "distanceKm" double precision, "slotStart" TIMESTAMP NOT NULL, "durationMinutes" integer NOT NULL DEFAULT '60', "status" character varying(16) NOT NULL DEFAULT 'REQUESTED', "surveyAnswers" text NOT NULL, "currentMotorcycle" character varying(40) NOT NULL, "languageCode" character varying(2) NOT NULL DEFAULT 'id', "notificationChannel" character varying(16) NOT NULL DEFAULT 'WHATSAPP', "idempotencyKey" character varying(100), "reminderSentAt" TIMESTAMP, "cancelledAt" TIMESTAMP, "id" SERIAL NOT NULL, "customerId" integer, "placeId" integer NOT NULL, "slotId" integer NOT NULL, CONSTRAINT "PK_9217adc99f19f8ccdd6b350a7cd" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_08fd5c228e484f7af8c6bc9f79" ON "test_ride_booking" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_07158d16007706a53f9079ad16" ON "test_ride_booking" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8503296cf598a9a0f93345cc5a" ON "test_ride_booking" ("guestPhone") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_77a061e07e0eb43149d4f094b4" ON "test_ride_booking" ("guestEmail") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b446358517117afb789855c61" ON "test_ride_booking" ("placeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_bcf9672ace06b29ed4f9f517ad" ON "test_ride_booking" ("slotStart") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b9b1c60373e11960e0c1d524c1" ON "test_ride_booking" ("status") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_72cfcf24f914f0ead49da04ed0" ON "test_ride_booking" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_schedule" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "weeklyHours" text NOT NULL, "closedDates" text NOT NULL, "slotMinutes" integer NOT NULL DEFAULT '60', "dealerCapacity" integer NOT NULL DEFAULT '2', "homeCapacity" integer NOT NULL DEFAULT '1', "id" SERIAL NOT NULL, "placeId" integer NOT NULL, CONSTRAINT "PK_9aeb1dc479e483d17e04ad7a775" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_191dd0439de07138bcbe8399fe" ON "test_ride_schedule" ("placeId") `, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_slot" ADD CONSTRAINT "FK_c86c05c175d8fdd7a1d758ca8cb" FOREIGN KEY ("placeId") REFERENCES "experience_center"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" ADD CONSTRAINT "FK_07158d16007706a53f9079ad16a" FOREIGN KEY ("customerId") REFERENCES "customer"("id") ON DELETE SET NULL ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" ADD CONSTRAINT "FK_6b446358517117afb789855c613" FOREIGN KEY ("placeId") REFERENCES "experience_center"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" ADD CONSTRAINT "FK_676e4994c60b79962a955afb28e" FOREIGN KEY ("slotId") REFERENCES "test_ride_slot"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_schedule" ADD CONSTRAINT "FK_191dd0439de07138bcbe8399feb" FOREIGN KEY ("placeId") REFERENCES "experience_center"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "test_ride_schedule" DROP CONSTRAINT "FK_191dd0439de07138bcbe8399feb"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" DROP CONSTRAINT "FK_676e4994c60b79962a955afb28e"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" DROP CONSTRAINT "FK_6b446358517117afb789855c613"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" DROP CONSTRAINT "FK_07158d16007706a53f9079ad16a"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_slot" DROP CONSTRAINT "FK_c86c05c175d8fdd7a1d758ca8cb"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_191dd0439de07138bcbe8399fe"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_schedule"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_72cfcf24f914f0ead49da04ed0"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b9b1c60373e11960e0c1d524c1"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_bcf9672ace06b29ed4f9f517ad"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6b446358517117afb789855c61"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_77a061e07e0eb43149d4f094b4"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_8503296cf598a9a0f93345cc5a"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_07158d16007706a53f9079ad16"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_08fd5c228e484f7af8c6bc9f79"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_booking"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7b254a333299745509abc4af80"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_slot"`, undefined);
   }

}
