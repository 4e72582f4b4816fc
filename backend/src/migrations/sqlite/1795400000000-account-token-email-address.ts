import {MigrationInterface, QueryRunner} from "typeorm";

/** AccountToken.emailAddress: the new address of a change-email token, the old one of an undo-email-change token. */
export class AccountTokenEmailAddress1795400000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "account_token" ADD COLUMN "emailAddress" varchar(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "account_token" DROP COLUMN "emailAddress"`, undefined);
   }

}
