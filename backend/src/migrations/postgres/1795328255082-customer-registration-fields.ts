import {MigrationInterface, QueryRunner} from "typeorm";

export class CustomerRegistrationFields1795328255082 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsReferrallink" character varying(2048)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsReferralcode" character varying(64)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsSourceregistration" character varying(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsSourceregistration"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsReferralcode"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsReferrallink"`, undefined);
   }

}
