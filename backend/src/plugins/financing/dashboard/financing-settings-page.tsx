import { Trans, useLingui } from '@lingui/react/macro';
import { DetailFormGrid, Link, PageBlock } from '@vendure/dashboard';

import {
    MoneyField,
    NumberField,
    pick,
    RecordFormPage,
    SelectField,
    TextField,
    useFinancingNames,
    useRecordForm,
    useStaffDates,
} from '../../../dashboard-kit';
import { problemIn, financingSettingsFields } from '../financing-rules';
import { financingSettingsDocument, updateFinancingSettingsDocument } from './graphql';

const SETTING_KEYS = Object.keys(financingSettingsFields.shape) as Array<keyof typeof financingSettingsFields.shape>;

/** The one set of calculator settings (ManageFinancing), on Vendure's detail-page form like its global settings. */
export function FinancingSettingsPage() {
    const { t } = useLingui();
    const staffDates = useStaffDates();
    const { providerOptions } = useFinancingNames();
    const detail = useRecordForm({
        pageId: 'financing-settings',
        queryDocument: financingSettingsDocument,
        updateDocument: updateFinancingSettingsDocument,
        entityName: 'FinancingSettingsRecord',
        params: { id: 'settings' },
        extendSchema: schema => schema.extend(financingSettingsFields.shape),
        setValuesForUpdate: s => ({ ...pick(s, SETTING_KEYS), tenors: s.tenors.split(',').join(', ') }),
        notSaved: t`The settings were not saved`,
        // "Invalid financing settings: defaultDownPaymentPercent: must be one of the steps (…)": under that field.
        fieldOf: m => problemIn(m, SETTING_KEYS),
    });
    const { entity } = detail;
    const c = detail.form.control;
    const changed = entity?.updatedAt ? staffDates.dateTime(entity.updatedAt) : null;
    return (
        <RecordFormPage detail={detail} title={t`Financing settings`} saveLabel={t`Save settings`}>
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
            <PageBlock column="main" blockId="financing-running-costs" title={t`Running costs (petrol against Alva)`}>
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
        </RecordFormPage>
    );
}
