import {MigrationInterface, QueryRunner} from "typeorm";

/** Customer.customFields.notificationChannel: WHATSAPP or SMS for order updates (null reads as WHATSAPP). */
export class CustomerNotificationChannel1795530000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" ADD COLUMN "customFieldsNotificationchannel" varchar(255)`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsNotificationchannel"`, undefined);
   }

}
