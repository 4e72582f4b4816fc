import {
    api,
    Button,
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
    useQuery,
} from '@vendure/dashboard';

import { faqTopicsDocument } from './graphql';
import { errorText } from './shared';

/** FAQ topics in their site order, with how many answers each has (the site's /support pages). */
export function FaqTopicListPage() {
    const list = useQuery({ queryKey: ['faqTopicRecords'], queryFn: () => api.query(faqTopicsDocument, {}) });
    const topics = [...(list.data?.faqTopicRecords ?? [])].sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
    return (
        <Page pageId="faq-topic-list">
            <PageTitle>FAQ topics</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button render={<Link to="/faq/$topicId" params={{ topicId: 'new' }} />}>New topic</Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="full" blockId="faq-topic-table">
                    {list.isError ? (
                        <p role="alert" className="text-destructive">
                            The FAQ could not be loaded: {errorText(list.error)}
                        </p>
                    ) : list.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : topics.length === 0 ? (
                        <p>There are no FAQ topics yet. Create the first one.</p>
                    ) : (
                        <Table aria-label="FAQ topics">
                            <TableHeader>
                                <TableRow>
                                    <TableHead>Order</TableHead>
                                    <TableHead>Topic (English)</TableHead>
                                    <TableHead>Topic (Indonesian)</TableHead>
                                    <TableHead>Address</TableHead>
                                    <TableHead>Answers</TableHead>
                                </TableRow>
                            </TableHeader>
                            <TableBody>
                                {topics.map(t => (
                                    <TableRow key={t.id}>
                                        <TableCell>{t.position}</TableCell>
                                        <TableCell>
                                            <Link
                                                to="/faq/$topicId"
                                                params={{ topicId: String(t.id) }}
                                                className="underline underline-offset-2"
                                            >
                                                {t.translations.find(x => x.languageCode === 'en')?.title ?? t.slug}
                                            </Link>
                                        </TableCell>
                                        <TableCell>{t.translations.find(x => x.languageCode === 'id')?.title ?? '—'}</TableCell>
                                        <TableCell className="font-mono">/support/{t.slug}</TableCell>
                                        <TableCell>{t.answers.length}</TableCell>
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
