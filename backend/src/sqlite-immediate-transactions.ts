import path from 'path';

let patched = false;

/**
 * Server and worker share one SQLite file. A deferred transaction (`BEGIN`) that has read and then wants to write
 * fails at once with "database is locked" when the other process wrote in between: SQLite cannot wait there without
 * risking a deadlock, so the busy timeout does not apply. `BEGIN IMMEDIATE` takes the write lock up front, where the
 * busy timeout does apply, so concurrent writers queue instead of failing. Patches the TypeORM copy that
 * @vendure/core uses; SQLite only (PostgreSQL is unaffected).
 */
export function useImmediateSqliteTransactions(): void {
    if (patched) return;
    patched = true;
    const vendureCoreDir = path.dirname(require.resolve('@vendure/core/package.json'));
    const runnerPath = require.resolve('typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner', {
        paths: [vendureCoreDir],
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { BetterSqlite3QueryRunner } = require(runnerPath);
    const query = BetterSqlite3QueryRunner.prototype.query;
    BetterSqlite3QueryRunner.prototype.query = function (sql: string, ...rest: unknown[]) {
        return query.call(this, sql === 'BEGIN TRANSACTION' ? 'BEGIN IMMEDIATE TRANSACTION' : sql, ...rest);
    };
}
