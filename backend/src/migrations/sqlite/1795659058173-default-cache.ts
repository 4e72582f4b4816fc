import {MigrationInterface, QueryRunner} from "typeorm";

/**
 * Issue 20: Vendure's cache in the database (DefaultCachePlugin: its cache_item and cache_tag tables), so phone-code
 * sessions and attempt limits hold across the server, the worker and several servers. Only these two tables: the
 * generator also rewrote unrelated vehicle tables (SQLite's table-copy for foreign keys), left out on purpose.
 */
export class DefaultCache1795659058173 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "cache_item" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "insertedAt" datetime(3) NOT NULL, "key" varchar NOT NULL, "value" text NOT NULL, "expiresAt" datetime(3), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, CONSTRAINT "UQ_1ada355aa01694ed45f7ed0fba8" UNIQUE ("key"))`, undefined);
        await queryRunner.query(`CREATE INDEX "cache_item_key" ON "cache_item" ("key") `, undefined);
        await queryRunner.query(`CREATE TABLE "cache_tag" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "tag" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "itemId" integer NOT NULL, CONSTRAINT "UQ_99cfdf5b111a6589a5c5ab1e0c7" UNIQUE ("tag", "itemId"), CONSTRAINT "FK_16516b25ba15db4e95261bb0bfe" FOREIGN KEY ("itemId") REFERENCES "cache_item" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`CREATE INDEX "cache_tag_tag" ON "cache_tag" ("tag") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "cache_tag_tag"`, undefined);
        await queryRunner.query(`DROP TABLE "cache_tag"`, undefined);
        await queryRunner.query(`DROP INDEX "cache_item_key"`, undefined);
        await queryRunner.query(`DROP TABLE "cache_item"`, undefined);
   }

}
