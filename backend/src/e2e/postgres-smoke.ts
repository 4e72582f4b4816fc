/**
 * PostgreSQL smoke test (CI: `npm run smoke:postgres -w backend` after `npm run build -w backend`).
 * Needs DB_TYPE=postgres and DB_HOST/DB_PORT/DB_NAME/DB_USERNAME/DB_PASSWORD (DB_SCHEMA optional) for an
 * existing, preferably empty, database. Runs the postgres migrations, boots Vendure, seeds twice (the
 * second run must create nothing), queries the shop API and exits non-zero on any failure.
 */
import os from 'os';
import path from 'path';

async function main() {
    if (process.env.DB_TYPE !== 'postgres') throw new Error('Set DB_TYPE=postgres (and DB_HOST, DB_NAME, ...)');
    process.env.ASSET_UPLOAD_DIR ??= path.join(os.tmpdir(), 'alva-smoke-assets');
    process.env.MAILBOX_DIR ??= path.join(os.tmpdir(), 'alva-smoke-mailbox');
    process.env.VENDURE_PORT ??= '3097';
    process.env.SEED_ON_START = 'false';

    const { bootstrap, runMigrations } = await import('@vendure/core');
    const { config } = await import('../vendure-config');
    const { seed } = await import('../seed/seed');

    const applied = await runMigrations(config);
    console.log(`migrations applied: ${applied.length ? applied.join(', ') : 'none pending'}`);
    const app = await bootstrap(config);
    let failed = false;
    const check = (label: string, ok: boolean, detail?: unknown) => {
        console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok ? '' : ` — ${JSON.stringify(detail)}`}`);
        if (!ok) failed = true;
    };
    try {
        const first = await seed(app, { firebaseUsers: false });
        console.log(`seed #1 created ${first.created.length} records`);
        const second = await seed(app, { firebaseUsers: false });
        check('second seed run creates nothing', second.created.length === 0, second.created);

        const url = `http://localhost:${process.env.VENDURE_PORT}/shop-api`;
        const gql = async (query: string, variables: Record<string, unknown> = {}, qs = '') => {
            const res = await fetch(url + qs, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query, variables }),
            });
            return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> };
        };

        const channel = await gql('{ activeChannel { defaultCurrencyCode availableLanguageCodes } }');
        check('channel currency is IDR', channel.data?.activeChannel?.defaultCurrencyCode === 'IDR', channel);

        for (const slug of ['alva-one-1-battery', 'alva-cervo', 'alva-n3']) {
            const r = await gql(
                'query($slug:String!){ product(slug:$slug){ slug optionGroups { code } variants { priceWithTax currencyCode } } }',
                { slug },
            );
            const p = r.data?.product;
            check(
                `product ${slug}: 12 IDR variants, battery options`,
                p?.variants?.length === 12 &&
                    p.variants.every((v: any) => v.currencyCode === 'IDR' && v.priceWithTax > 0) &&
                    p.optionGroups.some((g: any) => g.code === 'battery'),
                r,
            );
        }
        const unknown = await gql('{ product(slug:"nope"){ id } }');
        check('unknown slug is null', unknown.data?.product === null, unknown);

        const idTags = await gql('{ metaTags(locale:"id", where:{page_name:"home"}){ title og { site_name } } }');
        check('metaTags id', /Motor listrik/.test(idTags.data?.metaTags?.[0]?.title ?? ''), idTags);
        const fallback = await gql('{ metaTags(locale:"fr", where:{page_name:"login"}){ title } }');
        check('metaTags fall back to en', fallback.data?.metaTags?.[0]?.title === 'Sign in | Alva', fallback);

        const centers = await gql('{ experienceCenters(city:"Bandung"){ city latitude type } }');
        check('experienceCenters(city)', centers.data?.experienceCenters?.length === 1, centers);

        // The real config is Firebase-only: no password path into the shop API.
        const login = await gql(
            'mutation { login(username:"customer@alva.example", password:"AlvaDemo#2026") { __typename ... on ErrorResult { errorCode } } }',
        );
        check('shop API has no password login', login.data?.login?.errorCode === 'NATIVE_AUTH_STRATEGY_ERROR', login);
        const register = await gql(
            'mutation { registerCustomerAccount(input:{ emailAddress:"smoke@alva.example", password:"Smoke-Password-1" }) { __typename ... on ErrorResult { errorCode } } }',
        );
        check(
            'shop API has no password registration',
            register.data?.registerCustomerAccount?.errorCode === 'NATIVE_AUTH_STRATEGY_ERROR',
            register,
        );

        // The leaderboard's ranking SQL (quoted camelCase columns, a ratio, a correlated subquery) on PostgreSQL.
        for (const type of ['TOTAL_DISTANCE', 'EFFICIENCY']) {
            const board = await gql(
                'query($type:LeaderboardType){ leaderboard(vin:"MH1ALVA0NE2025001", leaderboardType:$type, limit:3){ city totalRiders entries { rank totalTrip efficiency } rider { rank } } }',
                { type },
            );
            const l = board.data?.leaderboard;
            check(
                `leaderboard ${type} ranks the seeded riders of Jakarta`,
                l?.city === 'Jakarta' && l.totalRiders >= 5 && l.entries.length === 3 && l.rider?.rank >= 1,
                board,
            );
        }

        const profile = await gql('{ profileCustomer { id } }');
        check('profileCustomer forbidden when signed out', profile.errors?.[0]?.extensions?.code === 'FORBIDDEN', profile);

        // Accounts: the new tables and columns answer on PostgreSQL (account_token, customer_document, address ids).
        const verify = await gql('mutation { customerVerifyEmail(token:"not-a-real-token") { __typename } }');
        check('customerVerifyEmail reads account_token', verify.data?.customerVerifyEmail?.__typename === 'VerificationTokenInvalidError', verify);
        const emailCheck = await gql('mutation { customerCheckIfEmailIsNotRegistered(email:"customer@alva.example") { success errorCode } }');
        check('customerCheckIfEmailIsNotRegistered finds the seeded customer', emailCheck.data?.customerCheckIfEmailIsNotRegistered?.success === false, emailCheck);
        const provinces = await gql('{ indonesiaProvinces { id cities { id } } }');
        check('indonesiaProvinces lists 38 provinces', provinces.data?.indonesiaProvinces?.length === 38, provinces);
        // Installments (issue 14): the tables as the entities expect them, a provider's event id unique.
        {
            const { TransactionalConnection } = await import('@vendure/core');
            const { InstallmentApplication } = await import('../plugins/installment/entities/installment-application.entity');
            const { InstallmentEvent } = await import('../plugins/installment/entities/installment-event.entity');
            const db = app.get(TransactionalConnection).rawConnection;
            await db.getRepository(InstallmentApplication).find({ take: 1, relations: { order: true } });
            const event = () => {
                const e = new InstallmentEvent({ type: 'REJECTED', actor: 'PROVIDER', provider: 'BFI', externalEventId: 'smoke-1' });
                e.data = { smoke: true };
                return e;
            };
            const events = db.getRepository(InstallmentEvent);
            await events.save(event());
            const duplicate = await events.save(event()).then(() => false, () => true);
            check('installment webhook event ids are unique per provider', duplicate);
            await events.delete({ externalEventId: 'smoke-1' });
            const offers = await gql('{ installmentOffers { __typename ... on ErrorResult { errorCode } } }');
            check('installmentOffers without an order', offers.data?.installmentOffers?.errorCode === 'NO_ACTIVE_ORDER_ERROR', offers);
        }
        for (const query of ['{ deliveryAddressCustomer { id } }', '{ customerDocuments { type } }']) {
            const refused = await gql(query);
            check(`${query} forbidden when signed out`, refused.errors?.[0]?.extensions?.code === 'FORBIDDEN', refused);
        }
    } finally {
        await app.close();
    }
    if (failed) throw new Error('PostgreSQL smoke test failed');
    console.log('PostgreSQL smoke test passed');
}

main()
    .then(() => process.exit(0))
    .catch(err => {
        console.error(err);
        process.exit(1);
    });
