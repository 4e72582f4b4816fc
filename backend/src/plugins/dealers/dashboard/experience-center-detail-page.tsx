import {
    AnyRoute,
    Button,
    DetailFormGrid,
    FormFieldWrapper,
    Input,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageActionBar,
    PageActionBarRight,
    PageBlock,
    PageLayout,
    PageTitle,
    Switch,
    Textarea,
    toast,
    useDetailPage,
    useNavigate,
    z,
} from '@vendure/dashboard';

import { useEffect } from 'react';

import { errorText } from '../../../dashboard-kit';
import { centreDocument, createCentreDocument, updateCentreDocument } from './graphql';

const SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const required = z.string().trim().min(1, { message: 'This field is required' });
const coordinate = (limit: number, message: string) =>
    z.number({ invalid_type_error: message, required_error: message }).min(-limit, { message }).max(limit, { message });

/** What the form refuses before the server does (ExperienceCenterService checks the same on save). */
const centreRules = {
    location: required,
    address1: required,
    city: required,
    state: required,
    gmapsLink: required,
    dealerSlug: required.regex(SLUG_RE, { message: 'Lower-case letters, digits and dashes' }),
    latitude: coordinate(90, 'A latitude between -90 and 90'),
    longitude: coordinate(180, 'A longitude between -180 and 180'),
};

/** One experience centre or dealer on Vendure's detail-page form (`new` creates one). */
export function ExperienceCenterDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const { form, submitHandler, entity, isPending, resetForm } = useDetailPage({
        pageId: 'experience-centre-detail',
        queryDocument: centreDocument,
        createDocument: createCentreDocument,
        updateDocument: updateCentreDocument,
        params: { id },
        extendSchema: schema => schema.extend(centreRules),
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
        onSuccess: async saved => {
            toast.success('Saved. The site shows the change within a minute.');
            resetForm();
            if (isNew && saved?.id) await navigate({ to: '/experience-centres/$id', params: { id: String(saved.id) } });
        },
        onError: e => toast.error('The place was not saved', { description: errorText(e) }),
    });

    // A new place starts as an active experience centre in Indonesia.
    useEffect(() => {
        if (isNew)
            form.reset({ ...form.getValues(), country: 'Indonesia', type: 'EXPERIENCE_CENTER', is_active: true });
    }, [isNew, form]);

    const text = (name: keyof typeof centreRules | 'address2' | 'zipCode' | 'country' | 'dealerId', label: string) => (
        <FormFieldWrapper
            control={form.control}
            name={name}
            label={label}
            render={({ field }) => <Input {...field} value={(field.value as string | null) ?? ''} />}
        />
    );
    const number = (name: 'latitude' | 'longitude', label: string) => (
        <FormFieldWrapper
            control={form.control}
            name={name}
            label={label}
            render={({ field }) => (
                <Input
                    type="number"
                    step="any"
                    inputMode="decimal"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={(field.value as number | null) ?? ''}
                    onChange={e => field.onChange(Number.isNaN(e.target.valueAsNumber) ? null : e.target.valueAsNumber)}
                />
            )}
        />
    );
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
            <PageTitle>{isNew ? 'New place' : (entity?.location ?? 'Experience centre')}</PageTitle>
            <PageActionBar>
                <PageActionBarRight>
                    <Button type="submit" disabled={!form.formState.isDirty || isPending}>
                        {isNew ? 'Create place' : 'Save changes'}
                    </Button>
                </PageActionBarRight>
            </PageActionBar>
            <PageLayout>
                <PageBlock column="main" blockId="experience-centre-form">
                    <DetailFormGrid>
                        {text('location', 'Name')}
                        <FormFieldWrapper
                            control={form.control}
                            name="type"
                            label="Type"
                            render={({ field }) => (
                                <NativeSelect {...field} value={(field.value as string | null) ?? 'EXPERIENCE_CENTER'}>
                                    <NativeSelectOption value="EXPERIENCE_CENTER">Experience centre</NativeSelectOption>
                                    <NativeSelectOption value="DEALER">Dealer</NativeSelectOption>
                                </NativeSelect>
                            )}
                        />
                        {text('address1', 'Address')}
                        {text('address2', 'Address (line 2)')}
                        {text('city', 'City')}
                        {text('state', 'Province')}
                        {text('zipCode', 'Postal code')}
                        {text('country', 'Country')}
                        {number('latitude', 'Latitude')}
                        {number('longitude', 'Longitude')}
                        {text('gmapsLink', 'Google Maps link')}
                        {text('dealerSlug', 'Slug')}
                        {text('dealerId', 'Dealer id (ERP)')}
                    </DetailFormGrid>
                    <div className="mt-4">
                        <FormFieldWrapper
                            control={form.control}
                            name="operatingHours"
                            label="Opening hours (as shown on the site)"
                            render={({ field }) => <Textarea {...field} value={(field.value as string | null) ?? ''} />}
                        />
                    </div>
                </PageBlock>
                <PageBlock column="side" blockId="experience-centre-flags">
                    <div className="grid gap-4">
                        {flag('is_active', 'Active (listed on the site)')}
                        {flag('upcoming', 'Upcoming (not open yet)')}
                        {flag('inJabodetabek', 'In JABODETABEK')}
                    </div>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
