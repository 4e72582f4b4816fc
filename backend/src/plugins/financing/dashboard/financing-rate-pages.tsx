import { AnyRoute, DetailFormGrid, DetailPageButton, ListPage, PageBlock } from '@vendure/dashboard';
import { useLingui } from '@lingui/react/macro';

import {
    MoneyField,
    NewButton,
    NumberField,
    PercentField,
    pick,
    RecordFormPage,
    rupiah,
    SelectField,
    SwitchField,
    useFinancingNames,
    useRecordForm,
    useStaffPercent,
    YesNoBadge,
} from '../../../dashboard-kit';
import { problemIn, financingRateFields } from '../financing-rules';
import {
    createFinancingRateDocument,
    deleteFinancingRateDocument,
    financingRateDocument,
    financingRateListDocument,
    updateFinancingRateDocument,
} from './graphql';

const RATE_FIELDS = ['provider', 'tenorMonths', 'flatRateBps', 'adminFee', 'insuranceRateBps'] as const;

/** Every provider's terms per tenor; the calculators offer the ones switched on for a tenor of the settings. */
export function FinancingRateListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    const { providerName } = useFinancingNames();
    const percent = useStaffPercent();
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
                flatRateBps: { cell: ({ row }) => percent(row.original.flatRateBps) },
                adminFee: { cell: ({ row }) => rupiah(row.original.adminFee) },
                insuranceRateBps: {
                    header: t`Insurance (of OTR)`,
                    cell: ({ row }) => percent(row.original.insuranceRateBps),
                },
                enabled: {
                    header: t`Offered`,
                    cell: ({ row }) => <YesNoBadge value={row.original.enabled} yes={t`Offered`} no={t`Off`} />,
                },
            }}
        >
            <NewButton to="./new">{t`New rate`}</NewButton>
        </ListPage>
    );
}

/** One provider's terms for one tenor (a provider has one set of terms per tenor). */
export function FinancingRateDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    const { providerName, providerOptions } = useFinancingNames();
    const detail = useRecordForm({
        pageId: 'financing-rate-detail',
        route,
        listPath: '/financing/rates',
        queryDocument: financingRateDocument,
        createDocument: createFinancingRateDocument,
        updateDocument: updateFinancingRateDocument,
        extendSchema: schema => schema.extend(financingRateFields.shape),
        setValuesForUpdate: r => ({ id: r.id, ...pick(r, RATE_FIELDS), enabled: r.enabled }),
        newRecord: { provider: 'ADIRA', adminFee: 0, insuranceRateBps: 0, enabled: true },
        notSaved: t`The rate was not saved`,
        fieldOf: m => problemIn(m, RATE_FIELDS),
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    const provider = entity ? providerName(entity.provider) : '';
    const months = entity?.tenorMonths;
    const title = entity ? t`${provider}, ${months} months` : '';
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New provider rate` : t`Rate: ${title}`}
            saveLabel={isNew ? t`Create rate` : t`Save rate`}
            deletion={{
                what: t`rate`,
                description: t`The calculators no longer offer this provider for this tenor.`,
                document: deleteFinancingRateDocument,
            }}
        >
            <PageBlock column="main" blockId="financing-rate-form">
                <DetailFormGrid>
                    <SelectField control={c} name="provider" label={t`Provider`} options={providerOptions} />
                    <NumberField control={c} name="tenorMonths" label={t`Tenor (months)`} />
                    <PercentField control={c} name="flatRateBps" label={t`Flat rate a year (%)`} />
                    <MoneyField
                        control={c}
                        name="adminFee"
                        label={t`Admin fee (Rp)`}
                        description={t`Paid once, with the down payment.`}
                    />
                    <PercentField
                        control={c}
                        name="insuranceRateBps"
                        label={t`Insurance (% of the OTR price)`}
                        description={t`For the whole tenor, added to the amount financed.`}
                    />
                </DetailFormGrid>
            </PageBlock>
            <PageBlock column="side" blockId="financing-rate-flags">
                <SwitchField control={c} name="enabled" label={t`Offered in the calculators`} />
                {entity ? <p className="text-sm text-muted-foreground mt-4">{title}</p> : null}
            </PageBlock>
        </RecordFormPage>
    );
}
