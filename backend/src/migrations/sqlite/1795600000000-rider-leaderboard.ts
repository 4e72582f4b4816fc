import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 15 (my EV): the rider leaderboard — ride trips, the bike's city, generation, opt-in and riding totals. */
export class RiderLeaderboard1795600000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "city" varchar(64)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "generation" integer NOT NULL DEFAULT (1)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "leaderboardOptInAt" datetime`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "rideDistanceKm" double precision NOT NULL DEFAULT (0)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "rideEnergyWh" double precision NOT NULL DEFAULT (0)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "lastRideAt" datetime`, undefined);
        await queryRunner.query(`CREATE TABLE "ride_trip" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "externalId" varchar(64) NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime NOT NULL, "distanceKm" double precision NOT NULL, "energyWh" double precision NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "vehicleId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "FK_ride_trip_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ride_trip_vehicle_external" ON "ride_trip" ("vehicleId", "externalId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ride_trip_customer" ON "ride_trip" ("customerId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_ride_trip_customer"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ride_trip_vehicle_external"`, undefined);
        await queryRunner.query(`DROP TABLE "ride_trip"`, undefined);
        for (const column of ['lastRideAt', 'rideEnergyWh', 'rideDistanceKm', 'leaderboardOptInAt', 'generation', 'city']) {
            await queryRunner.query(`ALTER TABLE "vehicle" DROP COLUMN "${column}"`, undefined);
        }
   }

}
