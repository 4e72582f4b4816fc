import {MigrationInterface, QueryRunner} from "typeorm";

export class ContentFinancingLeadsProductContent1795322541119 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "blog_post" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying NOT NULL, "author" character varying NOT NULL, "coverImageUrl" character varying, "publishedAt" TIMESTAMP, "id" SERIAL NOT NULL, CONSTRAINT "PK_694e842ad1c2b33f5939de6fede" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7a1f994eda1ad6e18788ca90b9" ON "blog_post" ("slug") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_3f069b62ed1a1ae0fcd0af2071" ON "blog_post" ("publishedAt") `, undefined);
        await queryRunner.query(`CREATE TABLE "blog_post_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying(16) NOT NULL, "title" character varying NOT NULL, "excerpt" text NOT NULL, "body" text NOT NULL, "tags" text NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_964a628ff2667f9e08136912d8b" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_88d8642354b3df1f77e06c22ec" ON "blog_post_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_topic" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying NOT NULL, "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, CONSTRAINT "PK_e2f2b14cd6ea0128b93cb48de94" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fe293e72efa3d1cd3c9112cc48" ON "faq_topic" ("slug") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_topic_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying(16) NOT NULL, "title" character varying NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_4feab49035edb7d27ff6911af30" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3b39558177734882a631d872fa" ON "faq_topic_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_answer" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying NOT NULL, "position" integer NOT NULL DEFAULT '0', "id" SERIAL NOT NULL, "topicId" integer NOT NULL, CONSTRAINT "PK_3e8b936e76348f16f11ec722b0c" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9eb4844d5f6d89f76ffa30fd82" ON "faq_answer" ("topicId", "slug") `, undefined);
        await queryRunner.query(`CREATE TABLE "faq_answer_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying(16) NOT NULL, "question" character varying NOT NULL, "answer" text NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_0cfd495862d457832e38d3bb744" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ab4f6eda9a446a184f3f03da0" ON "faq_answer_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "legal_page" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "slug" character varying NOT NULL, "lastUpdated" TIMESTAMP NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_9126412ff4df6ff755a974fe8a7" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_344a273d312f73d07e20c363ec" ON "legal_page" ("slug") `, undefined);
        await queryRunner.query(`CREATE TABLE "legal_page_translation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "languageCode" character varying(16) NOT NULL, "title" character varying NOT NULL, "body" text NOT NULL, "id" SERIAL NOT NULL, "baseId" integer, CONSTRAINT "PK_3f252f37fc2b80bf1a14bba40ca" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b4aeb21e81ca563d94f74d786b" ON "legal_page_translation" ("baseId", "languageCode") `, undefined);
        await queryRunner.query(`CREATE TABLE "guidebook" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "version" character varying NOT NULL, "title" character varying NOT NULL, "pdfUrl" character varying NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_92ceaeb5ca15a339e4e12e822c0" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4ea0cd57d915ae5e77c32e6e99" ON "guidebook" ("version") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_otr_price" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "areaId" integer NOT NULL, "productSlug" character varying(100) NOT NULL, "batteryOption" character varying(32) NOT NULL, "id" SERIAL NOT NULL, "price" bigint NOT NULL, CONSTRAINT "PK_8440e0d03c4bc20e17aa5dc4e7c" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b8d15743ff1f8adb31801496e8" ON "financing_otr_price" ("areaId", "productSlug", "batteryOption") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_area" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(64) NOT NULL, "name" character varying(120) NOT NULL, "position" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, "id" SERIAL NOT NULL, CONSTRAINT "PK_47ba915d0bef70ef82fb6d4f4d1" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c3ea08fa04e3f56ecd4c7d3fde" ON "financing_area" ("code") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_rate" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "provider" character varying(32) NOT NULL, "tenorMonths" integer NOT NULL, "flatRateBps" integer NOT NULL, "insuranceRateBps" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, "id" SERIAL NOT NULL, "adminFee" bigint NOT NULL, CONSTRAINT "PK_66a8367c4afcc0209cc53fbd2fa" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_47649d0ebbd1baf6c497cbb021" ON "financing_rate" ("provider", "tenorMonths") `, undefined);
        await queryRunner.query(`CREATE TABLE "financing_settings" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "downPaymentMinPercent" integer NOT NULL, "downPaymentMaxPercent" integer NOT NULL, "downPaymentStepPercent" integer NOT NULL, "defaultDownPaymentPercent" integer NOT NULL, "tenors" character varying(200) NOT NULL, "defaultTenorMonths" integer NOT NULL, "defaultProvider" character varying(32) NOT NULL, "petrolKmPerLitre" double precision NOT NULL, "evWhPerKm" double precision NOT NULL, "daysPerMonth" integer NOT NULL DEFAULT '30', "defaultKmPerDay" integer NOT NULL DEFAULT '40', "id" SERIAL NOT NULL, "petrolPricePerLitre" bigint NOT NULL, "petrolServicePerMonth" bigint NOT NULL, "electricityPricePerKwh" bigint NOT NULL, "evServicePerMonth" bigint NOT NULL, "swapSubscriptionPerMonth" bigint NOT NULL, CONSTRAINT "PK_bd17d937901d36f8cb2b04c2a01" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE TABLE "contact_message" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "name" character varying(120) NOT NULL, "email" character varying(254) NOT NULL, "phone" character varying(16) NOT NULL, "topic" character varying(32) NOT NULL, "message" text NOT NULL, "languageCode" character varying(8) NOT NULL DEFAULT 'id', "customerId" character varying, "idempotencyKey" character varying(100), "clientHash" character varying(64) NOT NULL, "id" SERIAL NOT NULL, CONSTRAINT "PK_1476ca9a6265a586f618ea918fd" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_c704d226f73c8c9b4627c3f8a7" ON "contact_message" ("topic") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_271f7d2bb539d9447d185cadc7" ON "contact_message" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_a2f7bcc510208fd86a2864439d" ON "contact_message" ("clientHash") `, undefined);
        await queryRunner.query(`CREATE TABLE "marketing_lead" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "fullName" character varying(120) NOT NULL, "phone" character varying(16) NOT NULL, "city" character varying(80) NOT NULL, "source" character varying(32) NOT NULL, "productSlug" character varying(100), "batteryOption" character varying(32), "areaCode" character varying(64), "downPaymentPercent" double precision, "tenorMonths" integer, "provider" character varying(32), "kmPerDay" double precision, "languageCode" character varying(8) NOT NULL DEFAULT 'id', "customerId" character varying, "idempotencyKey" character varying(100), "clientHash" character varying(64) NOT NULL, "id" SERIAL NOT NULL, "otrPrice" bigint, "monthlyInstalment" bigint, CONSTRAINT "PK_1bd5b91c54151663611ee5f12f1" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5824471e2c31ccd7d636357606" ON "marketing_lead" ("source") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c366398494ccca8545de7d6753" ON "marketing_lead" ("idempotencyKey") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_bf75a048b7701734957d6a6ea1" ON "marketing_lead" ("clientHash") `, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" ADD "customFieldsPagecontent" text`, undefined);
        await queryRunner.query(`ALTER TABLE "blog_post_translation" ADD CONSTRAINT "FK_8808e3c3bada04a8206d16eb990" FOREIGN KEY ("baseId") REFERENCES "blog_post"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_topic_translation" ADD CONSTRAINT "FK_bf1d6d060f8f08e26623c6b73d5" FOREIGN KEY ("baseId") REFERENCES "faq_topic"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_answer" ADD CONSTRAINT "FK_9436226fc186606644fd04f9c21" FOREIGN KEY ("topicId") REFERENCES "faq_topic"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_answer_translation" ADD CONSTRAINT "FK_960ad0d153afc727ee8bf446770" FOREIGN KEY ("baseId") REFERENCES "faq_answer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "legal_page_translation" ADD CONSTRAINT "FK_c008b3d92a434d811c67f399895" FOREIGN KEY ("baseId") REFERENCES "legal_page"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "financing_otr_price" ADD CONSTRAINT "FK_1fdb7f4aa48785cb6c9adafe259" FOREIGN KEY ("areaId") REFERENCES "financing_area"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "financing_otr_price" DROP CONSTRAINT "FK_1fdb7f4aa48785cb6c9adafe259"`, undefined);
        await queryRunner.query(`ALTER TABLE "legal_page_translation" DROP CONSTRAINT "FK_c008b3d92a434d811c67f399895"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_answer_translation" DROP CONSTRAINT "FK_960ad0d153afc727ee8bf446770"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_answer" DROP CONSTRAINT "FK_9436226fc186606644fd04f9c21"`, undefined);
        await queryRunner.query(`ALTER TABLE "faq_topic_translation" DROP CONSTRAINT "FK_bf1d6d060f8f08e26623c6b73d5"`, undefined);
        await queryRunner.query(`ALTER TABLE "blog_post_translation" DROP CONSTRAINT "FK_8808e3c3bada04a8206d16eb990"`, undefined);
        await queryRunner.query(`ALTER TABLE "product_translation" DROP COLUMN "customFieldsPagecontent"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_bf75a048b7701734957d6a6ea1"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c366398494ccca8545de7d6753"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5824471e2c31ccd7d636357606"`, undefined);
        await queryRunner.query(`DROP TABLE "marketing_lead"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a2f7bcc510208fd86a2864439d"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_271f7d2bb539d9447d185cadc7"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c704d226f73c8c9b4627c3f8a7"`, undefined);
        await queryRunner.query(`DROP TABLE "contact_message"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_settings"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_47649d0ebbd1baf6c497cbb021"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_rate"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_c3ea08fa04e3f56ecd4c7d3fde"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_area"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b8d15743ff1f8adb31801496e8"`, undefined);
        await queryRunner.query(`DROP TABLE "financing_otr_price"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_4ea0cd57d915ae5e77c32e6e99"`, undefined);
        await queryRunner.query(`DROP TABLE "guidebook"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_b4aeb21e81ca563d94f74d786b"`, undefined);
        await queryRunner.query(`DROP TABLE "legal_page_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_344a273d312f73d07e20c363ec"`, undefined);
        await queryRunner.query(`DROP TABLE "legal_page"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2ab4f6eda9a446a184f3f03da0"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_answer_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_9eb4844d5f6d89f76ffa30fd82"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_answer"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3b39558177734882a631d872fa"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_topic_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_fe293e72efa3d1cd3c9112cc48"`, undefined);
        await queryRunner.query(`DROP TABLE "faq_topic"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_88d8642354b3df1f77e06c22ec"`, undefined);
        await queryRunner.query(`DROP TABLE "blog_post_translation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_3f069b62ed1a1ae0fcd0af2071"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_7a1f994eda1ad6e18788ca90b9"`, undefined);
        await queryRunner.query(`DROP TABLE "blog_post"`, undefined);
   }

}
