import { CustomFieldConfig, LanguageCode } from '@vendure/core';

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * What happens to an order after the purchase (issue 13). All `readonly`: only this plugin's mutations set them, each
 * with its own guard and history entry. The hand-over code and its counters are staff-only (`public: false`).
 */
export const orderTrackingCustomFields: CustomFieldConfig[] = [
    {
        name: 'bookingConfirmation',
        type: 'string',
        readonly: true,
        nullable: true,
        options: [{ value: 'PENDING' }, { value: 'CONFIRMED' }, { value: 'CANCELLED' }],
        label: en('Booking confirmation'),
    },
    { name: 'vin', type: 'string', readonly: true, nullable: true, unique: true, label: en('VIN') },
    {
        name: 'handoverCode',
        type: 'string',
        readonly: true,
        nullable: true,
        public: false,
        label: en('Hand-over code'),
    },
    {
        name: 'handoverFailedTries',
        type: 'int',
        readonly: true,
        nullable: true,
        public: false,
        label: en('Wrong hand-over codes'),
    },
    {
        name: 'handoverLockedUntil',
        type: 'datetime',
        readonly: true,
        nullable: true,
        public: false,
        label: en('Hand-over locked until'),
    },
    { name: 'handoverConfirmedAt', type: 'datetime', readonly: true, nullable: true, label: en('Hand-over confirmed') },
    {
        name: 'plateStatus',
        type: 'string',
        readonly: true,
        nullable: true,
        options: [{ value: 'PROCESSING' }, { value: 'READY' }, { value: 'COLLECTED' }],
        label: en('Plate (STNK/BPKB) status'),
    },
    { name: 'plateEstimatedAt', type: 'datetime', readonly: true, nullable: true, label: en('Plate estimated') },
    { name: 'plateReadyAt', type: 'datetime', readonly: true, nullable: true, label: en('Plate ready') },
    { name: 'plateCollectedAt', type: 'datetime', readonly: true, nullable: true, label: en('Plate collected') },
    {
        name: 'plateDelayReason',
        type: 'string',
        length: 512,
        readonly: true,
        nullable: true,
        label: en('Plate delay reason'),
    },
    {
        name: 'cancellationReason',
        type: 'string',
        readonly: true,
        nullable: true,
        label: en('Cancellation reason'),
    },
    {
        name: 'cancellationOtherReason',
        type: 'string',
        length: 512,
        readonly: true,
        nullable: true,
        label: en('Cancellation reason (text)'),
    },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        bookingConfirmation: 'PENDING' | 'CONFIRMED' | 'CANCELLED' | null;
        vin: string | null;
        handoverCode: string | null;
        handoverFailedTries: number | null;
        handoverLockedUntil: Date | null;
        handoverConfirmedAt: Date | null;
        plateStatus: 'PROCESSING' | 'READY' | 'COLLECTED' | null;
        plateEstimatedAt: Date | null;
        plateReadyAt: Date | null;
        plateCollectedAt: Date | null;
        plateDelayReason: string | null;
        cancellationReason: string | null;
        cancellationOtherReason: string | null;
    }
}
