import {MigrationInterface, QueryRunner} from "typeorm";

export class AccountTokens1795328561692 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "account_token" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "kind" varchar(32) NOT NULL, "tokenHash" varchar(64) NOT NULL, "customerId" integer NOT NULL, "expiresAt" datetime NOT NULL, "usedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1261696c0041394536e91c0a81" ON "account_token" ("tokenHash") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3c74be2f4072f636f8921f13a8" ON "account_token" ("customerId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_3c74be2f4072f636f8921f13a8"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_1261696c0041394536e91c0a81"`, undefined);
        await queryRunner.query(`DROP TABLE "account_token"`, undefined);
   }

}
