import { Trans, useLingui } from '@lingui/react/macro';
import { DetailFormGrid, Link, Page, PageBlock, PageLayout, PageTitle, useDetailPage } from '@vendure/dashboard';

import {
    afterSave,
    DetailActionBar,
    MoneyField,
    NumberField,
    SelectField,
    showSaveError,
    TextField,
    useStaffDates,
} from '../../../dashboard-kit';
import { problemIn, financingSettingsFields } from '../financing-rules';
import { useFinancingNames } from './financing-names';
import { financingSettingsDocument, updateFinancingSettingsDocument } from './graphql';

const SETTING_KEYS = Object.keys(financingSettingsFields.shape) as Array<keyof typeof financingSettingsFields.shape>;

/** The one set of calculator settings (ManageFinancing), on Vendure's detail-page form like its global settings. */
export function FinancingSettingsPage() {
    const { t } = useLingui();
    const staffDates = useStaffDates();
    const { providerOptions } = useFinancingNames();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'financing-settings',
        queryDocument: financingSettingsDocument,
        updateDocument: updateFinancingSettingsDocument,
        entityName: 'FinancingSettingsRecord',
        // A single record: the query takes no id (as Vendure's global settings).
        params: { id: 'settings' },
        extendSchema: schema => schema.extend(financingSettingsFields.shape),
        setValuesForUpdate: s => ({
            downPaymentMinPercent: s.downPaymentMinPercent,
            downPaymentMaxPercent: s.downPaymentMaxPercent,
            downPaymentStepPercent: s.downPaymentStepPercent,
            defaultDownPaymentPercent: s.defaultDownPaymentPercent,
            tenors: s.tenors.split(',').join(', '),
            defaultTenorMonths: s.defaultTenorMonths,
            defaultProvider: s.defaultProvider,
            petrolPricePerLitre: s.petrolPricePerLitre,
            petrolKmPerLitre: s.petrolKmPerLitre,
            petrolServicePerMonth: s.petrolServicePerMonth,
            electricityPricePerKwh: s.electricityPricePerKwh,
            evWhPerKm: s.evWhPerKm,
            evServicePerMonth: s.evServicePerMonth,
            swapSubscriptionPerMonth: s.swapSubscriptionPerMonth,
            daysPerMonth: s.daysPerMonth,
            defaultKmPerDay: s.defaultKmPerDay,
        }),
        onSuccess: saved => afterSave(saved, { resetForm }),
        onError: e => onSaveError(e),
    });
    // A declaration (hoisted, typed) so the options above can name the form it belongs to.
    function onSaveError(e: unknown): void {
        // "Invalid financing settings: defaultDownPaymentPercent: must be one of the steps (…)": under that field.
        showSaveError(form, t`The settings were not saved`, e, m => problemIn(m, SETTING_KEYS));
    }
    const c = form.control;
    const changed = entity?.updatedAt ? staffDates.dateTime(entity.updatedAt) : null;
    return (
        <Page pageId="financing-settings" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>
                <Trans>Financing settings</Trans>
            </PageTitle>
            <DetailActionBar form={form} isPending={isPending} label={t`Save settings`} />
            <PageLayout>
                <PageBlock column="main" blockId="financing-down-payment" title={t`Down payment and tenors`}>
                    <DetailFormGrid>
                        <NumberField control={c} name="downPaymentMinPercent" label={t`Lowest down payment (%)`} />
                        <NumberField control={c} name="downPaymentMaxPercent" label={t`Highest down payment (%)`} />
                        <NumberField control={c} name="downPaymentStepPercent" label={t`Down-payment step (%)`} />
                        <NumberField
                            control={c}
                            name="defaultDownPaymentPercent"
                            label={t`Default down payment (%)`}
                            description={t`One of lowest, lowest + step, … highest.`}
                        />
                        <TextField
                            control={c}
                            name="tenors"
                            label={t`Tenors (months)`}
                            description={t`Comma-separated, e.g. 6, 12, 24.`}
                        />
                        <NumberField
                            control={c}
                            name="defaultTenorMonths"
                            label={t`Default tenor (months)`}
                            description={t`One of the tenors.`}
                        />
                        <SelectField
                            control={c}
                            name="defaultProvider"
                            label={t`Default provider`}
                            options={providerOptions}
                        />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock
                    column="main"
                    blockId="financing-running-costs"
                    title={t`Running costs (petrol against Alva)`}
                >
                    <DetailFormGrid>
                        <MoneyField control={c} name="petrolPricePerLitre" label={t`Petrol price per litre (Rp)`} />
                        <NumberField
                            control={c}
                            step="any"
                            name="petrolKmPerLitre"
                            label={t`Petrol motorcycle km per litre`}
                        />
                        <MoneyField
                            control={c}
                            name="petrolServicePerMonth"
                            label={t`Petrol motorcycle service per month (Rp)`}
                        />
                        <MoneyField control={c} name="electricityPricePerKwh" label={t`Electricity per kWh (Rp)`} />
                        <NumberField control={c} step="any" name="evWhPerKm" label={t`Alva Wh per km`} />
                        <MoneyField control={c} name="evServicePerMonth" label={t`Alva service per month (Rp)`} />
                        <MoneyField
                            control={c}
                            name="swapSubscriptionPerMonth"
                            label={t`Battery-swap subscription per month (Rp)`}
                        />
                        <NumberField control={c} name="daysPerMonth" label={t`Riding days per month`} />
                        <NumberField control={c} name="defaultKmPerDay" label={t`Default km per day`} />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock column="side" blockId="financing-more" title={t`Also used by the calculators`}>
                    <ul className="grid gap-2 text-sm">
                        <li>
                            <Link to="/financing/areas" className="underline underline-offset-2">
                                <Trans>Price areas and on-the-road prices</Trans>
                            </Link>
                        </li>
                        <li>
                            <Link to="/financing/rates" className="underline underline-offset-2">
                                <Trans>Provider rates</Trans>
                            </Link>
                        </li>
                    </ul>
                    {changed ? (
                        <p className="text-sm text-muted-foreground mt-4">
                            <Trans>Last changed {changed}</Trans>
                        </p>
                    ) : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
