import {MigrationInterface, QueryRunner} from "typeorm";

export class RemoveFirebaseUid1795268345260 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "UQ_5d7b823915aa44acfc39eec713b"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsFirebaseuid"`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsFirebaseuid" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD CONSTRAINT "UQ_5d7b823915aa44acfc39eec713b" UNIQUE ("customFieldsFirebaseuid")`, undefined);
   }

}
