import {
    api,
    Badge,
    Button,
    Checkbox,
    Label,
    NativeSelect,
    NativeSelectOption,
    Page,
    PageBlock,
    PageLayout,
    PageTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableHeader,
    TableRow,
    useMutation,
    useQuery,
    useQueryClient,
} from '@vendure/dashboard';
import { useEffect, useState } from 'react';

import { ConfirmDelete, errorText, Field, StatusLine } from '../../../dashboard-kit';
import {
    deleteFinancingAreaDocument,
    deleteFinancingOtrPriceDocument,
    deleteFinancingRateDocument,
    financingParametersDocument,
    setFinancingOtrPriceDocument,
    updateFinancingSettingsDocument,
    upsertFinancingAreaDocument,
    upsertFinancingRateDocument,
} from './graphql';

/** Same lists as ../constants.ts (the server accepts only these). */
const PROVIDERS = ['ADIRA', 'BFI', 'CASHBAC_EASYPAY', 'PAPITUPI', 'OTHER'] as const;
const PRODUCTS: Record<string, string> = { 'alva-one-1-battery': 'Alva One', 'alva-cervo': 'Alva Cervo', 'alva-n3': 'Alva N3' };
const BATTERIES: Record<string, string> = { single: 'Single battery', dual: 'Dual battery', 'subscription-rental': 'Battery subscription' };
const SAVED = 'Saved. The calculators show the change in a few seconds.';

type Status = { kind: 'ok' | 'error'; text: string } | null;
type Params = {
    tenors: number[];
    defaultTenorMonths: number;
    defaultProvider: string;
    downPayment: { minPercent: number; maxPercent: number; stepPercent: number; defaultPercent: number };
    runningCosts: Record<string, number>;
    areas: Array<{ id: string; code: string; name: string; position: number; enabled: boolean; otrPrices: Array<{ id: string; productSlug: string; batteryOption: string; price: number }> }>;
    providers: Array<{ code: string; name: string; rates: Array<{ id: string; provider: string; tenorMonths: number; flatRateBps: number; adminFee: number; insuranceRateBps: number; enabled: boolean }> }>;
};

const rupiah = (minor: number) => `Rp ${(minor / 100).toLocaleString('id-ID', { maximumFractionDigits: 2 })}`;
const toMinor = (rp: string) => Math.round(Number(rp.replace(',', '.')) * 100);
const isNumber = (v: string) => v.trim() !== '' && !Number.isNaN(Number(v.replace(',', '.')));

function useFinancing() {
    return useQuery({
        queryKey: ['financingParameters'],
        queryFn: async () => ((await api.query(financingParametersDocument, {})) as { financingParameters: Params }).financingParameters,
    });
}

// ----- settings -----

type SettingKey =
    | 'downPaymentMinPercent' | 'downPaymentMaxPercent' | 'downPaymentStepPercent' | 'defaultDownPaymentPercent'
    | 'tenors' | 'defaultTenorMonths' | 'petrolPricePerLitre' | 'petrolKmPerLitre' | 'petrolServicePerMonth'
    | 'electricityPricePerKwh' | 'evWhPerKm' | 'evServicePerMonth' | 'swapSubscriptionPerMonth' | 'daysPerMonth' | 'defaultKmPerDay';
const SETTINGS: Array<{ key: SettingKey; label: string; kind: 'int' | 'float' | 'money' | 'list' }> = [
    { key: 'downPaymentMinPercent', label: 'Lowest down payment (%)', kind: 'int' },
    { key: 'downPaymentMaxPercent', label: 'Highest down payment (%)', kind: 'int' },
    { key: 'downPaymentStepPercent', label: 'Down-payment step (%)', kind: 'int' },
    { key: 'defaultDownPaymentPercent', label: 'Default down payment (%)', kind: 'int' },
    { key: 'tenors', label: 'Tenors (months, comma-separated)', kind: 'list' },
    { key: 'defaultTenorMonths', label: 'Default tenor (months)', kind: 'int' },
    { key: 'petrolPricePerLitre', label: 'Petrol price per litre (Rp)', kind: 'money' },
    { key: 'petrolKmPerLitre', label: 'Petrol motorcycle km per litre', kind: 'float' },
    { key: 'petrolServicePerMonth', label: 'Petrol motorcycle service per month (Rp)', kind: 'money' },
    { key: 'electricityPricePerKwh', label: 'Electricity per kWh (Rp)', kind: 'money' },
    { key: 'evWhPerKm', label: 'Alva Wh per km', kind: 'float' },
    { key: 'evServicePerMonth', label: 'Alva service per month (Rp)', kind: 'money' },
    { key: 'swapSubscriptionPerMonth', label: 'Battery-swap subscription per month (Rp)', kind: 'money' },
    { key: 'daysPerMonth', label: 'Riding days per month', kind: 'int' },
    { key: 'defaultKmPerDay', label: 'Default km per day', kind: 'int' },
];

function settingsFrom(p: Params): Record<SettingKey | 'defaultProvider', string> {
    const rc = p.runningCosts;
    const money = (v: number) => String(v / 100);
    return {
        downPaymentMinPercent: String(p.downPayment.minPercent),
        downPaymentMaxPercent: String(p.downPayment.maxPercent),
        downPaymentStepPercent: String(p.downPayment.stepPercent),
        defaultDownPaymentPercent: String(p.downPayment.defaultPercent),
        tenors: p.tenors.join(', '),
        defaultTenorMonths: String(p.defaultTenorMonths),
        defaultProvider: p.defaultProvider,
        petrolPricePerLitre: money(rc.petrolPricePerLitre),
        petrolKmPerLitre: String(rc.petrolKmPerLitre),
        petrolServicePerMonth: money(rc.petrolServicePerMonth),
        electricityPricePerKwh: money(rc.electricityPricePerKwh),
        evWhPerKm: String(rc.evWhPerKm),
        evServicePerMonth: money(rc.evServicePerMonth),
        swapSubscriptionPerMonth: money(rc.swapSubscriptionPerMonth),
        daysPerMonth: String(rc.daysPerMonth),
        defaultKmPerDay: String(rc.defaultKmPerDay),
    };
}

function SettingsBlock({ params }: Readonly<{ params: Params }>) {
    const queryClient = useQueryClient();
    const [form, setForm] = useState(() => settingsFrom(params));
    const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
    const [status, setStatus] = useState<Status>(null);
    useEffect(() => setForm(settingsFrom(params)), [params]);
    const save = useMutation({
        mutationFn: async () => {
            const input: Record<string, unknown> = { defaultProvider: form.defaultProvider };
            for (const s of SETTINGS) {
                const v = form[s.key].trim();
                input[s.key] = s.kind === 'list' ? v.replace(/\s+/g, '') : s.kind === 'money' ? toMinor(v) : Number(v.replace(',', '.'));
            }
            await api.mutate(updateFinancingSettingsDocument, { input: input as never });
        },
        onSuccess: () => {
            setStatus({ kind: 'ok', text: SAVED });
            void queryClient.invalidateQueries({ queryKey: ['financingParameters'] });
        },
        onError: (e: unknown) => {
            const text = errorText(e);
            // "Invalid financing settings: downPaymentMinPercent 0–90; tenors: …": each problem names its field.
            const found: Record<string, string> = {};
            for (const problem of text.replace(/^Invalid financing settings:\s*/, '').split(';')) {
                const key = SETTINGS.find(s => problem.trim().startsWith(s.key))?.key;
                if (!key) continue;
                const rest = problem.trim().slice(key.length).replace(/^[:\s]+/, '');
                found[key] = /^must/.test(rest) ? `This ${rest}.` : `Allowed: ${rest}.`;
            }
            setErrors(found);
            setStatus({ kind: 'error', text });
        },
    });
    return (
        <>
            <form
                className="grid gap-4"
                aria-label="Calculator settings"
                noValidate
                onSubmit={e => {
                    e.preventDefault();
                    const found: Record<string, string> = {};
                    for (const s of SETTINGS) {
                        const v = form[s.key];
                        if (s.kind === 'list' ? !/^\s*\d+(\s*,\s*\d+)*\s*$/.test(v) : !isNumber(v)) found[s.key] = 'Enter a number.';
                        else if (s.kind === 'int' && !Number.isInteger(Number(v))) found[s.key] = 'A whole number.';
                    }
                    setErrors(found);
                    setStatus(null);
                    if (Object.keys(found).length) {
                        setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                        return;
                    }
                    save.mutate();
                }}
            >
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 items-start">
                    {SETTINGS.map(s => (
                        <Field
                            key={s.key}
                            id={`fin-${s.key}`}
                            label={s.label}
                            value={form[s.key]}
                            onChange={v => setForm(f => ({ ...f, [s.key]: v }))}
                            error={errors[s.key]}
                        />
                    ))}
                    <div className="grid gap-1.5">
                        <Label htmlFor="fin-defaultProvider">Default provider</Label>
                        <NativeSelect id="fin-defaultProvider" value={form.defaultProvider} onChange={e => setForm(f => ({ ...f, defaultProvider: e.target.value }))}>
                            {params.providers.map(p => (
                                <NativeSelectOption key={p.code} value={p.code}>
                                    {p.name}
                                </NativeSelectOption>
                            ))}
                        </NativeSelect>
                    </div>
                </div>
                <div className="flex items-center gap-4">
                    <Button type="submit" disabled={save.isPending}>
                        Save settings
                    </Button>
                    <StatusLine status={status} />
                </div>
            </form>
        </>
    );
}

// ----- areas and OTR prices -----

function AreasBlock({ params }: Readonly<{ params: Params }>) {
    const queryClient = useQueryClient();
    const empty = { code: '', name: '', position: '0', enabled: true };
    const [form, setForm] = useState(empty);
    const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
    const [status, setStatus] = useState<Status>(null);
    const done = (text: string) => {
        setStatus({ kind: 'ok', text });
        void queryClient.invalidateQueries({ queryKey: ['financingParameters'] });
    };
    const fail = (e: unknown) => {
        const text = errorText(e);
        setErrors(/Area code/i.test(text) ? { code: text } : /Area name/i.test(text) ? { name: text } : {});
        setStatus({ kind: 'error', text });
    };
    const save = useMutation({
        mutationFn: async () => {
            await api.mutate(upsertFinancingAreaDocument, {
                input: { code: form.code.trim(), name: form.name.trim(), position: Number(form.position), enabled: form.enabled },
            });
        },
        onSuccess: () => {
            setForm(empty);
            done(SAVED);
        },
        onError: fail,
    });
    const remove = useMutation({
        mutationFn: async (code: string) => {
            await api.mutate(deleteFinancingAreaDocument, { code });
        },
        onSuccess: () => done('The area and its prices were deleted.'),
        onError: fail,
    });
    return (
        <>
            <Table aria-label="Areas">
                <TableHeader>
                    <TableRow>
                        <TableHead>Order</TableHead>
                        <TableHead>Name</TableHead>
                        <TableHead>Code</TableHead>
                        <TableHead>Prices</TableHead>
                        <TableHead>Shown</TableHead>
                        <TableHead>
                            <span className="sr-only">Actions</span>
                        </TableHead>
                    </TableRow>
                </TableHeader>
                <TableBody>
                    {params.areas.map(a => (
                        <TableRow key={a.id}>
                            <TableCell>{a.position}</TableCell>
                            <TableCell>{a.name}</TableCell>
                            <TableCell className="font-mono">{a.code}</TableCell>
                            <TableCell>{a.otrPrices.length}</TableCell>
                            <TableCell>{a.enabled ? <Badge variant="success">Shown</Badge> : <Badge variant="outline">Hidden</Badge>}</TableCell>
                            <TableCell className="flex gap-2">
                                <Button
                                    variant="outline"
                                    aria-label={`Edit ${a.name}`}
                                    onClick={() => setForm({ code: a.code, name: a.name, position: String(a.position), enabled: a.enabled })}
                                >
                                    Edit
                                </Button>
                                <ConfirmDelete
                                    label="Delete"
                                    title={`Delete ${a.name}?`}
                                    description="The area and all its OTR prices disappear from the calculators."
                                    onConfirm={() => remove.mutate(a.code)}
                                />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <form
                className="grid gap-4 mt-6"
                aria-label="Add or change an area"
                noValidate
                onSubmit={e => {
                    e.preventDefault();
                    const found: Record<string, string> = {};
                    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(form.code.trim())) found.code = 'Lower-case letters, digits and hyphens.';
                    if (!form.name.trim()) found.name = 'The name is required.';
                    if (!/^-?\d+$/.test(form.position.trim())) found.position = 'A whole number.';
                    setErrors(found);
                    setStatus(null);
                    if (Object.keys(found).length) return setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                    save.mutate();
                }}
            >
                <div className="grid gap-4 sm:grid-cols-4 items-start">
                    <Field id="area-code" label="Area code" hint="An existing code changes that area." value={form.code} onChange={v => setForm(f => ({ ...f, code: v }))} error={errors.code} />
                    <Field id="area-name" label="Area name" value={form.name} onChange={v => setForm(f => ({ ...f, name: v }))} error={errors.name} />
                    <Field id="area-position" label="Order" type="number" value={form.position} onChange={v => setForm(f => ({ ...f, position: v }))} error={errors.position} />
                    <div className="flex items-center gap-2 pt-7">
                        <Checkbox id="area-enabled" checked={form.enabled} onCheckedChange={(v: boolean) => setForm(f => ({ ...f, enabled: v === true }))} />
                        <Label htmlFor="area-enabled">Shown in the calculators</Label>
                    </div>
                </div>
                <div className="flex items-center gap-4">
                    <Button type="submit" disabled={save.isPending}>
                        Save area
                    </Button>
                    <StatusLine status={status} />
                </div>
            </form>
        </>
    );
}

function PricesBlock({ params }: Readonly<{ params: Params }>) {
    const queryClient = useQueryClient();
    const [areaCode, setAreaCode] = useState(params.areas[0]?.code ?? '');
    const [form, setForm] = useState({ productSlug: Object.keys(PRODUCTS)[0], batteryOption: 'single', price: '' });
    const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
    const [status, setStatus] = useState<Status>(null);
    const area = params.areas.find(a => a.code === areaCode);
    const done = (text: string) => {
        setStatus({ kind: 'ok', text });
        void queryClient.invalidateQueries({ queryKey: ['financingParameters'] });
    };
    const fail = (e: unknown) => {
        const text = errorText(e);
        setErrors(/price/i.test(text) ? { price: text } : {});
        setStatus({ kind: 'error', text });
    };
    const save = useMutation({
        mutationFn: async () => {
            await api.mutate(setFinancingOtrPriceDocument, { input: { areaCode, productSlug: form.productSlug, batteryOption: form.batteryOption, price: toMinor(form.price) } });
        },
        onSuccess: () => done(SAVED),
        onError: fail,
    });
    const remove = useMutation({
        mutationFn: async (key: { productSlug: string; batteryOption: string }) => {
            await api.mutate(deleteFinancingOtrPriceDocument, { input: { areaCode, ...key } });
        },
        onSuccess: () => done('The price was deleted.'),
        onError: fail,
    });
    const prices = [...(area?.otrPrices ?? [])].sort((a, b) => a.productSlug.localeCompare(b.productSlug) || a.batteryOption.localeCompare(b.batteryOption));
    return (
        <>
            <div className="grid gap-1.5 w-72 mb-4">
                <Label htmlFor="otr-area">Area</Label>
                <NativeSelect id="otr-area" value={areaCode} onChange={e => setAreaCode(e.target.value)}>
                    {params.areas.map(a => (
                        <NativeSelectOption key={a.code} value={a.code}>
                            {a.name}
                        </NativeSelectOption>
                    ))}
                </NativeSelect>
            </div>
            {prices.length === 0 ? (
                <p>This area has no prices yet: the calculators do not offer it until it has one.</p>
            ) : (
                <Table aria-label={`On-the-road prices in ${area?.name ?? ''}`}>
                    <TableHeader>
                        <TableRow>
                            <TableHead>Model</TableHead>
                            <TableHead>Battery</TableHead>
                            <TableHead>Price</TableHead>
                            <TableHead>
                                <span className="sr-only">Actions</span>
                            </TableHead>
                        </TableRow>
                    </TableHeader>
                    <TableBody>
                        {prices.map(p => (
                            <TableRow key={p.id}>
                                <TableCell>{PRODUCTS[p.productSlug] ?? p.productSlug}</TableCell>
                                <TableCell>{BATTERIES[p.batteryOption] ?? p.batteryOption}</TableCell>
                                <TableCell>{rupiah(p.price)}</TableCell>
                                <TableCell className="flex gap-2">
                                    <Button
                                        variant="outline"
                                        aria-label={`Change the price of ${PRODUCTS[p.productSlug] ?? p.productSlug}, ${BATTERIES[p.batteryOption] ?? p.batteryOption}`}
                                        onClick={() => setForm({ productSlug: p.productSlug, batteryOption: p.batteryOption, price: String(p.price / 100) })}
                                    >
                                        Change
                                    </Button>
                                    <ConfirmDelete
                                        label="Delete"
                                        title="Delete this price?"
                                        description="The calculators no longer offer this model and battery in this area."
                                        onConfirm={() => remove.mutate({ productSlug: p.productSlug, batteryOption: p.batteryOption })}
                                    />
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
            <form
                className="grid gap-4 mt-6"
                aria-label="Set a price"
                noValidate
                onSubmit={e => {
                    e.preventDefault();
                    const ok = isNumber(form.price) && toMinor(form.price) > 0;
                    setErrors(ok ? {} : { price: 'A positive amount in rupiah.' });
                    setStatus(null);
                    if (!ok) return setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                    save.mutate();
                }}
            >
                <div className="grid gap-4 sm:grid-cols-3 items-start">
                    <div className="grid gap-1.5">
                        <Label htmlFor="otr-product">Model</Label>
                        <NativeSelect id="otr-product" value={form.productSlug} onChange={e => setForm(f => ({ ...f, productSlug: e.target.value }))}>
                            {Object.entries(PRODUCTS).map(([slug, name]) => (
                                <NativeSelectOption key={slug} value={slug}>
                                    {name}
                                </NativeSelectOption>
                            ))}
                        </NativeSelect>
                    </div>
                    <div className="grid gap-1.5">
                        <Label htmlFor="otr-battery">Battery</Label>
                        <NativeSelect id="otr-battery" value={form.batteryOption} onChange={e => setForm(f => ({ ...f, batteryOption: e.target.value }))}>
                            {Object.entries(BATTERIES).map(([code, name]) => (
                                <NativeSelectOption key={code} value={code}>
                                    {name}
                                </NativeSelectOption>
                            ))}
                        </NativeSelect>
                    </div>
                    <Field id="otr-price" label="On-the-road price (Rp)" value={form.price} onChange={v => setForm(f => ({ ...f, price: v }))} error={errors.price} />
                </div>
                <div className="flex items-center gap-4">
                    <Button type="submit" disabled={save.isPending || !areaCode}>
                        Set price
                    </Button>
                    <StatusLine status={status} />
                </div>
            </form>
        </>
    );
}

// ----- provider rates -----

function RatesBlock({ params }: Readonly<{ params: Params }>) {
    const queryClient = useQueryClient();
    const empty = { provider: 'ADIRA', tenorMonths: '', flatRate: '', adminFee: '', insuranceRate: '0', enabled: true };
    const [form, setForm] = useState(empty);
    const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
    const [status, setStatus] = useState<Status>(null);
    const names = Object.fromEntries(params.providers.map(p => [p.code, p.name]));
    const rates = params.providers.flatMap(p => p.rates).sort((a, b) => a.provider.localeCompare(b.provider) || a.tenorMonths - b.tenorMonths);
    const done = (text: string) => {
        setStatus({ kind: 'ok', text });
        void queryClient.invalidateQueries({ queryKey: ['financingParameters'] });
    };
    const fail = (e: unknown) => {
        const text = errorText(e);
        const field = /Tenor/.test(text) ? 'tenorMonths' : /Flat rate/.test(text) ? 'flatRate' : /Admin fee/.test(text) ? 'adminFee' : /Insurance/.test(text) ? 'insuranceRate' : null;
        setErrors(field ? { [field]: text } : {});
        setStatus({ kind: 'error', text });
    };
    const save = useMutation({
        mutationFn: async () => {
            await api.mutate(upsertFinancingRateDocument, {
                input: {
                    provider: form.provider as never,
                    tenorMonths: Number(form.tenorMonths),
                    flatRateBps: Math.round(Number(form.flatRate.replace(',', '.')) * 100),
                    adminFee: toMinor(form.adminFee),
                    insuranceRateBps: Math.round(Number(form.insuranceRate.replace(',', '.')) * 100),
                    enabled: form.enabled,
                },
            });
        },
        onSuccess: () => {
            setForm(empty);
            done(SAVED);
        },
        onError: fail,
    });
    const remove = useMutation({
        mutationFn: async (key: { provider: string; tenorMonths: number }) => {
            await api.mutate(deleteFinancingRateDocument, { provider: key.provider as never, tenorMonths: key.tenorMonths });
        },
        onSuccess: () => done('The rate was deleted.'),
        onError: fail,
    });
    return (
        <>
            <Table aria-label="Provider rates">
                <TableHeader>
                    <TableRow>
                        <TableHead>Provider</TableHead>
                        <TableHead>Tenor</TableHead>
                        <TableHead>Flat rate p.a.</TableHead>
                        <TableHead>Admin fee</TableHead>
                        <TableHead>Insurance</TableHead>
                        <TableHead>Offered</TableHead>
                        <TableHead>
                            <span className="sr-only">Actions</span>
                        </TableHead>
                    </TableRow>
                </TableHeader>
                <TableBody>
                    {rates.map(r => (
                        <TableRow key={r.id}>
                            <TableCell>{names[r.provider] ?? r.provider}</TableCell>
                            <TableCell>{r.tenorMonths} months</TableCell>
                            <TableCell>{(r.flatRateBps / 100).toLocaleString('en-GB')} %</TableCell>
                            <TableCell>{rupiah(r.adminFee)}</TableCell>
                            <TableCell>{(r.insuranceRateBps / 100).toLocaleString('en-GB')} %</TableCell>
                            <TableCell>{r.enabled ? <Badge variant="success">Offered</Badge> : <Badge variant="outline">Off</Badge>}</TableCell>
                            <TableCell className="flex gap-2">
                                <Button
                                    variant="outline"
                                    aria-label={`Change ${names[r.provider] ?? r.provider} ${r.tenorMonths} months`}
                                    onClick={() =>
                                        setForm({
                                            provider: r.provider,
                                            tenorMonths: String(r.tenorMonths),
                                            flatRate: String(r.flatRateBps / 100),
                                            adminFee: String(r.adminFee / 100),
                                            insuranceRate: String(r.insuranceRateBps / 100),
                                            enabled: r.enabled,
                                        })
                                    }
                                >
                                    Change
                                </Button>
                                <ConfirmDelete
                                    label="Delete"
                                    title="Delete this rate?"
                                    description="The calculators no longer offer this provider for this tenor."
                                    onConfirm={() => remove.mutate({ provider: r.provider, tenorMonths: r.tenorMonths })}
                                />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <form
                className="grid gap-4 mt-6"
                aria-label="Add or change a rate"
                noValidate
                onSubmit={e => {
                    e.preventDefault();
                    const found: Record<string, string> = {};
                    const t = Number(form.tenorMonths);
                    if (!Number.isInteger(t) || t < 1 || t > 120) found.tenorMonths = '1 to 120 months.';
                    if (!isNumber(form.flatRate) || Number(form.flatRate) < 0 || Number(form.flatRate) > 100) found.flatRate = '0 to 100 %.';
                    if (!isNumber(form.adminFee) || Number(form.adminFee) < 0) found.adminFee = 'An amount in rupiah, 0 or more.';
                    if (!isNumber(form.insuranceRate) || Number(form.insuranceRate) < 0 || Number(form.insuranceRate) > 50) found.insuranceRate = '0 to 50 %.';
                    setErrors(found);
                    setStatus(null);
                    if (Object.keys(found).length) return setStatus({ kind: 'error', text: 'Please correct the marked fields.' });
                    save.mutate();
                }}
            >
                <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6 items-start">
                    <div className="grid gap-1.5">
                        <Label htmlFor="rate-provider">Provider</Label>
                        <NativeSelect id="rate-provider" value={form.provider} onChange={e => setForm(f => ({ ...f, provider: e.target.value }))}>
                            {PROVIDERS.map(p => (
                                <NativeSelectOption key={p} value={p}>
                                    {names[p] ?? p}
                                </NativeSelectOption>
                            ))}
                        </NativeSelect>
                    </div>
                    <Field id="rate-tenor" label="Tenor (months)" value={form.tenorMonths} onChange={v => setForm(f => ({ ...f, tenorMonths: v }))} error={errors.tenorMonths} />
                    <Field id="rate-flat" label="Flat rate p.a. (%)" value={form.flatRate} onChange={v => setForm(f => ({ ...f, flatRate: v }))} error={errors.flatRate} />
                    <Field id="rate-fee" label="Admin fee (Rp)" value={form.adminFee} onChange={v => setForm(f => ({ ...f, adminFee: v }))} error={errors.adminFee} />
                    <Field id="rate-insurance" label="Insurance (% of OTR)" value={form.insuranceRate} onChange={v => setForm(f => ({ ...f, insuranceRate: v }))} error={errors.insuranceRate} />
                    <div className="flex items-center gap-2 pt-7">
                        <Checkbox id="rate-enabled" checked={form.enabled} onCheckedChange={(v: boolean) => setForm(f => ({ ...f, enabled: v === true }))} />
                        <Label htmlFor="rate-enabled">Offered</Label>
                    </div>
                </div>
                <div className="flex items-center gap-4">
                    <Button type="submit" disabled={save.isPending}>
                        Save rate
                    </Button>
                    <StatusLine status={status} />
                </div>
            </form>
        </>
    );
}

/** Everything the monthly-cost and down-payment calculators use (ManageFinancing). */
export function FinancingPage() {
    const q = useFinancing();
    return (
        <Page pageId="financing">
            <PageTitle>Financing</PageTitle>
            <PageLayout>
                {q.isError ? (
                    <PageBlock column="full" blockId="financing-error">
                        <p role="alert" className="text-destructive">
                            The financing parameters could not be loaded: {errorText(q.error)}
                        </p>
                    </PageBlock>
                ) : q.isPending ? (
                    <PageBlock column="full" blockId="financing-loading">
                        <p aria-live="polite">Loading…</p>
                    </PageBlock>
                ) : (
                    [
                        <PageBlock key="s" column="full" blockId="financing-settings" title="Calculator settings">
                            <SettingsBlock params={q.data} />
                        </PageBlock>,
                        <PageBlock key="a" column="full" blockId="financing-areas" title="Areas">
                            <AreasBlock params={q.data} />
                        </PageBlock>,
                        <PageBlock key="p" column="full" blockId="financing-prices" title="On-the-road prices">
                            <PricesBlock params={q.data} />
                        </PageBlock>,
                        <PageBlock key="r" column="full" blockId="financing-rates" title="Provider rates">
                            <RatesBlock params={q.data} />
                        </PageBlock>,
                    ]
                )}
            </PageLayout>
        </Page>
    );
}
