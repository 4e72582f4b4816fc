/**
 * Idempotent demo seed, run on every start (index.ts) and by `npm run seed`: the population steps (populate.ts) with
 * the demo data set (demo-data.ts). ALL catalogue prices, specifications, locations and accounts are DEMO DATA.
 */
import { INestApplicationContext } from '@nestjs/common';

import { demoSeedData } from './demo-data';
import { populate, SeedOptions, SeedReport } from './populate';

export type { SeedOptions, SeedReport, SeedStep } from './populate';

export function seed(app: INestApplicationContext, options: SeedOptions = {}): Promise<SeedReport> {
    return populate(app, demoSeedData(), options);
}
