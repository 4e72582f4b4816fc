import {MigrationInterface, QueryRunner} from "typeorm";

export class ProductPageContent1795317804049 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_7dbc75cb4e8b002620c4dbfdac"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_f4a2ec16ba86d277b6faa0b67b"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_product_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar NOT NULL, "slug" varchar NOT NULL, "description" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, "customFieldsPagecontent" text, CONSTRAINT "FK_7dbc75cb4e8b002620c4dbfdac5" FOREIGN KEY ("baseId") REFERENCES "product" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_product_translation"("createdAt", "updatedAt", "languageCode", "name", "slug", "description", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "slug", "description", "id", "baseId" FROM "product_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "product_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_product_translation" RENAME TO "product_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7dbc75cb4e8b002620c4dbfdac" ON "product_translation" ("baseId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f4a2ec16ba86d277b6faa0b67b" ON "product_translation" ("slug") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_f4a2ec16ba86d277b6faa0b67b"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7dbc75cb4e8b002620c4dbfdac"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" RENAME TO "temporary_product_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "product_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar NOT NULL, "name" varchar NOT NULL, "slug" varchar NOT NULL, "description" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_7dbc75cb4e8b002620c4dbfdac5" FOREIGN KEY ("baseId") REFERENCES "product" ("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "product_translation"("createdAt", "updatedAt", "languageCode", "name", "slug", "description", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "name", "slug", "description", "id", "baseId" FROM "temporary_product_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_product_translation"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_f4a2ec16ba86d277b6faa0b67b" ON "product_translation" ("slug") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_7dbc75cb4e8b002620c4dbfdac" ON "product_translation" ("baseId") `, undefined);
   }

}
