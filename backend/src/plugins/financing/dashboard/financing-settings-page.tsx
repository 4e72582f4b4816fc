import { DetailFormGrid, Link, Page, PageBlock, PageLayout, PageTitle, useDetailPage } from '@vendure/dashboard';

import {
    afterSave,
    DetailActionBar,
    MoneyField,
    NumberField,
    SelectField,
    showSaveError,
    TextField,
} from '../../../dashboard-kit';
import { problemIn, financingSettingsFields, PROVIDER_NAMES } from '../financing-rules';
import { financingSettingsDocument, updateFinancingSettingsDocument } from './graphql';

const SETTING_KEYS = Object.keys(financingSettingsFields.shape) as Array<keyof typeof financingSettingsFields.shape>;

/** The one set of calculator settings (ManageFinancing), on Vendure's detail-page form like its global settings. */
export function FinancingSettingsPage() {
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
        showSaveError(form, 'The settings were not saved', e, m => problemIn(m, SETTING_KEYS));
    }
    const c = form.control;
    return (
        <Page pageId="financing-settings" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>Financing settings</PageTitle>
            <DetailActionBar form={form} isPending={isPending} label="Save settings" />
            <PageLayout>
                <PageBlock column="main" blockId="financing-down-payment" title="Down payment and tenors">
                    <DetailFormGrid>
                        <NumberField control={c} name="downPaymentMinPercent" label="Lowest down payment (%)" />
                        <NumberField control={c} name="downPaymentMaxPercent" label="Highest down payment (%)" />
                        <NumberField control={c} name="downPaymentStepPercent" label="Down-payment step (%)" />
                        <NumberField
                            control={c}
                            name="defaultDownPaymentPercent"
                            label="Default down payment (%)"
                            description="One of lowest, lowest + step, … highest."
                        />
                        <TextField
                            control={c}
                            name="tenors"
                            label="Tenors (months)"
                            description="Comma-separated, e.g. 6, 12, 24."
                        />
                        <NumberField
                            control={c}
                            name="defaultTenorMonths"
                            label="Default tenor (months)"
                            description="One of the tenors."
                        />
                        <SelectField
                            control={c}
                            name="defaultProvider"
                            label="Default provider"
                            options={PROVIDER_NAMES}
                        />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock column="main" blockId="financing-running-costs" title="Running costs (petrol against Alva)">
                    <DetailFormGrid>
                        <MoneyField control={c} name="petrolPricePerLitre" label="Petrol price per litre (Rp)" />
                        <NumberField
                            control={c}
                            step="any"
                            name="petrolKmPerLitre"
                            label="Petrol motorcycle km per litre"
                        />
                        <MoneyField
                            control={c}
                            name="petrolServicePerMonth"
                            label="Petrol motorcycle service per month (Rp)"
                        />
                        <MoneyField control={c} name="electricityPricePerKwh" label="Electricity per kWh (Rp)" />
                        <NumberField control={c} step="any" name="evWhPerKm" label="Alva Wh per km" />
                        <MoneyField control={c} name="evServicePerMonth" label="Alva service per month (Rp)" />
                        <MoneyField
                            control={c}
                            name="swapSubscriptionPerMonth"
                            label="Battery-swap subscription per month (Rp)"
                        />
                        <NumberField control={c} name="daysPerMonth" label="Riding days per month" />
                        <NumberField control={c} name="defaultKmPerDay" label="Default km per day" />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock column="side" blockId="financing-more" title="Also used by the calculators">
                    <ul className="grid gap-2 text-sm">
                        <li>
                            <Link to="/financing/areas" className="underline underline-offset-2">
                                Price areas and on-the-road prices
                            </Link>
                        </li>
                        <li>
                            <Link to="/financing/rates" className="underline underline-offset-2">
                                Provider rates
                            </Link>
                        </li>
                    </ul>
                    {entity?.updatedAt ? (
                        <p className="text-sm text-muted-foreground mt-4">
                            Last changed{' '}
                            {new Date(entity.updatedAt).toLocaleString('en-GB', {
                                dateStyle: 'medium',
                                timeStyle: 'short',
                            })}
                        </p>
                    ) : null}
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
