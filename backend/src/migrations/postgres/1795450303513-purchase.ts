import { MigrationInterface, QueryRunner } from 'typeorm';

export class Purchase1795450303513 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(
      `CREATE TABLE "payment_proof" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "status" character varying(16) NOT NULL DEFAULT 'PENDING', "orderNumber" character varying(32) NOT NULL, "referenceNumber" character varying(40) NOT NULL, "cardType" character varying(16) NOT NULL, "bankName" character varying(100) NOT NULL, "paymentDate" character varying(10) NOT NULL, "paymentMethod" character varying(32) NOT NULL, "eCommerce" character varying(32) NOT NULL, "fileKey" character varying(80) NOT NULL, "fileMimeType" character varying(40) NOT NULL, "fileByteSize" integer NOT NULL, "reviewedAt" TIMESTAMP, "reviewedByUserId" character varying(32), "rejectionReason" character varying(500), "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "paymentId" integer NOT NULL, "amountDue" bigint NOT NULL, "nominal" bigint NOT NULL, CONSTRAINT "PK_64c0963ecc0ec5d064ebefff10f" PRIMARY KEY ("id"))`,
      undefined,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2488ddc9a76ed4a2b9289f7652" ON "payment_proof" ("paymentId", "status") `,
      undefined,
    );
    await queryRunner.query(
      `CREATE TABLE "battery_subscription" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "batteryCode" character varying(32) NOT NULL, "currencyCode" character varying(3) NOT NULL, "startDate" TIMESTAMP NOT NULL, "nextDueDate" TIMESTAMP NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'ACTIVE', "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "customerId" integer NOT NULL, "monthlyFee" bigint NOT NULL, CONSTRAINT "PK_380e8e257980343a45054b38d14" PRIMARY KEY ("id"))`,
      undefined,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_6298bbee19af8a57ee1e9ea830" ON "battery_subscription" ("orderId") `,
      undefined,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0b18948f0e1145585a49f143a3" ON "battery_subscription" ("customerId") `,
      undefined,
    );
    await queryRunner.query(
      `ALTER TABLE "order" ADD "customFieldsPurchaseordertype" character varying(255) NOT NULL DEFAULT 'BOOKING'`,
      undefined,
    );
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsBookingnumber" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPaymentoption" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPaymentcategory" character varying(255)`, undefined);
    await queryRunner.query(
      `ALTER TABLE "order" ADD "customFieldsPaymentmethodcode" character varying(255)`,
      undefined,
    );
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPaymentdeadline" TIMESTAMP(6)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnername" character varying(255)`, undefined);
    await queryRunner.query(
      `ALTER TABLE "order" ADD "customFieldsOwneridentitycardnumber" character varying(255)`,
      undefined,
    );
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwneremail" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnerphonenumber" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwneraddress" character varying(512)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnerprovinceid" character varying(255)`, undefined);
    await queryRunner.query(
      `ALTER TABLE "order" ADD "customFieldsOwnerprovincename" character varying(255)`,
      undefined,
    );
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnercityid" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnercityname" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnerzipcode" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsOwnerisbuyer" boolean`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsBuyername" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsBuyeremail" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverytype" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverydealerid" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverylatitude" double precision`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverylongitude" double precision`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliverydistancekm" double precision`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsDeliveryoutsidejabodetabek" boolean`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsBatterycode" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsColorname" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsColoraccentname" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsAdditionalbattery" boolean`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsReferralcode" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsTermsacceptedat" TIMESTAMP(6)`, undefined);
    await queryRunner.query(
      `ALTER TABLE "order" ADD "customFieldsPurchaseidempotencykey" character varying(255)`,
      undefined,
    );
    await queryRunner.query(
      `ALTER TABLE "order" ADD CONSTRAINT "UQ_54c496ee5421a1f31ff91d4e34d" UNIQUE ("customFieldsPurchaseidempotencykey")`,
      undefined,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_proof" ADD CONSTRAINT "FK_3780af1d47e71b1f6005eb4c93e" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      undefined,
    );
    await queryRunner.query(
      `ALTER TABLE "battery_subscription" ADD CONSTRAINT "FK_6298bbee19af8a57ee1e9ea8305" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      undefined,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(
      `ALTER TABLE "battery_subscription" DROP CONSTRAINT "FK_6298bbee19af8a57ee1e9ea8305"`,
      undefined,
    );
    await queryRunner.query(`ALTER TABLE "payment_proof" DROP CONSTRAINT "FK_3780af1d47e71b1f6005eb4c93e"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP CONSTRAINT "UQ_54c496ee5421a1f31ff91d4e34d"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPurchaseidempotencykey"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsTermsacceptedat"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsReferralcode"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsAdditionalbattery"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsColoraccentname"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsColorname"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsBatterycode"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliveryoutsidejabodetabek"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverydistancekm"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverylongitude"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverylatitude"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverydealerid"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsDeliverytype"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsBuyeremail"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsBuyername"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnerisbuyer"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnerzipcode"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnercityname"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnercityid"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnerprovincename"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnerprovinceid"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwneraddress"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnerphonenumber"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwneremail"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwneridentitycardnumber"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsOwnername"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPaymentdeadline"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPaymentmethodcode"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPaymentcategory"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPaymentoption"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsBookingnumber"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPurchaseordertype"`, undefined);
    await queryRunner.query(`DROP INDEX "public"."IDX_0b18948f0e1145585a49f143a3"`, undefined);
    await queryRunner.query(`DROP INDEX "public"."IDX_6298bbee19af8a57ee1e9ea830"`, undefined);
    await queryRunner.query(`DROP TABLE "battery_subscription"`, undefined);
    await queryRunner.query(`DROP INDEX "public"."IDX_2488ddc9a76ed4a2b9289f7652"`, undefined);
    await queryRunner.query(`DROP TABLE "payment_proof"`, undefined);
  }
}
