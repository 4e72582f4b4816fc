import {MigrationInterface, QueryRunner} from "typeorm";

export class TestRides1795269041251 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "test_ride_slot" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slotStart" datetime NOT NULL, "kind" varchar(8) NOT NULL, "capacity" integer NOT NULL, "booked" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "placeId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7b254a333299745509abc4af80" ON "test_ride_slot" ("placeId", "slotStart", "kind") `, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_booking" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(16) NOT NULL, "guestName" varchar(80) NOT NULL, "guestPhone" varchar(16) NOT NULL, "guestEmail" varchar(254) NOT NULL, "productSlug" varchar(100) NOT NULL, "locationType" varchar(8) NOT NULL, "address" varchar(300), "latitude" double precision, "longitude" double precision, "distanceKm" double precision, "slotStart" datetime NOT NULL, "durationMinutes" integer NOT NULL DEFAULT (60), "status" varchar(16) NOT NULL DEFAULT ('REQUESTED'), "surveyAnswers" text NOT NULL, "currentMotorcycle" varchar(40) NOT NULL, "languageCode" varchar(2) NOT NULL DEFAULT ('id'), "notificationChannel" varchar(16) NOT NULL DEFAULT ('WHATSAPP'), "idempotencyKey" varchar(100), "reminderSentAt" datetime, "cancelledAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer, "placeId" integer NOT NULL, "slotId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_08fd5c228e484f7af8c6bc9f79" ON "test_ride_booking" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_07158d16007706a53f9079ad16" ON "test_ride_booking" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8503296cf598a9a0f93345cc5a" ON "test_ride_booking" ("guestPhone") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_77a061e07e0eb43149d4f094b4" ON "test_ride_booking" ("guestEmail") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b446358517117afb789855c61" ON "test_ride_booking" ("placeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_bcf9672ace06b29ed4f9f517ad" ON "test_ride_booking" ("slotStart") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b9b1c60373e11960e0c1d524c1" ON "test_ride_booking" ("status") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_72cfcf24f914f0ead49da04ed0" ON "test_ride_booking" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_schedule" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "weeklyHours" text NOT NULL, "closedDates" text NOT NULL, "slotMinutes" integer NOT NULL DEFAULT (60), "dealerCapacity" integer NOT NULL DEFAULT (2), "homeCapacity" integer NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "placeId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_191dd0439de07138bcbe8399fe" ON "test_ride_schedule" ("placeId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7b254a333299745509abc4af80"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_test_ride_slot" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slotStart" datetime NOT NULL, "kind" varchar(8) NOT NULL, "capacity" integer NOT NULL, "booked" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "placeId" integer NOT NULL, CONSTRAINT "FK_c86c05c175d8fdd7a1d758ca8cb" FOREIGN KEY ("placeId") REFERENCES "experience_center" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_test_ride_slot"("createdAt", "updatedAt", "slotStart", "kind", "capacity", "booked", "id", "placeId") SELECT "createdAt", "updatedAt", "slotStart", "kind", "capacity", "booked", "id", "placeId" FROM "test_ride_slot"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_slot"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_test_ride_slot" RENAME TO "test_ride_slot"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7b254a333299745509abc4af80" ON "test_ride_slot" ("placeId", "slotStart", "kind") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_08fd5c228e484f7af8c6bc9f79"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_07158d16007706a53f9079ad16"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8503296cf598a9a0f93345cc5a"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_77a061e07e0eb43149d4f094b4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b446358517117afb789855c61"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_bcf9672ace06b29ed4f9f517ad"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b9b1c60373e11960e0c1d524c1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_72cfcf24f914f0ead49da04ed0"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_test_ride_booking" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(16) NOT NULL, "guestName" varchar(80) NOT NULL, "guestPhone" varchar(16) NOT NULL, "guestEmail" varchar(254) NOT NULL, "productSlug" varchar(100) NOT NULL, "locationType" varchar(8) NOT NULL, "address" varchar(300), "latitude" double precision, "longitude" double precision, "distanceKm" double precision, "slotStart" datetime NOT NULL, "durationMinutes" integer NOT NULL DEFAULT (60), "status" varchar(16) NOT NULL DEFAULT ('REQUESTED'), "surveyAnswers" text NOT NULL, "currentMotorcycle" varchar(40) NOT NULL, "languageCode" varchar(2) NOT NULL DEFAULT ('id'), "notificationChannel" varchar(16) NOT NULL DEFAULT ('WHATSAPP'), "idempotencyKey" varchar(100), "reminderSentAt" datetime, "cancelledAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer, "placeId" integer NOT NULL, "slotId" integer NOT NULL, CONSTRAINT "FK_07158d16007706a53f9079ad16a" FOREIGN KEY ("customerId") REFERENCES "customer" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6b446358517117afb789855c613" FOREIGN KEY ("placeId") REFERENCES "experience_center" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_676e4994c60b79962a955afb28e" FOREIGN KEY ("slotId") REFERENCES "test_ride_slot" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_test_ride_booking"("createdAt", "updatedAt", "code", "guestName", "guestPhone", "guestEmail", "productSlug", "locationType", "address", "latitude", "longitude", "distanceKm", "slotStart", "durationMinutes", "status", "surveyAnswers", "currentMotorcycle", "languageCode", "notificationChannel", "idempotencyKey", "reminderSentAt", "cancelledAt", "id", "customerId", "placeId", "slotId") SELECT "createdAt", "updatedAt", "code", "guestName", "guestPhone", "guestEmail", "productSlug", "locationType", "address", "latitude", "longitude", "distanceKm", "slotStart", "durationMinutes", "status", "surveyAnswers", "currentMotorcycle", "languageCode", "notificationChannel", "idempotencyKey", "reminderSentAt", "cancelledAt", "id", "customerId", "placeId", "slotId" FROM "test_ride_booking"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_booking"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_test_ride_booking" RENAME TO "test_ride_booking"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_08fd5c228e484f7af8c6bc9f79" ON "test_ride_booking" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_07158d16007706a53f9079ad16" ON "test_ride_booking" ("customerId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8503296cf598a9a0f93345cc5a" ON "test_ride_booking" ("guestPhone") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_77a061e07e0eb43149d4f094b4" ON "test_ride_booking" ("guestEmail") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b446358517117afb789855c61" ON "test_ride_booking" ("placeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_bcf9672ace06b29ed4f9f517ad" ON "test_ride_booking" ("slotStart") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b9b1c60373e11960e0c1d524c1" ON "test_ride_booking" ("status") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_72cfcf24f914f0ead49da04ed0" ON "test_ride_booking" ("idempotencyKey") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_191dd0439de07138bcbe8399fe"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_test_ride_schedule" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "weeklyHours" text NOT NULL, "closedDates" text NOT NULL, "slotMinutes" integer NOT NULL DEFAULT (60), "dealerCapacity" integer NOT NULL DEFAULT (2), "homeCapacity" integer NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "placeId" integer NOT NULL, CONSTRAINT "FK_191dd0439de07138bcbe8399feb" FOREIGN KEY ("placeId") REFERENCES "experience_center" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_test_ride_schedule"("createdAt", "updatedAt", "weeklyHours", "closedDates", "slotMinutes", "dealerCapacity", "homeCapacity", "id", "placeId") SELECT "createdAt", "updatedAt", "weeklyHours", "closedDates", "slotMinutes", "dealerCapacity", "homeCapacity", "id", "placeId" FROM "test_ride_schedule"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_schedule"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_test_ride_schedule" RENAME TO "test_ride_schedule"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_191dd0439de07138bcbe8399fe" ON "test_ride_schedule" ("placeId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_191dd0439de07138bcbe8399fe"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_schedule" RENAME TO "temporary_test_ride_schedule"`, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_schedule" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "weeklyHours" text NOT NULL, "closedDates" text NOT NULL, "slotMinutes" integer NOT NULL DEFAULT (60), "dealerCapacity" integer NOT NULL DEFAULT (2), "homeCapacity" integer NOT NULL DEFAULT (1), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "placeId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "test_ride_schedule"("createdAt", "updatedAt", "weeklyHours", "closedDates", "slotMinutes", "dealerCapacity", "homeCapacity", "id", "placeId") SELECT "createdAt", "updatedAt", "weeklyHours", "closedDates", "slotMinutes", "dealerCapacity", "homeCapacity", "id", "placeId" FROM "temporary_test_ride_schedule"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_test_ride_schedule"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_191dd0439de07138bcbe8399fe" ON "test_ride_schedule" ("placeId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_72cfcf24f914f0ead49da04ed0"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b9b1c60373e11960e0c1d524c1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_bcf9672ace06b29ed4f9f517ad"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b446358517117afb789855c61"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_77a061e07e0eb43149d4f094b4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8503296cf598a9a0f93345cc5a"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_07158d16007706a53f9079ad16"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_08fd5c228e484f7af8c6bc9f79"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_booking" RENAME TO "temporary_test_ride_booking"`, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_booking" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(16) NOT NULL, "guestName" varchar(80) NOT NULL, "guestPhone" varchar(16) NOT NULL, "guestEmail" varchar(254) NOT NULL, "productSlug" varchar(100) NOT NULL, "locationType" varchar(8) NOT NULL, "address" varchar(300), "latitude" double precision, "longitude" double precision, "distanceKm" double precision, "slotStart" datetime NOT NULL, "durationMinutes" integer NOT NULL DEFAULT (60), "status" varchar(16) NOT NULL DEFAULT ('REQUESTED'), "surveyAnswers" text NOT NULL, "currentMotorcycle" varchar(40) NOT NULL, "languageCode" varchar(2) NOT NULL DEFAULT ('id'), "notificationChannel" varchar(16) NOT NULL DEFAULT ('WHATSAPP'), "idempotencyKey" varchar(100), "reminderSentAt" datetime, "cancelledAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "customerId" integer, "placeId" integer NOT NULL, "slotId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "test_ride_booking"("createdAt", "updatedAt", "code", "guestName", "guestPhone", "guestEmail", "productSlug", "locationType", "address", "latitude", "longitude", "distanceKm", "slotStart", "durationMinutes", "status", "surveyAnswers", "currentMotorcycle", "languageCode", "notificationChannel", "idempotencyKey", "reminderSentAt", "cancelledAt", "id", "customerId", "placeId", "slotId") SELECT "createdAt", "updatedAt", "code", "guestName", "guestPhone", "guestEmail", "productSlug", "locationType", "address", "latitude", "longitude", "distanceKm", "slotStart", "durationMinutes", "status", "surveyAnswers", "currentMotorcycle", "languageCode", "notificationChannel", "idempotencyKey", "reminderSentAt", "cancelledAt", "id", "customerId", "placeId", "slotId" FROM "temporary_test_ride_booking"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_test_ride_booking"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_72cfcf24f914f0ead49da04ed0" ON "test_ride_booking" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_b9b1c60373e11960e0c1d524c1" ON "test_ride_booking" ("status") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_bcf9672ace06b29ed4f9f517ad" ON "test_ride_booking" ("slotStart") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6b446358517117afb789855c61" ON "test_ride_booking" ("placeId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_77a061e07e0eb43149d4f094b4" ON "test_ride_booking" ("guestEmail") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8503296cf598a9a0f93345cc5a" ON "test_ride_booking" ("guestPhone") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_07158d16007706a53f9079ad16" ON "test_ride_booking" ("customerId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_08fd5c228e484f7af8c6bc9f79" ON "test_ride_booking" ("code") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7b254a333299745509abc4af80"`, undefined);
        await queryRunner.query(`ALTER TABLE "test_ride_slot" RENAME TO "temporary_test_ride_slot"`, undefined);
        await queryRunner.query(`CREATE TABLE "test_ride_slot" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slotStart" datetime NOT NULL, "kind" varchar(8) NOT NULL, "capacity" integer NOT NULL, "booked" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "placeId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "test_ride_slot"("createdAt", "updatedAt", "slotStart", "kind", "capacity", "booked", "id", "placeId") SELECT "createdAt", "updatedAt", "slotStart", "kind", "capacity", "booked", "id", "placeId" FROM "temporary_test_ride_slot"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_test_ride_slot"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7b254a333299745509abc4af80" ON "test_ride_slot" ("placeId", "slotStart", "kind") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_191dd0439de07138bcbe8399fe"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_schedule"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_72cfcf24f914f0ead49da04ed0"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b9b1c60373e11960e0c1d524c1"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_bcf9672ace06b29ed4f9f517ad"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_6b446358517117afb789855c61"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_77a061e07e0eb43149d4f094b4"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8503296cf598a9a0f93345cc5a"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_07158d16007706a53f9079ad16"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_08fd5c228e484f7af8c6bc9f79"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_booking"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7b254a333299745509abc4af80"`, undefined);
        await queryRunner.query(`DROP TABLE "test_ride_slot"`, undefined);
   }

}
