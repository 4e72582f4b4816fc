import { CURRENT_MOTORCYCLES, SURVEY_ANSWERS } from '@alva/rules';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormMuiTextField } from '@/components/form/mui-fields';
import type { BookingDraft } from '../test-ride-slice';

/** Who rides: the contact rules of @alva/rules, the survey, the motorcycle ridden now and the reminder channel. */
export function BookingWho() {
  const t = useTranslations('TestRide');
  const errorText = useErrorText();
  const survey = useController<BookingDraft, 'surveyAnswers'>({ name: 'surveyAnswers' });
  const channel = useController<BookingDraft, 'notificationChannel'>({ name: 'notificationChannel' });
  const surveyError = errorText(survey.fieldState.error?.message, t('survey'));

  return (
    <>
      <FormMuiTextField
        name="name"
        label={t('name')}
        autoComplete="name"
        required
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <FormMuiTextField
        name="phone"
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        autoComplete="tel-national"
        required
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 16 },
          input: { startAdornment: <InputAdornment position="start">+62</InputAdornment> },
        }}
      />
      <FormMuiTextField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        slotProps={{ htmlInput: { maxLength: 254, inputMode: 'email' } }}
      />
      <FormControl component="fieldset" error={Boolean(surveyError)} required>
        <FormLabel component="legend">{t('survey')}</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {SURVEY_ANSWERS.map((answer, index) => (
            <FormControlLabel
              key={answer}
              control={
                <Checkbox
                  name={survey.field.name}
                  value={answer}
                  slotProps={{ input: { ref: index === 0 ? survey.field.ref : undefined } }}
                  checked={survey.field.value.includes(answer)}
                  onChange={(e) =>
                    survey.field.onChange(
                      e.target.checked
                        ? [...survey.field.value, answer]
                        : survey.field.value.filter((a) => a !== answer),
                    )
                  }
                  onBlur={survey.field.onBlur}
                />
              }
              label={t(`surveyAnswers.${answer}`)}
            />
          ))}
        </FormGroup>
        {surveyError && <FormHelperText>{surveyError}</FormHelperText>}
      </FormControl>
      <FormMuiTextField
        select
        name="currentMotorcycle"
        label={t('currentMotorcycle')}
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('choose')}</option>
        {CURRENT_MOTORCYCLES.map((m) => (
          <option key={m} value={m}>
            {t(`motorcycles.${m}`)}
          </option>
        ))}
      </FormMuiTextField>
      <FormControl>
        <FormLabel id="tr-channel">{t('channel')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tr-channel"
          name={channel.field.name}
          value={channel.field.value}
          onChange={(e) => channel.field.onChange(e.target.value)}
        >
          <FormControlLabel value="WHATSAPP" control={<Radio />} label={t('channelWHATSAPP')} />
          <FormControlLabel value="SMS" control={<Radio />} label={t('channelSMS')} />
        </RadioGroup>
      </FormControl>
    </>
  );
}
