import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schema-drift cleanup: gives the foreign keys and indexes that hand-written migrations named by hand
 * (1795560000000-my-ev-sharing, 1795580000000-ownership-transfer, 1795600000000-rider-leaderboard) the names
 * TypeORM derives from the entities (DefaultNamingStrategy hashes). TypeORM compares foreign keys and indexes
 * by name, so the readable names made Vendure print "Your database schema does not match your current
 * configuration" on every start, and `migration:generate` proposed rebuilding these four tables.
 *
 * The definitions were already right (same columns, uniqueness and ON DELETE CASCADE). SQLite can rename
 * neither a constraint nor an index, so each table is rebuilt the way TypeORM does it (copy into a new table
 * whose foreign keys carry the expected names, drop, rename) and its indexes are re-created under the expected
 * names. Rows and ids are kept; no other table references these four.
 */
interface Rebuild {
    table: string;
    /** Column definitions, in the order the existing migrations created them. */
    columns: string;
    /** Foreign keys: [column, referenced table, hand-written name, TypeORM name]. */
    foreignKeys: Array<[column: string, references: string, handWritten: string, typeorm: string]>;
    /** Indexes: [definition after ON, hand-written name, TypeORM name]. */
    indexes: Array<[definition: string, handWritten: string, typeorm: string]>;
}

const TIMESTAMPS = `"createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))`;
const ID = `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL`;

const REBUILDS: Rebuild[] = [
    {
        table: 'ride_trip',
        columns: `${TIMESTAMPS}, "externalId" varchar(64) NOT NULL, "startedAt" datetime NOT NULL, "endedAt" datetime NOT NULL, "distanceKm" double precision NOT NULL, "energyWh" double precision NOT NULL, ${ID}, "vehicleId" integer NOT NULL, "customerId" integer NOT NULL`,
        foreignKeys: [['vehicleId', 'vehicle', 'FK_ride_trip_vehicle', 'FK_839b0769fc070c6a7970d2f2594']],
        indexes: [
            [
                `UNIQUE INDEX "%s" ON "ride_trip" ("vehicleId", "externalId")`,
                'IDX_ride_trip_vehicle_external',
                'IDX_2bcd4fabd93af4344cff520e5f',
            ],
            [`INDEX "%s" ON "ride_trip" ("customerId")`, 'IDX_ride_trip_customer', 'IDX_58911170f4e56327d5e4a39eea'],
        ],
    },
    {
        table: 'vehicle_history_entry',
        columns: `${TIMESTAMPS}, "type" varchar(32) NOT NULL, "actorId" integer, "data" text NOT NULL, ${ID}, "vehicleId" integer NOT NULL`,
        foreignKeys: [
            ['vehicleId', 'vehicle', 'FK_vehicle_history_entry_vehicle', 'FK_88ddf60c938be8bf83272c5d7bb'],
        ],
        indexes: [
            [
                `INDEX "%s" ON "vehicle_history_entry" ("vehicleId")`,
                'IDX_vehicle_history_entry_vehicle',
                'IDX_88ddf60c938be8bf83272c5d7b',
            ],
        ],
    },
    {
        table: 'vehicle_share',
        columns: `${TIMESTAMPS}, "ownerId" integer NOT NULL, "loanStart" datetime NOT NULL, "loanEnd" datetime, "revokedAt" datetime, ${ID}, "vehicleId" integer NOT NULL, "guestId" integer NOT NULL`,
        foreignKeys: [
            ['vehicleId', 'vehicle', 'FK_vehicle_share_vehicle', 'FK_5b0675ebba6f0695550f7944ea4'],
            ['guestId', 'customer', 'FK_vehicle_share_guest', 'FK_e8645a3ed5cceade1bef423ceb9'],
        ],
        indexes: [
            [`INDEX "%s" ON "vehicle_share" ("vehicleId")`, 'IDX_vehicle_share_vehicle', 'IDX_5b0675ebba6f0695550f7944ea'],
            [`INDEX "%s" ON "vehicle_share" ("guestId")`, 'IDX_vehicle_share_guest', 'IDX_e8645a3ed5cceade1bef423ceb'],
        ],
    },
    {
        table: 'ownership_transfer',
        columns: `${TIMESTAMPS}, "ownerId" integer NOT NULL, "state" varchar(16) NOT NULL, "expiresAt" datetime NOT NULL, "decidedAt" datetime, ${ID}, "vehicleId" integer NOT NULL, "requesterId" integer NOT NULL`,
        foreignKeys: [
            ['vehicleId', 'vehicle', 'FK_ownership_transfer_vehicle', 'FK_8f119707f8292554fd3cd4fb38b'],
            ['requesterId', 'customer', 'FK_ownership_transfer_requester', 'FK_7e270f042c0cb52497654c6906b'],
        ],
        indexes: [
            [
                `INDEX "%s" ON "ownership_transfer" ("vehicleId")`,
                'IDX_ownership_transfer_vehicle',
                'IDX_8f119707f8292554fd3cd4fb38',
            ],
            [
                `INDEX "%s" ON "ownership_transfer" ("requesterId")`,
                'IDX_ownership_transfer_requester',
                'IDX_7e270f042c0cb52497654c6906',
            ],
        ],
    },
];

/** Rebuilds one table with its foreign keys and indexes under the names chosen by `pick`. */
async function rebuild(queryRunner: QueryRunner, t: Rebuild, pick: (names: [string, string]) => [string, string]) {
    const columnNames = [...t.columns.matchAll(/(?:^|, )"(\w+)" /g)].map(m => `"${m[1]}"`).join(', ');
    const foreignKeys = t.foreignKeys
        .map(([column, references, ...names]) => {
            const [, name] = pick(names);
            return `, CONSTRAINT "${name}" FOREIGN KEY ("${column}") REFERENCES "${references}" ("id") ON DELETE CASCADE ON UPDATE NO ACTION`;
        })
        .join('');
    for (const [, ...names] of t.indexes) {
        await queryRunner.query(`DROP INDEX "${pick(names)[0]}"`, undefined);
    }
    await queryRunner.query(`CREATE TABLE "temporary_${t.table}" (${t.columns}${foreignKeys})`, undefined);
    await queryRunner.query(
        `INSERT INTO "temporary_${t.table}"(${columnNames}) SELECT ${columnNames} FROM "${t.table}"`,
        undefined,
    );
    await queryRunner.query(`DROP TABLE "${t.table}"`, undefined);
    await queryRunner.query(`ALTER TABLE "temporary_${t.table}" RENAME TO "${t.table}"`, undefined);
    for (const [definition, ...names] of t.indexes) {
        await queryRunner.query(`CREATE ${definition.replace('%s', pick(names)[1])} `, undefined);
    }
}

export class VehicleConstraintNames1795680000000 implements MigrationInterface {
    public async up(queryRunner: QueryRunner): Promise<any> {
        for (const t of REBUILDS) {
            await rebuild(queryRunner, t, ([handWritten, typeorm]) => [handWritten, typeorm]);
        }
    }

    public async down(queryRunner: QueryRunner): Promise<any> {
        for (const t of [...REBUILDS].reverse()) {
            await rebuild(queryRunner, t, ([handWritten, typeorm]) => [typeorm, handWritten]);
        }
    }
}
