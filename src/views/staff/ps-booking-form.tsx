import { nationalNumber, testRideBookingInputSchema, toE164 } from '@alva/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { MuiScope } from '@/components/mui-scope';
import { FormMuiSubmit, FormMuiTextField } from '@/components/form/mui-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { applyServerFieldErrors } from '@/components/form/server-errors';
import { BookingWho } from '@/features/test-ride/components/booking-who';
import { SlotPicker } from '@/features/test-ride/components/slot-picker';
import { isConnectionError } from '@/features/pstools/components/outbox';
import { GuestbookFormOptionsQuery, CreateBookingByPSMutation } from '@/features/pstools/graphql/pstools';
import { isOffline, queueBooking } from '@/features/pstools/offline-outbox';
import { useShopQuery, useShopRequest } from '@/graphql/use-shop-query';
import {
  type BikeNames,
  bikeName,
  type BookingTarget,
  jakartaToday,
  newKey,
  type StaffProfile,
  touch,
} from '@/features/pstools/components/shared';

/** createBookingByPS checks the customer flow's rules; the place is the staff member's showroom. */
const schema = testRideBookingInputSchema.pick([
  'productSlug',
  'slotStart',
  'name',
  'phone',
  'email',
  'surveyAnswers',
  'currentMotorcycle',
  'notificationChannel',
]);
const FIELDS = [
  'productSlug',
  'slotStart',
  'name',
  'phone',
  'email',
  'surveyAnswers',
  'currentMotorcycle',
  'notificationChannel',
] as const;

interface Values {
  productSlug: string;
  slotStart: string;
  name: string;
  phone: string;
  email: string;
  surveyAnswers: string[];
  currentMotorcycle: string;
  notificationChannel: 'WHATSAPP' | 'SMS';
}

function When({ placeId, refreshKey }: { placeId: string; refreshKey: number }) {
  const t = useTranslations('TestRide');
  const errorText = useErrorText();
  const [date, setDate] = useState(jakartaToday);
  const slot = useController<Values, 'slotStart'>({ name: 'slotStart' });
  const code = slot.fieldState.error?.message;
  return (
    <SlotPicker
      input={{ locationType: 'DEALER', placeId }}
      date={date}
      onDateChange={setDate}
      slotStart={slot.field.value}
      onSlotChange={slot.field.onChange}
      refreshKey={refreshKey}
      error={code === 'REQUIRED' ? t('fields.slotRequired') : errorText(code, t('slotGroup'))}
    />
  );
}

interface FormProps {
  staff: StaffProfile;
  target: BookingTarget;
  onDone: (code: string) => void;
  /** No connection: the booking was kept on the tablet (for this visitor's name). */
  onQueued: (name: string) => void;
  onCancel: () => void;
  bikeNames: BikeNames;
}

/**
 * A test ride for a customer or visitor at the staff member's showroom, with the survey (customerDetailSurvey). Loaded
 * when first opened, with its own theme (MUI is not on the tool's first screen).
 */
export function PsBookingForm(props: FormProps) {
  return (
    <MuiScope>
      <BookingFormLoader {...props} />
    </MuiScope>
  );
}

function BookingFormLoader(props: FormProps) {
  const t = useTranslations('PsTools');
  const options = useShopQuery(GuestbookFormOptionsQuery);
  // The form starts once the bikes are known: the schema's product rule reads them.
  if (!options.data)
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        {t('loading')}
      </Paper>
    );
  return <BookingFormInner {...props} products={options.data.guestbookFormOptions.products} />;
}

function BookingFormInner({
  staff,
  target,
  onDone,
  onQueued,
  onCancel,
  bikeNames,
  products,
}: FormProps & { products: string[] }) {
  const t = useTranslations('PsTools');
  const locale = useLocale();
  const request = useShopRequest();
  const form = useRulesForm<Values>(
    schema,
    {
      productSlug: target.productSlug ?? '',
      slotStart: '',
      name: target.name,
      phone: target.phone ? nationalNumber(target.phone) : '',
      email: target.email ?? '',
      surveyAnswers: [],
      currentMotorcycle: '',
      notificationChannel: 'WHATSAPP',
    },
    { context: { products } },
  );
  const [key] = useState(newKey);
  const [alert, setAlert] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const placeId = staff.dealer?.id;

  async function onValid(values: Values) {
    setAlert(null);
    const variables = {
      customerId: target.customerId ?? null,
      guestbookEntryId: target.guestbookEntryId ?? null,
      input: {
        idempotencyKey: key,
        productSlug: values.productSlug,
        locationType: 'DEALER' as const,
        placeId,
        slotStart: values.slotStart,
        name: values.name.trim(),
        phone: toE164(values.phone),
        email: values.email.trim(),
        surveyAnswers: values.surveyAnswers,
        currentMotorcycle: values.currentMotorcycle,
        languageCode: locale,
        notificationChannel: values.notificationChannel,
      },
    };
    // Without a connection the booking waits on the tablet with the chosen slot; its result shows once sent.
    const queue = () => queueBooking(variables).then(() => onQueued(values.name.trim()));
    if (isOffline()) return queue();
    let data;
    try {
      data = await request(CreateBookingByPSMutation, variables);
    } catch (error) {
      if (isConnectionError(error)) await queue();
      return;
    }
    const result = data.createBookingByPS;
    if (result.__typename === 'TestRideBooking') return onDone(result.code);
    if (result.__typename === 'TestRideValidationError') {
      const other = applyServerFieldErrors(form, result.fieldErrors, FIELDS);
      if (other.length) setAlert(t('booking.failed'));
      return;
    }
    if (result.__typename === 'TestRideSlotFullError' || result.__typename === 'TestRideSlotUnavailableError') {
      form.setValue('slotStart', '');
      setRefreshKey((k) => k + 1);
      return setAlert(t('booking.slotGone'));
    }
    setAlert(t('booking.failed'));
  }

  if (!placeId) return <Alert severity="warning">{t('booking.noDealer')}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('booking.title', { name: target.name })}
      </Typography>
      <Typography sx={{ mb: 2 }} color="textSecondary">
        {t('booking.at', { place: staff.dealer?.location ?? '' })}
      </Typography>
      <RulesForm form={form} idPrefix="ps-booking" onValid={onValid}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormMuiTextField
            select
            name="productSlug"
            label={t('fields.productSlug')}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('choose')}</option>
            {products.map((p) => (
              <option key={p} value={p}>
                {bikeName(bikeNames, p)}
              </option>
            ))}
          </FormMuiTextField>
          <When placeId={placeId} refreshKey={refreshKey} />
          <BookingWho />
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, '& button': touch }}>
            <FormMuiSubmit busyLabel={t('booking.busy')}>{t('booking.submit')}</FormMuiSubmit>
            <Button variant="text" onClick={onCancel}>
              {t('booking.cancel')}
            </Button>
          </Box>
        </Box>
      </RulesForm>
    </Paper>
  );
}
