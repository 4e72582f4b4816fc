import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schema-drift cleanup: gives the constraints and indexes that hand-written migrations named by hand
 * (1795560000000-my-ev-sharing, 1795580000000-ownership-transfer, 1795600000000-rider-leaderboard,
 * 1795640000000-installment) the names TypeORM derives from the entities (DefaultNamingStrategy hashes).
 * TypeORM compares foreign keys and indexes by name, so the readable names made Vendure print "Your database
 * schema does not match your current configuration" on every start, and `migration:generate` proposed
 * dropping and re-creating them. The definitions themselves were already right (same columns, uniqueness and
 * ON DELETE CASCADE), so this only renames: no index is rebuilt, no data is touched.
 *
 * The primary keys and the two `vehicle` defaults are not reported as drift by TypeORM, but are renamed /
 * re-spelled too so that a database migrated from zero is identical to one built from the entities.
 */
const FOREIGN_KEYS: Array<[table: string, handWritten: string, typeorm: string]> = [
    ['ride_trip', 'FK_ride_trip_vehicle', 'FK_839b0769fc070c6a7970d2f2594'],
    ['vehicle_history_entry', 'FK_vehicle_history_entry_vehicle', 'FK_88ddf60c938be8bf83272c5d7bb'],
    ['vehicle_share', 'FK_vehicle_share_vehicle', 'FK_5b0675ebba6f0695550f7944ea4'],
    ['vehicle_share', 'FK_vehicle_share_guest', 'FK_e8645a3ed5cceade1bef423ceb9'],
    ['ownership_transfer', 'FK_ownership_transfer_vehicle', 'FK_8f119707f8292554fd3cd4fb38b'],
    ['ownership_transfer', 'FK_ownership_transfer_requester', 'FK_7e270f042c0cb52497654c6906b'],
];

const PRIMARY_KEYS: Array<[table: string, handWritten: string, typeorm: string]> = [
    ['ride_trip', 'PK_ride_trip', 'PK_41c1eb42e75d1f196df116a5f40'],
    ['vehicle_history_entry', 'PK_vehicle_history_entry', 'PK_b5d0226fa18f91a5a2728771056'],
    ['vehicle_share', 'PK_vehicle_share', 'PK_b36635c2c62c566de83221683e3'],
    ['ownership_transfer', 'PK_ownership_transfer', 'PK_a562a0c193297bc6db207584ec8'],
    ['installment_application', 'PK_installment_application', 'PK_515d98551b8e565aaec879f3026'],
    ['installment_event', 'PK_installment_event', 'PK_145cde1377b69fbcf30d956c46d'],
];

const INDEXES: Array<[handWritten: string, typeorm: string]> = [
    ['IDX_ride_trip_vehicle_external', 'IDX_2bcd4fabd93af4344cff520e5f'], // UNIQUE ("vehicleId", "externalId")
    ['IDX_ride_trip_customer', 'IDX_58911170f4e56327d5e4a39eea'],
    ['IDX_vehicle_history_entry_vehicle', 'IDX_88ddf60c938be8bf83272c5d7b'],
    ['IDX_vehicle_share_vehicle', 'IDX_5b0675ebba6f0695550f7944ea'],
    ['IDX_vehicle_share_guest', 'IDX_e8645a3ed5cceade1bef423ceb'],
    ['IDX_ownership_transfer_vehicle', 'IDX_8f119707f8292554fd3cd4fb38'],
    ['IDX_ownership_transfer_requester', 'IDX_7e270f042c0cb52497654c6906'],
];

export class VehicleConstraintNames1795680000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        for (const [table, from, to] of [...FOREIGN_KEYS, ...PRIMARY_KEYS]) {
            await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${from}" TO "${to}"`, undefined);
        }
        for (const [from, to] of INDEXES) {
            await queryRunner.query(`ALTER INDEX "${from}" RENAME TO "${to}"`, undefined);
        }
        // TypeORM writes numeric defaults quoted ('0'::double precision); 1795600000000 wrote a bare 0.
        await queryRunner.query(`ALTER TABLE "vehicle" ALTER COLUMN "rideDistanceKm" SET DEFAULT '0'`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ALTER COLUMN "rideEnergyWh" SET DEFAULT '0'`, undefined);
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "vehicle" ALTER COLUMN "rideEnergyWh" SET DEFAULT 0`, undefined);
        await queryRunner.query(`ALTER TABLE "vehicle" ALTER COLUMN "rideDistanceKm" SET DEFAULT 0`, undefined);
        for (const [from, to] of [...INDEXES].reverse()) {
            await queryRunner.query(`ALTER INDEX "${to}" RENAME TO "${from}"`, undefined);
        }
        for (const [table, from, to] of [...FOREIGN_KEYS, ...PRIMARY_KEYS].reverse()) {
            await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${to}" TO "${from}"`, undefined);
        }
    }
}
