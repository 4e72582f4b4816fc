import { useLingui } from '@lingui/react/macro';
import { AnyRoute, PageBlock } from '@vendure/dashboard';

import {
    type DetailLine,
    DetailRows,
    labelOf,
    LANGUAGE_NAMES,
    LoadedRecord,
    modelName,
    RecordViewPage,
    rupiah,
    StaffDate,
    useFinancingNames,
    useRouteRecord,
} from '../../../dashboard-kit';
import { contactMessageDocument, marketingLeadDocument } from './graphql';
import { SOURCE_LABELS, TOPIC_LABELS } from './labels';

/** A lead's or a message's page: one block of what the form sent. */
function DetailFrame({
    pageId,
    title,
    query,
    rows,
}: Readonly<{
    pageId: string;
    title: string;
    query: { isPending: boolean; isError: boolean; error: unknown };
    rows: DetailLine[] | null;
}>) {
    const { t } = useLingui();
    return (
        <RecordViewPage pageId={pageId} title={title}>
            <PageBlock column="main" blockId={`${pageId}-block`}>
                <LoadedRecord
                    query={query}
                    record={rows}
                    failed={message => t`It could not be loaded: ${message}`}
                    missing={t`This entry does not exist.`}
                >
                    {rows => <DetailRows rows={rows} />}
                </LoadedRecord>
            </PageBlock>
        </RecordViewPage>
    );
}

export function MarketingLeadDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const { batteryName, providerName } = useFinancingNames();
    const { query: q } = useRouteRecord(route, 'lead', marketingLeadDocument);
    const l = q.data?.marketingLead;
    const fullName = l?.fullName;
    const tenorMonths = l?.tenorMonths;
    return (
        <DetailFrame
            pageId="marketing-lead-detail"
            title={l ? t`Lead: ${fullName}` : t`Marketing lead`}
            query={q}
            rows={
                l
                    ? [
                          [t`Received`, <StaffDate key="received" value={l.createdAt} withTime />],
                          [t`Name`, l.fullName],
                          [
                              t`Phone`,
                              <a key="p" className="underline" href={`tel:${l.phone}`}>
                                  {l.phone}
                              </a>,
                          ],
                          [t`City`, l.city],
                          [t`Calculator`, labelOf(i18n, SOURCE_LABELS, l.source)],
                          [t`Model`, l.productSlug && modelName(l.productSlug)],
                          [t`Battery option`, l.batteryOption && batteryName(l.batteryOption)],
                          [t`Area`, l.areaCode],
                          [t`Down payment`, l.downPaymentPercent == null ? null : `${l.downPaymentPercent} %`],
                          [t`Tenor`, tenorMonths == null ? null : t`${tenorMonths} months`],
                          [t`Provider`, l.provider && providerName(l.provider)],
                          [t`Km a day`, l.kmPerDay],
                          [t`On-the-road price`, rupiah(l.otrPrice)],
                          [t`Monthly instalment`, rupiah(l.monthlyInstalment)],
                          [t`Language`, labelOf(i18n, LANGUAGE_NAMES, l.languageCode)],
                          [t`Signed-in customer`, l.customerId ? `#${l.customerId}` : t`No`],
                      ]
                    : null
            }
        />
    );
}

export function ContactMessageDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t, i18n } = useLingui();
    const { query: q } = useRouteRecord(route, 'message', contactMessageDocument);
    const m = q.data?.contactMessage;
    const name = m?.name;
    return (
        <DetailFrame
            pageId="contact-message-detail"
            title={m ? t`Message from ${name}` : t`Contact message`}
            query={q}
            rows={
                m
                    ? [
                          [t`Received`, <StaffDate key="received" value={m.createdAt} withTime />],
                          [t`Name`, m.name],
                          [
                              t`E-mail`,
                              <a key="e" className="underline" href={`mailto:${m.email}`}>
                                  {m.email}
                              </a>,
                          ],
                          [
                              t`Phone`,
                              <a key="p" className="underline" href={`tel:${m.phone}`}>
                                  {m.phone}
                              </a>,
                          ],
                          [t`Topic`, labelOf(i18n, TOPIC_LABELS, m.topic)],
                          [t`Message`, m.message],
                          [t`Language`, labelOf(i18n, LANGUAGE_NAMES, m.languageCode)],
                          [t`Signed-in customer`, m.customerId ? `#${m.customerId}` : t`No`],
                      ]
                    : null
            }
        />
    );
}
