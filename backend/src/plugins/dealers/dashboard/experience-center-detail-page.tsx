import { useLingui } from '@lingui/react/macro';
import { AnyRoute, DetailFormGrid, PageBlock } from '@vendure/dashboard';

import {
    NumberField,
    pick,
    RecordFormPage,
    SelectField,
    SwitchField,
    TextField,
    useRecordForm,
} from '../../../dashboard-kit';
import { experienceCenterRules } from './experience-center-rules';
import { centreDocument, createCentreDocument, updateCentreDocument } from './graphql';

/** What the update input takes of a centre (the query also answers what the form only shows). */
const CENTRE_FIELDS = [
    ...['id', 'location', 'address1', 'address2', 'city', 'state', 'country', 'zipCode', 'latitude', 'longitude'],
    ...['gmapsLink', 'dealerSlug', 'dealerId', 'type', 'operatingHours', 'is_active', 'upcoming', 'inJabodetabek'],
] as const;

/** One experience centre or dealer on Vendure's detail-page form (`new` creates one). */
export function ExperienceCenterDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    const detail = useRecordForm({
        pageId: 'experience-centre-detail',
        route,
        listPath: '/experience-centres',
        queryDocument: centreDocument,
        createDocument: createCentreDocument,
        updateDocument: updateCentreDocument,
        extendSchema: schema => schema.extend(experienceCenterRules),
        setValuesForUpdate: c => pick(c, CENTRE_FIELDS),
        // A new place starts as an active experience centre in Indonesia.
        newRecord: { country: 'Indonesia', type: 'EXPERIENCE_CENTER', is_active: true },
        notSaved: t`The place was not saved`,
        fieldOf: m => (/slug/i.test(m) ? 'dealerSlug' : null),
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New place` : (entity?.location ?? t`Experience centre`)}
            saveLabel={isNew ? t`Create place` : t`Save changes`}
        >
            <PageBlock column="main" blockId="experience-centre-form">
                <DetailFormGrid>
                    <TextField control={c} name="location" label={t`Name`} />
                    <SelectField
                        control={c}
                        name="type"
                        label={t`Type`}
                        options={{ EXPERIENCE_CENTER: t`Experience centre`, DEALER: t`Dealer` }}
                    />
                    <TextField control={c} name="address1" label={t`Address`} />
                    <TextField control={c} name="address2" label={t`Address (line 2)`} />
                    <TextField control={c} name="city" label={t`City`} />
                    <TextField control={c} name="state" label={t`Province`} />
                    <TextField control={c} name="zipCode" label={t`Postal code`} />
                    <TextField control={c} name="country" label={t`Country`} />
                    <NumberField control={c} name="latitude" label={t`Latitude`} step="any" />
                    <NumberField control={c} name="longitude" label={t`Longitude`} step="any" />
                    <TextField control={c} name="gmapsLink" label={t`Google Maps link`} />
                    <TextField control={c} name="dealerSlug" label={t`Slug`} />
                    <TextField control={c} name="dealerId" label={t`Dealer id (ERP)`} />
                </DetailFormGrid>
                <div className="mt-4">
                    <TextField
                        control={c}
                        name="operatingHours"
                        label={t`Opening hours (as shown on the site)`}
                        multiline
                        rows={3}
                    />
                </div>
            </PageBlock>
            <PageBlock column="side" blockId="experience-centre-flags">
                <div className="grid gap-4">
                    <SwitchField control={c} name="is_active" label={t`Active (listed on the site)`} />
                    <SwitchField control={c} name="upcoming" label={t`Upcoming (not open yet)`} />
                    <SwitchField control={c} name="inJabodetabek" label={t`In JABODETABEK`} />
                </div>
            </PageBlock>
        </RecordFormPage>
    );
}
