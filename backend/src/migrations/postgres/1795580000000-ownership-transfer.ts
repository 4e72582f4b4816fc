import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 15 (my EV): transfer-of-ownership requests and the vehicle's history of shares, requests and owners. */
export class OwnershipTransfer1795580000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ownership_transfer" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "ownerId" integer NOT NULL, "state" character varying(16) NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "decidedAt" TIMESTAMP, "id" SERIAL NOT NULL, "vehicleId" integer NOT NULL, "requesterId" integer NOT NULL, CONSTRAINT "PK_ownership_transfer" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ownership_transfer_vehicle" ON "ownership_transfer" ("vehicleId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ownership_transfer_requester" ON "ownership_transfer" ("requesterId") `, undefined);
        await queryRunner.query(`ALTER TABLE "ownership_transfer" ADD CONSTRAINT "FK_ownership_transfer_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "ownership_transfer" ADD CONSTRAINT "FK_ownership_transfer_requester" FOREIGN KEY ("requesterId") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`CREATE TABLE "vehicle_history_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "type" character varying(32) NOT NULL, "actorId" integer, "data" text NOT NULL, "id" SERIAL NOT NULL, "vehicleId" integer NOT NULL, CONSTRAINT "PK_vehicle_history_entry" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_vehicle_history_entry_vehicle" ON "vehicle_history_entry" ("vehicleId") `, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle_history_entry" ADD CONSTRAINT "FK_vehicle_history_entry_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP TABLE "vehicle_history_entry"`, undefined);
        await queryRunner.query(`DROP TABLE "ownership_transfer"`, undefined);
   }

}
