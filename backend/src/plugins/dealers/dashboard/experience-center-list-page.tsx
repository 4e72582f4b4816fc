import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { searchIn, NewButton } from '../../../dashboard-kit';
import { experienceCenterListDocument } from './graphql';

/** Experience centres and dealers, active or not (the site lists the active ones). */
export function ExperienceCenterListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="experience-center-list"
            route={route}
            title={t`Experience centres`}
            listQuery={experienceCenterListDocument}
            onSearchTermChange={searchIn('location', 'city')}
            defaultVisibility={{ location: true, city: true, state: true, type: true, is_active: true }}
            customizeColumns={{
                location: {
                    header: t`Name`,
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.location} />,
                },
                type: {
                    cell: ({ row }) => (row.original.type === 'DEALER' ? t`Dealer` : t`Experience centre`),
                },
                is_active: {
                    header: t`Status`,
                    meta: { dependencies: ['upcoming'] },
                    cell: ({ row }) =>
                        !row.original.is_active ? (
                            <Badge variant="outline">
                                <Trans>Inactive</Trans>
                            </Badge>
                        ) : row.original.upcoming ? (
                            <Badge variant="warning">
                                <Trans>Upcoming</Trans>
                            </Badge>
                        ) : (
                            <Badge variant="success">
                                <Trans>Open</Trans>
                            </Badge>
                        ),
                },
            }}
        >
            <NewButton to="./new">{t`New place`}</NewButton>
        </ListPage>
    );
}
