import {
    AnyRoute,
    api,
    Badge,
    Button,
    DetailFormGrid,
    DetailPageButton,
    Form,
    ListPage,
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
    toast,
    useDetailPage,
    useMutation,
    useNavigate,
    zodResolver,
} from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v3';

import {
    afterSave,
    ConfirmDelete,
    DetailActionBar,
    errorText,
    searchIn,
    MoneyField,
    NewButton,
    NumberField,
    savedMessage,
    SelectField,
    showSaveError,
    SwitchField,
    TextField,
    rupiah,
} from '../../../dashboard-kit';
import { FINANCED_PRODUCT_NAMES, problemIn, financingAreaFields, financingOtrPriceFields } from '../financing-rules';
import { modelName, useFinancingNames } from './financing-names';
import {
    createFinancingAreaDocument,
    deleteFinancingAreaDocument,
    deleteFinancingOtrPriceDocument,
    financingAreaDocument,
    financingAreaListDocument,
    setFinancingOtrPriceDocument,
    updateFinancingAreaDocument,
} from './graphql';

/** Price areas: on-the-road prices differ by area (registration, plates, delivery). */
export function FinancingAreaListPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    return (
        <ListPage
            pageId="financing-area-list"
            route={route}
            title={t`Price areas`}
            listQuery={financingAreaListDocument}
            onSearchTermChange={searchIn('name', 'code')}
            defaultVisibility={{ position: true, name: true, code: true, otrPrices: true, enabled: true }}
            defaultSort={[{ id: 'position', desc: false }]}
            customizeColumns={{
                position: { header: t({ message: 'Order', context: 'sort position' }) },
                name: {
                    header: t`Name`,
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.name} />,
                },
                code: {
                    header: t`Code`,
                    cell: ({ row }) => <span className="font-mono">{row.original.code}</span>,
                },
                otrPrices: { header: t`Prices`, cell: ({ row }) => row.original.otrPrices.length },
                enabled: {
                    header: t`Calculators`,
                    cell: ({ row }) =>
                        row.original.enabled ? (
                            <Badge variant="success">
                                <Trans>Shown</Trans>
                            </Badge>
                        ) : (
                            <Badge variant="outline">
                                <Trans>Hidden</Trans>
                            </Badge>
                        ),
                },
            }}
        >
            <NewButton to="./new">{t`New area`}</NewButton>
        </ListPage>
    );
}

/** One price area: its name, order and visibility, and its on-the-road prices. */
export function FinancingAreaDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { id } = route.useParams() as { id: string };
    const isNew = id === 'new';
    const navigate = useNavigate();
    const { t } = useLingui();
    const { form, submitHandler, entity, isPending, resetForm, refreshEntity } = useDetailPage({
        pageId: 'financing-area-detail',
        queryDocument: financingAreaDocument,
        createDocument: createFinancingAreaDocument,
        updateDocument: updateFinancingAreaDocument,
        params: { id },
        extendSchema: schema => schema.extend(financingAreaFields.shape),
        setValuesForUpdate: a => ({ id: a.id, code: a.code, name: a.name, position: a.position, enabled: a.enabled }),
        onSuccess: saved =>
            afterSave(saved, {
                isNew,
                resetForm,
                openCreated: created => navigate({ to: '/financing/areas/$id', params: { id: created } }),
            }),
        onError: e => onSaveError(e),
    });
    function onSaveError(e: unknown): void {
        showSaveError(form, t`The area was not saved`, e, m => problemIn(m, ['code', 'name', 'position'] as const));
    }
    useEffect(() => {
        if (isNew) form.reset({ ...form.getValues(), position: 0, enabled: true });
    }, [isNew, form]);
    const name = entity?.name ?? '';
    return (
        <Page pageId="financing-area-detail" form={form} submitHandler={submitHandler} entity={entity}>
            <PageTitle>{isNew ? t`New price area` : t`Price area: ${name}`}</PageTitle>
            <DetailActionBar
                form={form}
                isPending={isPending}
                label={isNew ? t`Create area` : t`Save area`}
                deletion={
                    isNew
                        ? null
                        : {
                              what: t`area`,
                              description: t`The area and all its on-the-road prices disappear from the calculators.`,
                              remove: async () =>
                                  (await api.mutate(deleteFinancingAreaDocument, { id })).deleteFinancingArea,
                              onDeleted: () => void navigate({ to: '/financing/areas' }),
                          }
                }
            />
            <PageLayout>
                <PageBlock column="main" blockId="financing-area-form">
                    <DetailFormGrid>
                        <TextField
                            control={form.control}
                            name="name"
                            label={t`Name`}
                            description={t`Shown as it is in both languages.`}
                        />
                        <TextField
                            control={form.control}
                            name="code"
                            label={t`Code`}
                            description={t`Lower-case letters, digits and hyphens; the calculators' links carry it.`}
                        />
                        <NumberField
                            control={form.control}
                            name="position"
                            label={t({ message: 'Order', context: 'sort position' })}
                        />
                    </DetailFormGrid>
                </PageBlock>
                <PageBlock column="side" blockId="financing-area-flags">
                    <SwitchField control={form.control} name="enabled" label={t`Shown in the calculators`} />
                </PageBlock>
                {entity ? (
                    <PageBlock column="main" blockId="financing-area-prices" title={t`On-the-road prices`}>
                        <OtrPrices
                            areaCode={entity.code}
                            prices={entity.otrPrices}
                            onChanged={() => void refreshEntity()}
                        />
                    </PageBlock>
                ) : null}
            </PageLayout>
        </Page>
    );
}

type PriceValues = z.infer<typeof financingOtrPriceFields>;

/** The area's prices by model and battery; setting a price for a pair that has one changes it. */
function OtrPrices({
    areaCode,
    prices,
    onChanged,
}: Readonly<{
    areaCode: string;
    prices: ReadonlyArray<{ id: string; productSlug: string; batteryOption: string; price: number }>;
    onChanged: () => void;
}>) {
    const { t } = useLingui();
    const { batteryName, batteryOptions } = useFinancingNames();
    const form = useForm<PriceValues>({
        resolver: zodResolver(financingOtrPriceFields),
        defaultValues: { productSlug: 'alva-cervo', batteryOption: 'single', price: undefined },
    });
    const save = useMutation({
        mutationFn: (values: PriceValues) =>
            api.mutate(setFinancingOtrPriceDocument, { input: { areaCode, ...values } }),
        onSuccess: () => {
            toast.success(savedMessage());
            form.reset({ ...form.getValues(), price: undefined });
            onChanged();
        },
        onError: e => showSaveError(form, t`The price was not saved`, e, m => problemIn(m, ['price'] as const)),
    });
    const submitPrice = () => void form.handleSubmit(values => save.mutate(values))();
    const remove = useMutation({
        mutationFn: (key: { productSlug: string; batteryOption: string }) =>
            api.mutate(deleteFinancingOtrPriceDocument, { input: { areaCode, ...key } }),
        onSuccess: () => {
            toast.success(t`The price was deleted.`);
            onChanged();
        },
        onError: e => toast.error(t`The price was not deleted`, { description: errorText(e) }),
    });
    return (
        <div className="grid gap-6">
            {prices.length === 0 ? (
                <p>
                    <Trans>No prices yet: the calculators do not offer this area until it has one.</Trans>
                </p>
            ) : (
                <Table aria-label={t`On-the-road prices`}>
                    <TableHeader>
                        <TableRow>
                            <TableHead>
                                <Trans>Model</Trans>
                            </TableHead>
                            <TableHead>
                                <Trans>Battery</Trans>
                            </TableHead>
                            <TableHead>
                                <Trans>Price</Trans>
                            </TableHead>
                            <TableHead>
                                <span className="sr-only">
                                    <Trans>Actions</Trans>
                                </span>
                            </TableHead>
                        </TableRow>
                    </TableHeader>
                    <TableBody>
                        {prices.map(p => {
                            const model = modelName(p.productSlug);
                            const battery = batteryName(p.batteryOption);
                            return (
                                <TableRow key={p.id}>
                                    <TableCell>{model}</TableCell>
                                    <TableCell>{battery}</TableCell>
                                    <TableCell>{rupiah(p.price)}</TableCell>
                                    <TableCell className="flex flex-wrap gap-2 justify-end">
                                        <Button
                                            type="button"
                                            variant="outline"
                                            aria-label={t`Change the price of ${model}, ${battery}`}
                                            onClick={() =>
                                                form.reset({
                                                    productSlug: p.productSlug as PriceValues['productSlug'],
                                                    batteryOption: p.batteryOption as PriceValues['batteryOption'],
                                                    price: p.price,
                                                })
                                            }
                                        >
                                            <Trans>Change</Trans>
                                        </Button>
                                        <ConfirmDelete
                                            label={t`Delete`}
                                            title={t`Delete this price?`}
                                            description={t`The calculators no longer offer this model and battery in this area.`}
                                            disabled={remove.isPending}
                                            onConfirm={() =>
                                                remove.mutate({
                                                    productSlug: p.productSlug,
                                                    batteryOption: p.batteryOption,
                                                })
                                            }
                                        />
                                    </TableCell>
                                </TableRow>
                            );
                        })}
                    </TableBody>
                </Table>
            )}
            {/* Its own form state, inside the page's <form> (forms cannot nest): the button and Enter save the price. */}
            <Form {...form}>
                <div
                    role="group"
                    aria-label={t`Set a price`}
                    className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 items-start"
                    onKeyDown={e => {
                        if (e.key !== 'Enter' || (e.target as HTMLElement).tagName !== 'INPUT') return;
                        e.preventDefault();
                        submitPrice();
                    }}
                >
                    <SelectField
                        control={form.control}
                        name="productSlug"
                        label={t`Model`}
                        options={FINANCED_PRODUCT_NAMES}
                    />
                    <SelectField
                        control={form.control}
                        name="batteryOption"
                        label={t`Battery`}
                        options={batteryOptions}
                    />
                    <MoneyField control={form.control} name="price" label={t`On-the-road price (Rp)`} />
                    <Button type="button" className="lg:mt-[1.375rem]" disabled={save.isPending} onClick={submitPrice}>
                        <Trans>Set price</Trans>
                    </Button>
                </div>
            </Form>
        </div>
    );
}
