import { CURRENT_MOTORCYCLES, SURVEY_ANSWERS } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import { useErrorText } from '@/components/form/error-text';
import { FormSelect, FormTextField } from '@/components/form/native-fields';
import { ChoiceGroup, ChoiceOption } from '@/components/ui/native-choice';
import type { BookingDraft } from '../test-ride-slice';
import { phoneInputProps } from '@/components/ui/native-field';

/** Who rides: the contact rules of @alva/rules, the survey, the motorcycle ridden now and the reminder channel. */
export function BookingWho() {
  const t = useTranslations('TestRide');
  const errorText = useErrorText();
  const survey = useController<BookingDraft, 'surveyAnswers'>({ name: 'surveyAnswers' });
  const channel = useController<BookingDraft, 'notificationChannel'>({ name: 'notificationChannel' });
  const surveyError = errorText(survey.fieldState.error?.message, t('survey'));

  return (
    <>
      <FormTextField name="name" label={t('name')} autoComplete="name" required maxLength={80} />
      <FormTextField {...phoneInputProps} name="phone" label={t('phone')} hint={t('phoneHint')} required />
      <FormTextField
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        inputMode="email"
      />
      <ChoiceGroup
        id="tr-survey"
        legend={t('survey')}
        required
        error={Boolean(surveyError)}
        helperText={surveyError}
        layout="twoColumns"
      >
        {SURVEY_ANSWERS.map((answer, index) => (
          <ChoiceOption
            key={answer}
            type="checkbox"
            name={survey.field.name}
            value={answer}
            ref={index === 0 ? survey.field.ref : undefined}
            checked={survey.field.value.includes(answer)}
            onChange={(e) =>
              survey.field.onChange(
                e.target.checked ? [...survey.field.value, answer] : survey.field.value.filter((a) => a !== answer),
              )
            }
            onBlur={survey.field.onBlur}
            label={t(`surveyAnswers.${answer}`)}
          />
        ))}
      </ChoiceGroup>
      <FormSelect name="currentMotorcycle" label={t('currentMotorcycle')} required>
        <option value="">{t('choose')}</option>
        {CURRENT_MOTORCYCLES.map((m) => (
          <option key={m} value={m}>
            {t(`motorcycles.${m}`)}
          </option>
        ))}
      </FormSelect>
      <ChoiceGroup id="tr-channel" legend={t('channel')} layout="row">
        {(['WHATSAPP', 'SMS'] as const).map((value) => (
          <ChoiceOption
            key={value}
            name={channel.field.name}
            value={value}
            checked={channel.field.value === value}
            onChange={() => channel.field.onChange(value)}
            onBlur={channel.field.onBlur}
            label={t(`channel${value}`)}
          />
        ))}
      </ChoiceGroup>
    </>
  );
}
