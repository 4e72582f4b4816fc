import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { mapServerFieldErrors, newIdempotencyKey, toFieldErrors, type FieldErrors } from '../form-errors';
import { CONTACT_TOPICS, type LeadFieldErrorCode, MESSAGE_MAX, validateContactMessage } from '../lead-rules';

const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
type Field = (typeof FIELDS)[number];
/** Apollo and the mutation load when the visitor starts on the form, not with the page. */
const loadSubmit = () => import('../submit-lead');
const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', topic: '', message: '' };

/** Contact-us form, stored by the back end (which checks the same rules again). */
export function ContactForm() {
  const t = useTranslations('Contact');
  const tLeads = useTranslations('Leads');
  const locale = useLocale();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const key = useRef<string | null>(null);

  const label: Record<Field, string> = {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    topic: t('topic'),
    message: t('message'),
  };
  const message = (field: Field, code?: LeadFieldErrorCode) =>
    code ? tLeads(`errors.${code}`, { field: label[field] }) : undefined;
  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    setFormError(null);
    const local = toFieldErrors<Field>(validateContactMessage(values));
    setErrors(local);
    if (Object.keys(local).length) {
      document.getElementById(`contact-${FIELDS.find((f) => local[f])}`)?.focus();
      return;
    }
    key.current ??= newIdempotencyKey();
    setSubmitting(true);
    try {
      const { submitContactMessage } = await loadSubmit();
      const result = await submitContactMessage(
        { idempotencyKey: key.current, ...values, languageCode: locale },
        locale,
        tLeads('errors.system'),
      );
      if (result?.__typename === 'LeadReceipt') setDone(true);
      else if (result?.__typename === 'LeadValidationError') {
        const mapped = mapServerFieldErrors(result.fieldErrors, FIELDS);
        setErrors(mapped.errors);
        if (mapped.other.length) setFormError(tLeads('errors.formInvalid'));
      } else if (result?.__typename === 'LeadRateLimitError') {
        setFormError(tLeads('errors.rateLimited', { minutes: Math.ceil(result.retryAfterSeconds / 60) }));
      } else setFormError(tLeads('errors.system'));
    } catch {
      setFormError(tLeads('errors.system'));
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success">{t('success')}</Alert>
        <Button
          variant="outlined"
          onClick={() => {
            key.current = null;
            setValues(EMPTY);
            setDone(false);
          }}
        >
          {t('sendAnother')}
        </Button>
      </Box>
    );
  }

  const length = [...values.message.trim()].length;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSubmit()}
      sx={{ display: 'grid', gap: 2.5 }}
      aria-label={t('formLabel')}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField
          id="contact-name"
          label={label.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={change('name')}
          error={Boolean(errors.name)}
          helperText={message('name', errors.name)}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <TextField
          id="contact-email"
          label={label.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={message('email', errors.email)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <TextField
          id="contact-phone"
          label={label.phone}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          value={values.phone}
          onChange={change('phone')}
          error={Boolean(errors.phone)}
          helperText={message('phone', errors.phone) ?? tLeads('phoneHint')}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 16 },
            input: { startAdornment: <InputAdornment position="start">+62</InputAdornment> },
          }}
        />
        <TextField
          select
          id="contact-topic"
          label={label.topic}
          name="topic"
          required
          value={values.topic}
          onChange={change('topic')}
          error={Boolean(errors.topic)}
          helperText={message('topic', errors.topic)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <TextField
        id="contact-message"
        label={label.message}
        name="message"
        required
        multiline
        minRows={5}
        value={values.message}
        onChange={change('message')}
        error={Boolean(errors.message)}
        helperText={message('message', errors.message) ?? t('messageCount', { count: length, max: MESSAGE_MAX })}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX + 50 } }}
      />
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Box>
        <BusyButton type="submit" variant="contained" size="large" busy={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </BusyButton>
      </Box>
    </Box>
  );
}
