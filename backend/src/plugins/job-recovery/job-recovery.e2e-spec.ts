import { JobState } from '@vendure/common/lib/generated-types';
import {
    ConfigService,
    DefaultJobQueuePlugin,
    JobQueueService,
    mergeConfig,
    TransactionalConnection,
} from '@vendure/core';
import { createTestEnvironment, testConfig } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { initialData } from '../../e2e/test-environment';
import { JobRecoveryPlugin, recoverStalledJobs } from './job-recovery.plugin';

/** The database job queue (no Redis) with the recovery of jobs whose worker stopped mid-run. */
describe('job recovery', () => {
    const { server } = createTestEnvironment(
        mergeConfig(testConfig, {
            apiOptions: { port: 3191 },
            plugins: [
                DefaultJobQueuePlugin.init({ pollInterval: 100 }),
                JobRecoveryPlugin.init({ stalledAfterMinutes: 30 }),
            ],
        }),
    );
    const processed: string[] = [];

    beforeAll(async () => {
        await server.init({ initialData, productsCsvPath: undefined as unknown as string, customerCount: 0 });
        await server.app.get(JobQueueService).createQueue<{ note: string }>({
            name: 'job-recovery-test',
            process: async job => {
                processed.push(job.data.note);
            },
        });
    }, 60_000);

    afterAll(async () => {
        await server.destroy();
    });

    const jobs = () => server.app.get(TransactionalConnection).rawConnection.getRepository('JobRecord');
    const insert = (note: string, state: JobState, startedMinutesAgo: number, attempts: number, retries = 2) =>
        jobs().save({
            queueName: 'job-recovery-test',
            data: { note },
            state,
            progress: 0,
            isSettled: false,
            retries,
            attempts,
            startedAt: new Date(Date.now() - startedMinutesAgo * 60_000),
        }) as unknown as Promise<{ id: string }>;
    const stateOf = async (id: string) => ((await jobs().findOneBy({ id })) as { state: JobState }).state;

    it('runs every 5 minutes on the worker', () => {
        const tasks = server.app.get(ConfigService).schedulerOptions.tasks;
        expect(tasks.map(t => t.id)).toContain('recover-stalled-jobs');
    });

    it('queues a job left running by a stopped worker again, and it completes; fails one without retries left', async () => {
        const stalled = await insert('left by a killed worker', JobState.RUNNING, 120, 1);
        const exhausted = await insert('out of retries', JobState.RUNNING, 120, 3);
        const running = await insert('still running', JobState.RUNNING, 1, 1);

        const result = await recoverStalledJobs(
            server.app.get(TransactionalConnection).rawConnection,
            new Date(Date.now() - 30 * 60_000),
        );

        expect(result).toEqual({ retried: 1, failed: 1 });
        expect(await stateOf(exhausted.id)).toBe(JobState.FAILED);
        expect(await stateOf(running.id)).toBe(JobState.RUNNING);
        // RETRYING, then picked up by the queue after its backoff and run to completion.
        await expect.poll(() => stateOf(stalled.id), { timeout: 15_000 }).toBe(JobState.COMPLETED);
        expect(processed).toEqual(['left by a killed worker']);
        // Nothing left to recover: a second pass changes nothing.
        expect(
            await recoverStalledJobs(
                server.app.get(TransactionalConnection).rawConnection,
                new Date(Date.now() - 30 * 60_000),
            ),
        ).toEqual({ retried: 0, failed: 0 });
    });
});
