import { AnyRoute, api, Page, PageBlock, PageLayout, PageTitle, useQuery } from '@vendure/dashboard';
import type { ReactNode } from 'react';

import { contactMessageDocument, marketingLeadDocument } from './graphql';
import { Details, errorText, LANGUAGE_LABELS, rupiah, SOURCE_LABELS, TOPIC_LABELS, when } from './shared';

function DetailFrame({
    pageId,
    title,
    query,
    rows,
}: Readonly<{ pageId: string; title: string; query: { isPending: boolean; isError: boolean; error: unknown }; rows: Array<[string, ReactNode]> | null }>) {
    return (
        <Page pageId={pageId}>
            <PageTitle>{title}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId={`${pageId}-block`}>
                    {query.isError ? (
                        <p role="alert" className="text-destructive">
                            It could not be loaded: {errorText(query.error)}
                        </p>
                    ) : query.isPending ? (
                        <p aria-live="polite">Loading…</p>
                    ) : rows ? (
                        <Details rows={rows} />
                    ) : (
                        <p role="alert">This entry does not exist.</p>
                    )}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}

export function MarketingLeadDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const q = useQuery({ queryKey: ['lead', id], queryFn: () => api.query(marketingLeadDocument, { id }) });
    const l = q.data?.marketingLead;
    return (
        <DetailFrame
            pageId="marketing-lead-detail"
            title={l ? `Lead: ${l.fullName}` : 'Marketing lead'}
            query={q}
            rows={
                l
                    ? [
                          ['Received', when(l.createdAt)],
                          ['Name', l.fullName],
                          ['Phone', <a key="p" className="underline" href={`tel:${l.phone}`}>{l.phone}</a>],
                          ['City', l.city],
                          ['Calculator', SOURCE_LABELS[l.source] ?? l.source],
                          ['Model', l.productSlug],
                          ['Battery option', l.batteryOption],
                          ['Area', l.areaCode],
                          ['Down payment', l.downPaymentPercent == null ? null : `${l.downPaymentPercent} %`],
                          ['Tenor', l.tenorMonths == null ? null : `${l.tenorMonths} months`],
                          ['Provider', l.provider],
                          ['Km a day', l.kmPerDay],
                          ['On-the-road price', rupiah(l.otrPrice)],
                          ['Monthly instalment', rupiah(l.monthlyInstalment)],
                          ['Language', LANGUAGE_LABELS[l.languageCode] ?? l.languageCode],
                          ['Signed-in customer', l.customerId ? `#${l.customerId}` : 'No'],
                      ]
                    : null
            }
        />
    );
}

export function ContactMessageDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const q = useQuery({ queryKey: ['message', id], queryFn: () => api.query(contactMessageDocument, { id }) });
    const m = q.data?.contactMessage;
    return (
        <DetailFrame
            pageId="contact-message-detail"
            title={m ? `Message from ${m.name}` : 'Contact message'}
            query={q}
            rows={
                m
                    ? [
                          ['Received', when(m.createdAt)],
                          ['Name', m.name],
                          ['E-mail', <a key="e" className="underline" href={`mailto:${m.email}`}>{m.email}</a>],
                          ['Phone', <a key="p" className="underline" href={`tel:${m.phone}`}>{m.phone}</a>],
                          ['Topic', TOPIC_LABELS[m.topic] ?? m.topic],
                          ['Message', m.message],
                          ['Language', LANGUAGE_LABELS[m.languageCode] ?? m.languageCode],
                          ['Signed-in customer', m.customerId ? `#${m.customerId}` : 'No'],
                      ]
                    : null
            }
        />
    );
}
