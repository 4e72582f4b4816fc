import {
    AnyRoute,
    api,
    Button,
    DetailFormGrid,
    DetailPageButton,
    ListPage,
    PageBlock,
    TableCell,
    TableRow,
    toast,
    useMutation,
    zodResolver,
} from '@vendure/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/v3';

import {
    ConfirmDelete,
    errorText,
    InlineForm,
    inStaffLanguage,
    modelName,
    MoneyField,
    NewButton,
    NumberField,
    RecordFormPage,
    RecordTable,
    rupiah,
    savedMessage,
    searchIn,
    SelectField,
    showSaveError,
    SwitchField,
    TextField,
    useFinancingNames,
    useRecordForm,
    YesNoBadge,
} from '../../../dashboard-kit';
import { FINANCED_PRODUCT_NAMES, problemIn, financingAreaFields, financingOtrPriceFields } from '../financing-rules';
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
                name: {
                    cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.name} />,
                },
                code: {
                    cell: ({ row }) => <span className="font-mono">{row.original.code}</span>,
                },
                otrPrices: { cell: ({ row }) => row.original.otrPrices.length },
                enabled: {
                    header: t`Calculators`,
                    cell: ({ row }) => <YesNoBadge value={row.original.enabled} yes={t`Shown`} no={t`Hidden`} />,
                },
            }}
        >
            <NewButton to="./new">{t`New area`}</NewButton>
        </ListPage>
    );
}

/** One price area: its name, order and visibility, and its on-the-road prices. */
export function FinancingAreaDetailPage({ route }: Readonly<{ route: AnyRoute }>) {
    const { t } = useLingui();
    const detail = useRecordForm({
        pageId: 'financing-area-detail',
        route,
        listPath: '/financing/areas',
        queryDocument: financingAreaDocument,
        createDocument: createFinancingAreaDocument,
        updateDocument: updateFinancingAreaDocument,
        extendSchema: schema => schema.extend(financingAreaFields.shape),
        setValuesForUpdate: a => ({ id: a.id, code: a.code, name: a.name, position: a.position, enabled: a.enabled }),
        newRecord: { position: 0, enabled: true },
        notSaved: t`The area was not saved`,
        fieldOf: m => problemIn(m, ['code', 'name', 'position'] as const),
    });
    const { form, entity, isNew } = detail;
    const c = form.control;
    const name = entity?.name ?? '';
    return (
        <RecordFormPage
            detail={detail}
            title={isNew ? t`New price area` : t`Price area: ${name}`}
            saveLabel={isNew ? t`Create area` : t`Save area`}
            deletion={{
                what: t`area`,
                description: t`The area and all its on-the-road prices disappear from the calculators.`,
                document: deleteFinancingAreaDocument,
            }}
        >
            <PageBlock column="main" blockId="financing-area-form">
                <DetailFormGrid>
                    <TextField
                        control={c}
                        name="name"
                        label={t`Name`}
                        description={t`Shown as it is in both languages.`}
                    />
                    <TextField
                        control={c}
                        name="code"
                        label={t`Code`}
                        description={t`Lower-case letters, digits and hyphens; the calculators' links carry it.`}
                    />
                    <NumberField
                        control={c}
                        name="position"
                        label={t({ message: 'Order', context: 'sort position' })}
                    />
                </DetailFormGrid>
            </PageBlock>
            <PageBlock column="side" blockId="financing-area-flags">
                <SwitchField control={c} name="enabled" label={t`Shown in the calculators`} />
            </PageBlock>
            {entity ? (
                <PageBlock column="main" blockId="financing-area-prices" title={t`On-the-road prices`}>
                    <OtrPrices
                        areaCode={entity.code}
                        prices={entity.otrPrices}
                        onChanged={() => void detail.refreshEntity()}
                    />
                </PageBlock>
            ) : null}
        </RecordFormPage>
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
        resolver: zodResolver(inStaffLanguage(financingOtrPriceFields)),
        defaultValues: { productSlug: 'alva-cervo', batteryOption: 'single', price: undefined },
    });
    const c = form.control;
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
                <RecordTable
                    aria-label={t`On-the-road prices`}
                    headings={[
                        t`Model`,
                        t`Battery`,
                        t`Price`,
                        <span key="actions" className="sr-only">
                            {t`Actions`}
                        </span>,
                    ]}
                >
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
                </RecordTable>
            )}
            <InlineForm
                form={form}
                onSubmit={values => save.mutate(values)}
                submitLabel={<Trans>Set price</Trans>}
                disabled={save.isPending}
                label={t`Set a price`}
                className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 items-start"
                buttonClassName="lg:mt-[1.375rem]"
            >
                <SelectField control={c} name="productSlug" label={t`Model`} options={FINANCED_PRODUCT_NAMES} />
                <SelectField control={c} name="batteryOption" label={t`Battery`} options={batteryOptions} />
                <MoneyField control={c} name="price" label={t`On-the-road price (Rp)`} />
            </InlineForm>
        </div>
    );
}
