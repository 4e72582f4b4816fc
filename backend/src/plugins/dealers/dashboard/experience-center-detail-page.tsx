import { Trans, useLingui } from '@lingui/react/macro';
import {
    AnyRoute,
    DetailFormGrid,
    FormFieldWrapper,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Switch,
    useDetailPage,
    useNavigate,
} from '@vendure/dashboard';

import { useEffect } from 'react';

import { afterSave, DetailActionBar, NumberField, showSaveError, TextField } from '../../../dashboard-kit';
import { experienceCenterRules } from './experience-center-rules';
import { centreDocument, createCentreDocument, updateCentreDocument } from './graphql';

/** One experience centre or dealer on Vendure's detail-page form (`new` creates one). */
export function ExperienceCenterDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const { t } = useLingui();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'experience-centre-detail',
        queryDocument: centreDocument,
        createDocument: createCentreDocument,
        updateDocument: updateCentreDocument,
        params: { id },
        extendSchema: schema => schema.extend(experienceCenterRules),
        setValuesForUpdate: c => ({
            id: c.id,
            location: c.location,
            address1: c.address1,
            address2: c.address2,
            city: c.city,
            state: c.state,
            country: c.country,
            zipCode: c.zipCode,
            latitude: c.latitude,
            longitude: c.longitude,
            gmapsLink: c.gmapsLink,
            dealerSlug: c.dealerSlug,
            dealerId: c.dealerId,
            type: c.type,
            operatingHours: c.operatingHours,
            is_active: c.is_active,
            upcoming: c.upcoming,
            inJabodetabek: c.inJabodetabek,
        }),
        onSuccess: saved =>
            afterSave(saved, {
                isNew,
                resetForm,
                openCreated: id => navigate({ to: '/experience-centres/$id', params: { id } }),
            }),
        onError: e => onSaveError(e),
    });

    // A declaration (hoisted, typed) so the options above can name the form it belongs to.
    function onSaveError(e: unknown): void {
        showSaveError(form, t`The place was not saved`, e, m => (/slug/i.test(m) ? 'dealerSlug' : null));
    }

    // A new place starts as an active experience centre in Indonesia.
    useEffect(() => {
        if (isNew)
            form.reset({ ...form.getValues(), country: 'Indonesia', type: 'EXPERIENCE_CENTER', is_active: true });
    }, [isNew, form]);

    const flag = (name: 'is_active' | 'upcoming' | 'inJabodetabek', label: string) => (
        <FormFieldWrapper
            control={form.control}
            name={name}
            label={label}
            render={({ field }) => <Switch checked={field.value === true} onCheckedChange={field.onChange} />}
        />
    );

    return (
        <Page pageId="experience-centre-detail" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{isNew ? t`New place` : (entity?.location ?? t`Experience centre`)}</PageTitle>
            <DetailActionBar form={form} isPending={isPending} label={isNew ? t`Create place` : t`Save changes`} />
            <PageLayout>
                <PageBlock column="main" blockId="experience-centre-form">
                    <DetailFormGrid>
                        <TextField control={form.control} name="location" label={t`Name`} />
                        <FormFieldWrapper
                            control={form.control}
                            name="type"
                            label={t`Type`}
                            render={({ field }) => (
                                <NativeSelect {...field} value={(field.value as string | null) ?? 'EXPERIENCE_CENTER'}>
                                    <NativeSelectOption value="EXPERIENCE_CENTER">
                                        <Trans>Experience centre</Trans>
                                    </NativeSelectOption>
                                    <NativeSelectOption value="DEALER">
                                        <Trans>Dealer</Trans>
                                    </NativeSelectOption>
                                </NativeSelect>
                            )}
                        />
                        <TextField control={form.control} name="address1" label={t`Address`} />
                        <TextField control={form.control} name="address2" label={t`Address (line 2)`} />
                        <TextField control={form.control} name="city" label={t`City`} />
                        <TextField control={form.control} name="state" label={t`Province`} />
                        <TextField control={form.control} name="zipCode" label={t`Postal code`} />
                        <TextField control={form.control} name="country" label={t`Country`} />
                        <NumberField control={form.control} name="latitude" label={t`Latitude`} step="any" />
                        <NumberField control={form.control} name="longitude" label={t`Longitude`} step="any" />
                        <TextField control={form.control} name="gmapsLink" label={t`Google Maps link`} />
                        <TextField control={form.control} name="dealerSlug" label={t`Slug`} />
                        <TextField control={form.control} name="dealerId" label={t`Dealer id (ERP)`} />
                    </DetailFormGrid>
                    <div className="mt-4">
                        <TextField
                            control={form.control}
                            name="operatingHours"
                            label={t`Opening hours (as shown on the site)`}
                            multiline
                            rows={3}
                        />
                    </div>
                </PageBlock>
                <PageBlock column="side" blockId="experience-centre-flags">
                    <div className="grid gap-4">
                        {flag('is_active', t`Active (listed on the site)`)}
                        {flag('upcoming', t`Upcoming (not open yet)`)}
                        {flag('inJabodetabek', t`In JABODETABEK`)}
                    </div>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
