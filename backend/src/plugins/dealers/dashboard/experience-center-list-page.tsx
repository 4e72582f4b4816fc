import { Badge, DetailPageButton, ListPage, type AnyRoute } from '@vendure/dashboard';

import { searchIn, NewButton } from '../../../dashboard-kit';
import { experienceCenterListDocument } from './graphql';

/** Experience centres and dealers, active or not (the site lists the active ones). */
export function ExperienceCenterListPage({ route }: Readonly<{ route: AnyRoute }>) {
    return (
        <ListPage
            pageId="experience-center-list"
            route={route}
            title="Experience centres"
            listQuery={experienceCenterListDocument}
            onSearchTermChange={searchIn('location', 'city')}
            defaultVisibility={{ location: true, city: true, state: true, type: true, is_active: true }}
            customizeColumns={{
                location: {
                    header: 'Name',
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.location} />,
                },
                state: { header: 'Province' },
                type: { cell: ({ row }) => (row.original.type === 'DEALER' ? 'Dealer' : 'Experience centre') },
                is_active: {
                    header: 'Status',
                    meta: { dependencies: ['upcoming'] },
                    cell: ({ row }) =>
                        !row.original.is_active ? (
                            <Badge variant="outline">Inactive</Badge>
                        ) : row.original.upcoming ? (
                            <Badge variant="warning">Upcoming</Badge>
                        ) : (
                            <Badge variant="success">Open</Badge>
                        ),
                },
            }}
        >
            <NewButton to="./new">New place</NewButton>
        </ListPage>
    );
}
