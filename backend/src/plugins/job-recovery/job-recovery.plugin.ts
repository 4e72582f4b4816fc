import { JobState } from '@vendure/common/lib/generated-types';
import { Logger, PluginCommonModule, ScheduledTask, TransactionalConnection, VendurePlugin } from '@vendure/core';
import { DataSource, In, LessThan } from 'typeorm';

const loggerCtx = 'JobRecovery';

/** A row of the database job queue (Vendure's JobRecord), as far as recovery reads and writes it. */
type JobRow = { id: string | number; queueName: string; attempts: number; retries: number; startedAt: Date | null };

/**
 * Hands back to the queue every job of the database job queue that has been RUNNING since before `stalledBefore`:
 * its worker stopped mid-run (killed, out of memory, a deploy), and Vendure's database queue only ever picks PENDING
 * or RETRYING jobs, so without this such a job is never run again (vendure issue 5187; BullMQ has its own stalled-job
 * check). A job with retries left becomes RETRYING (run again after the queue's backoff); one without is FAILED.
 * The update is conditional on the row still being RUNNING, so a job that settles meanwhile is left alone.
 */
export async function recoverStalledJobs(
    dataSource: DataSource,
    stalledBefore: Date,
): Promise<{ retried: number; failed: number }> {
    const repo = dataSource.getRepository('JobRecord');
    const stalled = (await repo.find({
        where: { state: JobState.RUNNING, isSettled: false, startedAt: LessThan(stalledBefore) },
        select: ['id', 'queueName', 'attempts', 'retries', 'startedAt'],
    })) as JobRow[];
    let retried = 0;
    let failed = 0;
    for (const job of stalled) {
        const outOfRetries = job.attempts > job.retries;
        const result = await repo.update(
            { id: job.id, state: In([JobState.RUNNING]) },
            outOfRetries
                ? {
                      state: JobState.FAILED,
                      isSettled: true,
                      settledAt: new Date(),
                      error: 'The worker stopped while running this job, and it has no retries left.',
                  }
                : { state: JobState.RETRYING, error: 'The worker stopped while running this job: run again.' },
        );
        if (!result.affected) continue;
        if (outOfRetries) failed++;
        else retried++;
        Logger.warn(
            `Job ${String(job.id)} (${job.queueName}) was left running by a stopped worker since ${job.startedAt?.toISOString()}: ${outOfRetries ? 'failed, no retries left' : 'queued again'}`,
            loggerCtx,
        );
    }
    return { retried, failed };
}

/** Every 5 minutes, on the worker: jobs RUNNING for longer than `stalledAfterMinutes` go back to the queue. */
export function stalledJobsTask(stalledAfterMinutes: number) {
    return new ScheduledTask({
        id: 'recover-stalled-jobs',
        description: 'Hands jobs left running by a stopped worker back to the database job queue',
        schedule: cron => cron.every(5).minutes(),
        async execute({ injector }) {
            const stalledBefore = new Date(Date.now() - stalledAfterMinutes * 60_000);
            return recoverStalledJobs(injector.get(TransactionalConnection).rawConnection, stalledBefore);
        },
    });
}

/**
 * With the database job queue only (no REDIS_URL): recovers jobs whose worker stopped mid-run. The threshold
 * (JOB_STALLED_AFTER_MINUTES, default 30) must be longer than any job runs — ours take seconds; a search re-index of
 * a very large catalogue is the longest.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        config.schedulerOptions.tasks.push(stalledJobsTask(JobRecoveryPlugin.stalledAfterMinutes));
        return config;
    },
    compatibility: '^3.0.0',
})
export class JobRecoveryPlugin {
    static stalledAfterMinutes = 30;

    static init(options: { stalledAfterMinutes: number }) {
        JobRecoveryPlugin.stalledAfterMinutes = options.stalledAfterMinutes;
        return JobRecoveryPlugin;
    }
}
