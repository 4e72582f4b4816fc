import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 15 (my EV): the vehicle's plate and dates, and the vehicle_share table (loans of a bike to a guest). */
export class MyEvSharing1795560000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "registrationPlate" character varying(16)`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "purchaseDate" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "arrivedDate" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "deliveryDate" TIMESTAMP`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ADD "warrantyValidUntil" TIMESTAMP`, undefined);
        await queryRunner.query(`CREATE TABLE "vehicle_share" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "ownerId" integer NOT NULL, "loanStart" TIMESTAMP NOT NULL, "loanEnd" TIMESTAMP, "revokedAt" TIMESTAMP, "id" SERIAL NOT NULL, "vehicleId" integer NOT NULL, "guestId" integer NOT NULL, CONSTRAINT "PK_vehicle_share" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_vehicle_share_vehicle" ON "vehicle_share" ("vehicleId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_vehicle_share_guest" ON "vehicle_share" ("guestId") `, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle_share" ADD CONSTRAINT "FK_vehicle_share_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle_share" ADD CONSTRAINT "FK_vehicle_share_guest" FOREIGN KEY ("guestId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "vehicle_share"`, undefined);
        for (const column of ['warrantyValidUntil', 'deliveryDate', 'arrivedDate', 'purchaseDate', 'registrationPlate']) {
            await queryRunner.query(`ALTER TABLE "vehicle" DROP COLUMN "${column}"`, undefined);
        }
   }

}
