import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 15 (my EV): the vehicle's plate and dates, and the vehicle_share table (loans of a bike to a guest). */
export class MyEvSharing1795560000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "registrationPlate" varchar(16)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "purchaseDate" datetime`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "arrivedDate" datetime`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "deliveryDate" datetime`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD COLUMN "warrantyValidUntil" datetime`, undefined);
        await queryRunner.query(`CREATE TABLE "vehicle_share" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "ownerId" integer NOT NULL, "loanStart" datetime NOT NULL, "loanEnd" datetime, "revokedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "vehicleId" integer NOT NULL, "guestId" integer NOT NULL, CONSTRAINT "FK_vehicle_share_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_vehicle_share_guest" FOREIGN KEY ("guestId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_vehicle_share_vehicle" ON "vehicle_share" ("vehicleId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_vehicle_share_guest" ON "vehicle_share" ("guestId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_vehicle_share_guest"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_vehicle_share_vehicle"`, undefined);
        await queryRunner.query(`DROP TABLE "vehicle_share"`, undefined);
        for (const column of ['warrantyValidUntil', 'deliveryDate', 'arrivedDate', 'purchaseDate', 'registrationPlate']) {
            await queryRunner.query(`ALTER TABLE "vehicle" DROP COLUMN "${column}"`, undefined);
        }
   }

}
