/**
 * What the back-office extensions (src/plugins/<name>/dashboard) share on top of Vendure's dashboard:
 * lists are Vendure's ListPage and details its DetailPage (useDetailPage); this kit only adds what those do not have.
 * See docs/architecture.md, "A new back-office screen".
 */
export {
    afterSave,
    DetailActionBar,
    failsWith,
    MoneyField,
    NumberField,
    PercentField,
    positionRule,
    type RecordDeletion,
    requiredText,
    rupiah,
    savedMessage,
    SelectField,
    showSaveError,
    SITE_LANGUAGES,
    slugRule,
    SwitchField,
    TextBackedInput,
    TextField,
    translationsForForm,
} from './detail-form';
export { StaffDate, useStaffDates } from './dates';
export { DetailRow } from './detail-row';
export { errorText } from './errors';
export { ConfirmDelete, Field, StatusLine } from './form-fields';
export { guardedRoute, PermissionGate, type GuardedRouteDefinition } from './guarded-route';
export { NewButton, searchIn } from './list-page-kit';
