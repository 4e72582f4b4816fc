import {
    AnyRoute,
    api,
    Badge,
    DetailFormGrid,
    DetailPageButton,
    ListPage,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    useDetailPage,
    useNavigate,
} from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import {
    afterSave,
    DetailActionBar,
    MoneyField,
    NewButton,
    NumberField,
    PercentField,
    SelectField,
    showSaveError,
    SwitchField,
    rupiah,
} from '../../../dashboard-kit';
import { problemIn, financingRateFields } from '../financing-rules';
import { useFinancingNames } from './financing-names';
import {
    createFinancingRateDocument,
    deleteFinancingRateDocument,
    financingRateDocument,
    financingRateListDocument,
    updateFinancingRateDocument,
} from './graphql';

const percent = (bps: number) => `${(bps / 100).toLocaleString('en-GB')} %`;
const RATE_FIELDS = ['provider', 'tenorMonths', 'flatRateBps', 'adminFee', 'insuranceRateBps'] as const;

/** Every provider's terms per tenor; the calculators offer the ones switched on for a tenor of the settings. */
export function FinancingRateListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    const { providerName } = useFinancingNames();
    return (
        <ListPage
            pageId="financing-rate-list"
            route={route}
            title={t`Provider rates`}
            listQuery={financingRateListDocument}
            defaultVisibility={{
                provider: true,
                tenorMonths: true,
                flatRateBps: true,
                adminFee: true,
                insuranceRateBps: true,
                enabled: true,
            }}
            customizeColumns={{
                provider: {
                    header: t`Provider`,
                    cell: ({ row }) => (
                        <DetailPageButton id={row.original.id} label={providerName(row.original.provider)} />
                    ),
                },
                tenorMonths: {
                    header: t`Tenor`,
                    cell: ({ row }) => {
                        const months = row.original.tenorMonths;
                        return t`${months} months`;
                    },
                },
                flatRateBps: { header: t`Flat rate a year`, cell: ({ row }) => percent(row.original.flatRateBps) },
                adminFee: { header: t`Admin fee`, cell: ({ row }) => rupiah(row.original.adminFee) },
                insuranceRateBps: {
                    header: t`Insurance (of OTR)`,
                    cell: ({ row }) => percent(row.original.insuranceRateBps),
                },
                enabled: {
                    header: t`Offered`,
                    cell: ({ row }) =>
                        row.original.enabled ? (
                            <Badge variant="success">
                                <Trans>Offered</Trans>
                            </Badge>
                        ) : (
                            <Badge variant="outline">
                                <Trans>Off</Trans>
                            </Badge>
                        ),
                },
            }}
        >
            <NewButton to="./new">{t`New rate`}</NewButton>
        </ListPage>
    );
}

/** One provider's terms for one tenor (a provider has one set of terms per tenor). */
export function FinancingRateDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const { t } = useLingui();
    const { providerName, providerOptions } = useFinancingNames();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'financing-rate-detail',
        queryDocument: financingRateDocument,
        createDocument: createFinancingRateDocument,
        updateDocument: updateFinancingRateDocument,
        params: { id },
        extendSchema: schema => schema.extend(financingRateFields.shape),
        setValuesForUpdate: r => ({
            id: r.id,
            provider: r.provider,
            tenorMonths: r.tenorMonths,
            flatRateBps: r.flatRateBps,
            adminFee: r.adminFee,
            insuranceRateBps: r.insuranceRateBps,
            enabled: r.enabled,
        }),
        onSuccess: saved =>
            afterSave(saved, {
                isNew,
                resetForm,
                openCreated: created => navigate({ to: '/financing/rates/$id', params: { id: created } }),
            }),
        onError: e => onSaveError(e),
    });
    function onSaveError(e: unknown): void {
        showSaveError(form, t`The rate was not saved`, e, m => problemIn(m, RATE_FIELDS));
    }
    useEffect(() => {
        if (isNew)
            form.reset({ ...form.getValues(), provider: 'ADIRA', adminFee: 0, insuranceRateBps: 0, enabled: true });
    }, [isNew, form]);
    const provider = entity ? providerName(entity.provider) : '';
    const months = entity?.tenorMonths;
    const title = entity ? t`${provider}, ${months} months` : '';
    return (
        <Page pageId="financing-rate-detail" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{isNew ? t`New provider rate` : t`Rate: ${title}`}</PageTitle>
            <DetailActionBar
                form={form}
                isPending={isPending}
                label={isNew ? t`Create rate` : t`Save rate`}
                deletion={
                    isNew
                        ? null
                        : {
                              what: t`rate`,
                              description: t`The calculators no longer offer this provider for this tenor.`,
                              remove: async () =>
                                  (await api.mutate(deleteFinancingRateDocument, { id })).deleteFinancingRate,
                              onDeleted: () => void navigate({ to: '/financing/rates' }),
                          }
                }
            />
            <PageLayout>
                <PageBlock column="main" blockId="financing-rate-form">
                    <DetailFormGrid>
                        <SelectField
                            control={form.control}
                            name="provider"
                            label={t`Provider`}
                            options={providerOptions}
                        />
                        <NumberField control={form.control} name="tenorMonths" label={t`Tenor (months)`} />
                        <PercentField control={form.control} name="flatRateBps" label={t`Flat rate a year (%)`} />
                        <MoneyField
                            control={form.control}
                            name="adminFee"
                            label={t`Admin fee (Rp)`}
                            description={t`Paid once, with the down payment.`}
                        />
                        <PercentField
                            control={form.control}
                            name="insuranceRateBps"
                            label={t`Insurance (% of the OTR price)`}
                            description={t`For the whole tenor, added to the amount financed.`}
                        />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock column="side" blockId="financing-rate-flags">
                    <SwitchField control={form.control} name="enabled" label={t`Offered in the calculators`} />
                    {entity ? <p className="text-sm text-muted-foreground mt-4">{title}</p> : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
