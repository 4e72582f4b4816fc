/**
 * What the back-office extensions (src/plugins/<name>/dashboard) share on top of Vendure's dashboard:
 * lists are Vendure's ListPage and details its DetailPage (useDetailPage); this kit only adds what those do not have.
 * See docs/architecture.md, "A new back-office screen".
 */
export {
    ConfirmDelete,
    failsWith,
    MoneyField,
    NumberField,
    PercentField,
    pick,
    positionRule,
    requiredText,
    rupiah,
    savedMessage,
    SelectField,
    showSaveError,
    SITE_LANGUAGES,
    slugRule,
    SwitchField,
    TextBackedField,
    TextField,
    translationsForForm,
} from './detail-form';
export { errorText } from './errors';
export { modelName, useFinancingNames } from './financing-names';
export { inStaffLanguage } from './refusals';
export { InlineForm, OutcomeMessage, StatusLine } from './form-fields';
export { guardedRoute, listAndDetailRoutes } from './guarded-route';
export {
    DOCUMENT_TYPE_LABELS,
    LANGUAGE_NAMES,
    labelOf,
    type Labels,
    optionsOf,
    StatusBadge,
    YesNoBadge,
} from './labels';
export { NewButton, searchIn } from './list-page-kit';
export { usePaymentMethodName } from './payment-methods';
export { languageBlocks, RecordFormPage, type TranslationOf, useRecordForm } from './record-form';
export {
    type DetailLine,
    DetailRows,
    LoadedRecord,
    RecordViewPage,
    RecordTable,
    ReviewDecision,
    useRecordAction,
    useRouteRecord,
} from './record-view';
export { StaffDate, useStaffDates, useStaffPercent } from './staff-format';
export { fromJakartaInput, toJakartaInput } from './staff-time-zone';
export { StaffFile } from './staff-file';
