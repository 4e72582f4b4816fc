import {MigrationInterface, QueryRunner} from "typeorm";

export class ContentPages1795318127110 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "blog_post" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar NOT NULL, "author" varchar NOT NULL, "coverImageUrl" varchar, "publishedAt" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7a1f994eda1ad6e18788ca90b9" ON "blog_post" ("slug") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3f069b62ed1a1ae0fcd0af2071" ON "blog_post" ("publishedAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "blog_post_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "excerpt" text NOT NULL, "body" text NOT NULL, "tags" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_88d8642354b3df1f77e06c22ec" ON "blog_post_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_topic" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar NOT NULL, "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fe293e72efa3d1cd3c9112cc48" ON "faq_topic" ("slug") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_topic_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3b39558177734882a631d872fa" ON "faq_topic_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_answer" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar NOT NULL, "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "topicId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9eb4844d5f6d89f76ffa30fd82" ON "faq_answer" ("topicId", "slug") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_answer_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "question" varchar NOT NULL, "answer" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ab4f6eda9a446a184f3f03da0" ON "faq_answer_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "legal_page" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar NOT NULL, "lastUpdated" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_344a273d312f73d07e20c363ec" ON "legal_page" ("slug") `, undefined);
        await queryRunner.query(`CREATE TABLE "legal_page_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "body" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b4aeb21e81ca563d94f74d786b" ON "legal_page_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "guidebook" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "version" varchar NOT NULL, "title" varchar NOT NULL, "pdfUrl" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4ea0cd57d915ae5e77c32e6e99" ON "guidebook" ("version") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_88d8642354b3df1f77e06c22ec"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_blog_post_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "excerpt" text NOT NULL, "body" text NOT NULL, "tags" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_8808e3c3bada04a8206d16eb990" FOREIGN KEY ("baseId") REFERENCES "blog_post" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_blog_post_translation"("createdAt", "updatedAt", "languageCode", "title", "excerpt", "body", "tags", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "excerpt", "body", "tags", "id", "baseId" FROM "blog_post_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "blog_post_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_blog_post_translation" RENAME TO "blog_post_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_88d8642354b3df1f77e06c22ec" ON "blog_post_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3b39558177734882a631d872fa"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_faq_topic_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_bf1d6d060f8f08e26623c6b73d5" FOREIGN KEY ("baseId") REFERENCES "faq_topic" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_faq_topic_translation"("createdAt", "updatedAt", "languageCode", "title", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "id", "baseId" FROM "faq_topic_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_topic_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_faq_topic_translation" RENAME TO "faq_topic_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3b39558177734882a631d872fa" ON "faq_topic_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9eb4844d5f6d89f76ffa30fd82"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_faq_answer" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar NOT NULL, "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "topicId" integer NOT NULL, CONSTRAINT "FK_9436226fc186606644fd04f9c21" FOREIGN KEY ("topicId") REFERENCES "faq_topic" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_faq_answer"("createdAt", "updatedAt", "slug", "position", "id", "topicId") SELECT "createdAt", "updatedAt", "slug", "position", "id", "topicId" FROM "faq_answer"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_answer"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_faq_answer" RENAME TO "faq_answer"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9eb4844d5f6d89f76ffa30fd82" ON "faq_answer" ("topicId", "slug") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ab4f6eda9a446a184f3f03da0"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_faq_answer_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "question" varchar NOT NULL, "answer" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_960ad0d153afc727ee8bf446770" FOREIGN KEY ("baseId") REFERENCES "faq_answer" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_faq_answer_translation"("createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId" FROM "faq_answer_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_answer_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_faq_answer_translation" RENAME TO "faq_answer_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ab4f6eda9a446a184f3f03da0" ON "faq_answer_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b4aeb21e81ca563d94f74d786b"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_legal_page_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "body" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer, CONSTRAINT "FK_c008b3d92a434d811c67f399895" FOREIGN KEY ("baseId") REFERENCES "legal_page" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_legal_page_translation"("createdAt", "updatedAt", "languageCode", "title", "body", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "body", "id", "baseId" FROM "legal_page_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "legal_page_translation"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_legal_page_translation" RENAME TO "legal_page_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b4aeb21e81ca563d94f74d786b" ON "legal_page_translation" ("baseId", "languageCode") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_b4aeb21e81ca563d94f74d786b"`, undefined);
        await queryRunner.query(`ALTER TABLE "legal_page_translation" RENAME TO "temporary_legal_page_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "legal_page_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "body" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "legal_page_translation"("createdAt", "updatedAt", "languageCode", "title", "body", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "body", "id", "baseId" FROM "temporary_legal_page_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_legal_page_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b4aeb21e81ca563d94f74d786b" ON "legal_page_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ab4f6eda9a446a184f3f03da0"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_answer_translation" RENAME TO "temporary_faq_answer_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "faq_answer_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "question" varchar NOT NULL, "answer" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "faq_answer_translation"("createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "question", "answer", "id", "baseId" FROM "temporary_faq_answer_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_faq_answer_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ab4f6eda9a446a184f3f03da0" ON "faq_answer_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9eb4844d5f6d89f76ffa30fd82"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_answer" RENAME TO "temporary_faq_answer"`, undefined);
        await queryRunner.query(`CREATE TABLE "faq_answer" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "slug" varchar NOT NULL, "position" integer NOT NULL DEFAULT (0), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "topicId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "faq_answer"("createdAt", "updatedAt", "slug", "position", "id", "topicId") SELECT "createdAt", "updatedAt", "slug", "position", "id", "topicId" FROM "temporary_faq_answer"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_faq_answer"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9eb4844d5f6d89f76ffa30fd82" ON "faq_answer" ("topicId", "slug") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3b39558177734882a631d872fa"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_topic_translation" RENAME TO "temporary_faq_topic_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "faq_topic_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "faq_topic_translation"("createdAt", "updatedAt", "languageCode", "title", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "id", "baseId" FROM "temporary_faq_topic_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_faq_topic_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3b39558177734882a631d872fa" ON "faq_topic_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_88d8642354b3df1f77e06c22ec"`, undefined);
        await queryRunner.query(`ALTER TABLE "blog_post_translation" RENAME TO "temporary_blog_post_translation"`, undefined);
        await queryRunner.query(`CREATE TABLE "blog_post_translation" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "languageCode" varchar(16) NOT NULL, "title" varchar NOT NULL, "excerpt" text NOT NULL, "body" text NOT NULL, "tags" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "baseId" integer)`, undefined);
        await queryRunner.query(`INSERT INTO "blog_post_translation"("createdAt", "updatedAt", "languageCode", "title", "excerpt", "body", "tags", "id", "baseId") SELECT "createdAt", "updatedAt", "languageCode", "title", "excerpt", "body", "tags", "id", "baseId" FROM "temporary_blog_post_translation"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_blog_post_translation"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_88d8642354b3df1f77e06c22ec" ON "blog_post_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4ea0cd57d915ae5e77c32e6e99"`, undefined);
        await queryRunner.query(`DROP TABLE "guidebook"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_b4aeb21e81ca563d94f74d786b"`, undefined);
        await queryRunner.query(`DROP TABLE "legal_page_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_344a273d312f73d07e20c363ec"`, undefined);
        await queryRunner.query(`DROP TABLE "legal_page"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ab4f6eda9a446a184f3f03da0"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_answer_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_9eb4844d5f6d89f76ffa30fd82"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_answer"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3b39558177734882a631d872fa"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_topic_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_fe293e72efa3d1cd3c9112cc48"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_topic"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_88d8642354b3df1f77e06c22ec"`, undefined);
        await queryRunner.query(`DROP TABLE "blog_post_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_3f069b62ed1a1ae0fcd0af2071"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_7a1f994eda1ad6e18788ca90b9"`, undefined);
        await queryRunner.query(`DROP TABLE "blog_post"`, undefined);
   }

}
