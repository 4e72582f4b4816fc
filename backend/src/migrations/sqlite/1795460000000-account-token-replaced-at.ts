import {MigrationInterface, QueryRunner} from "typeorm";

/** AccountToken.replacedAt: when a newer link of the same kind replaced this one (its page says a newer link was sent). */
export class AccountTokenReplacedAt1795460000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "account_token" ADD COLUMN "replacedAt" datetime`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "account_token" DROP COLUMN "replacedAt"`, undefined);
   }

}
