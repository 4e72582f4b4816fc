import {MigrationInterface, QueryRunner} from "typeorm";

/** Issue 15 (my EV): transfer-of-ownership requests and the vehicle's history of shares, requests and owners. */
export class OwnershipTransfer1795580000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ownership_transfer" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "ownerId" integer NOT NULL, "state" varchar(16) NOT NULL, "expiresAt" datetime NOT NULL, "decidedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "vehicleId" integer NOT NULL, "requesterId" integer NOT NULL, CONSTRAINT "FK_ownership_transfer_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_ownership_transfer_requester" FOREIGN KEY ("requesterId") REFERENCES "customer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ownership_transfer_vehicle" ON "ownership_transfer" ("vehicleId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ownership_transfer_requester" ON "ownership_transfer" ("requesterId") `, undefined);
        await queryRunner.query(`CREATE TABLE "vehicle_history_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "type" varchar(32) NOT NULL, "actorId" integer, "data" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "vehicleId" integer NOT NULL, CONSTRAINT "FK_vehicle_history_entry_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "vehicle" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_vehicle_history_entry_vehicle" ON "vehicle_history_entry" ("vehicleId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_vehicle_history_entry_vehicle"`, undefined);
        await queryRunner.query(`DROP TABLE "vehicle_history_entry"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ownership_transfer_requester"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_ownership_transfer_vehicle"`, undefined);
        await queryRunner.query(`DROP TABLE "ownership_transfer"`, undefined);
   }

}
