import {
    api,
    Badge,
    Button,
    Input,
    Label,
    Link,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    usePermissions,
    useQuery,
} from '@vendure/dashboard';
import { useState } from 'react';

import { centreListDocument } from './graphql';

/** Experience centres and dealers, active or not (the site lists the active ones). */
function CentreListPageContent() {
    const [city, setCity] = useState('');
    const list = useQuery({
        queryKey: ['adminExperienceCenters', city],
        queryFn: () => api.query(centreListDocument, { city: city.trim() || undefined }),
    });
    const items = list.data?.adminExperienceCenters ?? [];
    return (
        <Page pageId="experience-centre-list">
            <PageTitle>Experience centres</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button render={<Link to="/experience-centres/$id" params={{ id: 'new' }} />}>New place</Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="main" blockId="experience-centre-table">
                    <div className="grid gap-1.5 max-w-xs mb-4">
                        <Label htmlFor="ec-filter-city">City</Label>
                        <Input id="ec-filter-city" value={city} onChange={e => setCity(e.target.value)} />
                    </div>
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The places could not be loaded: {(list.error as Error).message}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : items.length === 0 ? (
                        <p>No places{city ? ' in this city' : ''}.</p>
                    ) : (
                        <Table aria-label="Experience centres and dealers">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Name</TableHead>
                                    <TableHead>City</TableHead>
                                    <TableHead>Type</TableHead>
                                    <TableHead>State</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {items.map(c => (
                                    <TableRow key={c.id}>
                                        <TableCell>
                                            <Link
                                                to="/experience-centres/$id"
                                                params={{ id: String(c.id) }}
                                                className="underline underline-offset-2"
                                            >
                                                {c.location}
                                            </Link>
                                        </TableCell>
                                        <TableCell>
                                            {c.city}, {c.state}
                                        </TableCell>
                                        <TableCell>{c.type === 'DEALER' ? 'Dealer' : 'Experience centre'}</TableCell>
                                        <TableCell>
                                            {!c.is_active ? (
                                                <Badge variant="outline">Inactive</Badge>
                                            ) : c.upcoming ? (
                                                <Badge variant="warning">Upcoming</Badge>
                                            ) : (
                                                <Badge variant="success">Open</Badge>
                                            )}
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

/** Refuses politely when the signed-in administrator's role lacks ManageDealers (the server refuses anyway). */
export function CentreListPage() {
    const { hasPermissions } = usePermissions();
    if (!hasPermissions(['ManageDealers'])) {
        return (
            <Page pageId="centrelistpage-forbidden">
                <PageTitle>Not allowed</PageTitle>
                <p role="alert">Your role does not include experience centres. Ask an administrator if you need it.</p>
            </Page>
        );
    }
    return <CentreListPageContent />;
}
