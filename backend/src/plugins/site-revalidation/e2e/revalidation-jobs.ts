/** Test helpers: the site-revalidation jobs as the back office sees them (the admin API's `jobs` query). */
import { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';

import { SITE_REVALIDATION_QUEUE, SiteChanges } from '../constants';

const JOBS = gql`
    query SiteRevalidationJobs($queueName: String!) {
        jobs(options: { filter: { queueName: { eq: $queueName } }, sort: { createdAt: ASC } }) {
            items { id state attempts retries data }
        }
    }
`;

export type RevalidationJob = {
    id: string;
    state: string;
    attempts: number;
    retries: number;
    data: { url: string; changes: SiteChanges };
};

const UNSETTLED = ['PENDING', 'RUNNING', 'RETRYING'];

/** Every site-revalidation job, oldest first; `admin` is signed in as a superadmin. */
export async function revalidationJobs(admin: SimpleGraphQLClient): Promise<RevalidationJob[]> {
    const { jobs } = await admin.query(JOBS, { queueName: SITE_REVALIDATION_QUEUE });
    return jobs.items;
}

/**
 * Waits until what the latest edits asked for has been sent, or has failed for good, and returns the jobs. Their jobs
 * are queued a moment after the response (after the commit and the service's debounce), so this waits until every job
 * is settled and the list has not changed for `quietMs`, longer than the specs' 50 ms debounce.
 */
export async function revalidationSettled(admin: SimpleGraphQLClient, quietMs = 400): Promise<RevalidationJob[]> {
    const deadline = Date.now() + 60_000;
    let seen = '';
    let unchangedSince = Date.now();
    for (;;) {
        const jobs = await revalidationJobs(admin);
        const now = JSON.stringify(jobs.map(j => [j.id, j.state, j.attempts]));
        if (now !== seen) {
            seen = now;
            unchangedSince = Date.now();
        } else if (!jobs.some(j => UNSETTLED.includes(j.state)) && Date.now() - unchangedSince >= quietMs) {
            return jobs;
        }
        if (Date.now() > deadline) throw new Error(`The site-revalidation jobs did not settle: ${now}`);
        await new Promise(r => setTimeout(r, 50));
    }
}
