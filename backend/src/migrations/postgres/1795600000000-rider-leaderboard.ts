import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 15 (my EV): the rider leaderboard — ride trips, the bike's city, generation, opt-in and riding totals. */
export class RiderLeaderboard1795600000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "city" character varying(64)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "generation" integer NOT NULL DEFAULT 1`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "leaderboardOptInAt" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "rideDistanceKm" double precision NOT NULL DEFAULT 0`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "rideEnergyWh" double precision NOT NULL DEFAULT 0`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "lastRideAt" TIMESTAMP`, undefined);
        await queryRunner.query(`CREATE TABLE "ride_trip" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "externalId" character varying(64) NOT NULL, "startedAt" TIMESTAMP NOT NULL, "endedAt" TIMESTAMP NOT NULL, "distanceKm" double precision NOT NULL, "energyWh" double precision NOT NULL, "id" SERIAL NOT NULL, "vehicleId" integer NOT NULL, "customerId" integer NOT NULL, CONSTRAINT "PK_ride_trip" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ride_trip_vehicle_external" ON "ride_trip" ("vehicleId", "externalId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ride_trip_customer" ON "ride_trip" ("customerId") `, undefined);
        await queryRunner.query(`ALTER TABLE "ride_trip" ADD CONSTRAINT "FK_ride_trip_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "ride_trip" DROP CONSTRAINT "FK_ride_trip_vehicle"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ride_trip_customer"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ride_trip_vehicle_external"`, undefined);
        await queryRunner.query(`DROP TABLE "ride_trip"`, undefined);
        for (const column of ['lastRideAt', 'rideEnergyWh', 'rideDistanceKm', 'leaderboardOptInAt', 'generation', 'city']) {
            await queryRunner.query(`ALTER TABLE "vehicle" DROP COLUMN "${column}"`, undefined);
        }
   }

}
