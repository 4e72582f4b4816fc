import { graphql } from 'msw';
import { setupServer } from 'msw/node';
import { publicEnv } from '@/config/env';

/** GraphQL handlers scoped to the shop API the app talks to. */
export const shopApi = graphql.link(publicEnv.shopApiUrl);

export const server = setupServer();
