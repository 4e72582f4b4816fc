import {
    AnyRoute,
    api,
    Button,
    Checkbox,
    Input,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    PaginatedListDataTableKey,
    Textarea,
    useMutation,
    useNavigate,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { centreDocument, createCentreDocument, updateCentreDocument } from './graphql';

interface CentreForm {
    location: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    country: string;
    zipCode: string;
    latitude: string;
    longitude: string;
    gmapsLink: string;
    dealerSlug: string;
    dealerId: string;
    type: 'EXPERIENCE_CENTER' | 'DEALER';
    operatingHours: string;
    is_active: boolean;
    upcoming: boolean;
    inJabodetabek: boolean;
}

const EMPTY: CentreForm = {
    location: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    country: 'Indonesia',
    zipCode: '',
    latitude: '',
    longitude: '',
    gmapsLink: '',
    dealerSlug: '',
    dealerId: '',
    type: 'EXPERIENCE_CENTER',
    operatingHours: '',
    is_active: true,
    upcoming: false,
    inJabodetabek: false,
};

type FieldErrors = Partial<Record<keyof CentreForm, string>>;

function validate(f: CentreForm): FieldErrors {
    const errors: FieldErrors = {};
    for (const key of ['location', 'address1', 'city', 'state', 'dealerSlug', 'gmapsLink'] as const) {
        if (!f[key].trim()) errors[key] = 'This field is required';
    }
    const lat = Number(f.latitude);
    const lng = Number(f.longitude);
    if (f.latitude.trim() === '' || Number.isNaN(lat) || lat < -90 || lat > 90) errors.latitude = 'A latitude between -90 and 90';
    if (f.longitude.trim() === '' || Number.isNaN(lng) || lng < -180 || lng > 180)
        errors.longitude = 'A longitude between -180 and 180';
    if (f.dealerSlug && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.dealerSlug)) errors.dealerSlug = 'Lower-case letters, digits and dashes';
    return errors;
}

/** Create or edit one experience centre or dealer. */
/** One experience centre or dealer; `new` creates one. */
export function ExperienceCenterDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [form, setForm] = useState<CentreForm>(EMPTY);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
    const detail = useQuery({
        queryKey: ['experienceCenter', id],
        queryFn: () => api.query(centreDocument, { id }),
        enabled: !isNew,
    });
    useEffect(() => {
        const c = detail.data?.experienceCenter;
        if (!c) return;
        setForm({
            location: c.location,
            address1: c.address1,
            address2: c.address2 ?? '',
            city: c.city,
            state: c.state,
            country: c.country,
            zipCode: c.zipCode ?? '',
            latitude: String(c.latitude),
            longitude: String(c.longitude),
            gmapsLink: c.gmapsLink,
            dealerSlug: c.dealerSlug,
            dealerId: c.dealerId ?? '',
            type: c.type as CentreForm['type'],
            operatingHours: c.operatingHours ?? '',
            is_active: c.is_active,
            upcoming: c.upcoming,
            inJabodetabek: c.inJabodetabek,
        });
    }, [detail.data]);

    const save = useMutation({
        mutationFn: async () => {
            const input = {
                ...form,
                address2: form.address2 || null,
                zipCode: form.zipCode || null,
                dealerId: form.dealerId || null,
                operatingHours: form.operatingHours || null,
                latitude: Number(form.latitude),
                longitude: Number(form.longitude),
            };
            if (isNew) return (await api.mutate(createCentreDocument, { input })).createExperienceCenter.id;
            return (await api.mutate(updateCentreDocument, { input: { ...input, id } })).updateExperienceCenter.id;
        },
        onSuccess: newId => {
            setStatus({ kind: 'ok', text: 'Saved. The site shows the change within a minute.' });
            void queryClient.invalidateQueries({ queryKey: [PaginatedListDataTableKey] });
            if (isNew) void navigate({ to: '/experience-centres/$id', params: { id: String(newId) } });
        },
        onError: (e: Error) => setStatus({ kind: 'error', text: e.message }),
    });

    const text = (key: keyof CentreForm, label: string, props: { type?: string; inputMode?: 'decimal' | 'text' } = {}) => (
        <div className="grid gap-1.5">
            <Label htmlFor={`ec-${key}`}>{label}</Label>
            <Input
                id={`ec-${key}`}
                value={form[key] as string}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `ec-${key}-error` : undefined}
                onChange={e => setForm(f => ({ ...f, [key]: e.target.value }))}
                {...props}
            />
            {errors[key] ? (
                <span id={`ec-${key}-error`} className="text-sm text-destructive">
                    {errors[key]}
                </span>
            ) : null}
        </div>
    );
    const flag = (key: 'is_active' | 'upcoming' | 'inJabodetabek', label: string) => (
        <div className="flex items-center gap-2">
            <Checkbox
                id={`ec-${key}`}
                checked={form[key]}
                onCheckedChange={(v: boolean) => setForm(f => ({ ...f, [key]: v === true }))}
            />
            <Label htmlFor={`ec-${key}`}>{label}</Label>
        </div>
    );

    if (!isNew && detail.isError) {
        return (
            <Page pageId="experience-centre-detail">
                <PageTitle>Experience centre</PageTitle>
                <p role="alert">The place could not be loaded: {(detail.error as Error).message}</p>
            </Page>
        );
    }
    return (
        <Page pageId="experience-centre-detail">
            <PageTitle>{isNew ? 'New place' : form.location || 'Experience centre'}</PageTitle>
            <PageLayout>
                <PageBlock column="main" blockId="experience-centre-form">
                    <form
                        className="grid gap-4"
                        aria-label="Place details"
                        noValidate
                        onSubmit={e => {
                            e.preventDefault();
                            const found = validate(form);
                            setErrors(found);
                            setStatus(null);
                            if (Object.keys(found).length) {
                                setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                                return;
                            }
                            save.mutate();
                        }}
                    >
                        <div className="grid gap-4 sm:grid-cols-2">
                            {text('location', 'Name')}
                            <div className="grid gap-1.5">
                                <Label htmlFor="ec-type">Type</Label>
                                <NativeSelect
                                    id="ec-type"
                                    value={form.type}
                                    onChange={e => setForm(f => ({ ...f, type: e.target.value as CentreForm['type'] }))}
                                >
                                    <NativeSelectOption value="EXPERIENCE_CENTER">Experience centre</NativeSelectOption>
                                    <NativeSelectOption value="DEALER">Dealer</NativeSelectOption>
                                </NativeSelect>
                            </div>
                            {text('address1', 'Address')}
                            {text('address2', 'Address (line 2)')}
                            {text('city', 'City')}
                            {text('state', 'Province')}
                            {text('zipCode', 'Postal code')}
                            {text('country', 'Country')}
                            {text('latitude', 'Latitude', { inputMode: 'decimal' })}
                            {text('longitude', 'Longitude', { inputMode: 'decimal' })}
                            {text('gmapsLink', 'Google Maps link', { type: 'url' })}
                            {text('dealerSlug', 'Slug')}
                            {text('dealerId', 'Dealer id (ERP)')}
                        </div>
                        <div className="grid gap-1.5">
                            <Label htmlFor="ec-operatingHours">Opening hours (as shown on the site)</Label>
                            <Textarea
                                id="ec-operatingHours"
                                value={form.operatingHours}
                                onChange={e => setForm(f => ({ ...f, operatingHours: e.target.value }))}
                            />
                        </div>
                        <div className="flex flex-wrap gap-6">
                            {flag('is_active', 'Active (listed on the site)')}
                            {flag('upcoming', 'Upcoming (not open yet)')}
                            {flag('inJabodetabek', 'In JABODETABEK')}
                        </div>
                        <div className="flex items-center gap-4">
                            <Button type="submit" disabled={save.isPending}>
                                {isNew ? 'Create place' : 'Save changes'}
                            </Button>
                            <span role="status" className={status?.kind === 'error' ? 'text-destructive' : ''}>
                                {status?.text ?? ''}
                            </span>
                        </div>
                    </form>
                </PageBlock>
            </PageLayout>
        </Page>
    );
}
