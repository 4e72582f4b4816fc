import { contactMessageSchema, type ContactMessageValues } from '@alva/rules';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, formKit } from '@/components/form/native-fields';
import { RulesForm, useRulesForm } from '@/components/form/rules-form';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { type HandoffProps, useHandoffDefaults } from '@/lib/interaction-part';
import { useLeadSubmit } from '../use-lead-submit';
import { ContactFormFields, contactFormProps, countMessage } from './contact-form-fields';
import styles from './leads.module.css';

const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
const EMPTY: ContactMessageValues = { name: '', email: '', phone: '', topic: '', message: '' };

/**
 * Contact-us form, stored by the back end (which checks the same schema again). The page shows its shell
 * (contact-form-fields.tsx) until someone uses the form; what was typed there is `handoff`.
 */
export function ContactForm({ handoff }: HandoffProps) {
  const t = useTranslations('Contact');
  const tLeads = useTranslations('Leads');
  const locale = useLocale();
  const form = useRulesForm<ContactMessageValues>(contactMessageSchema, useHandoffDefaults(EMPTY, handoff));
  const { send, newFill, preload } = useLeadSubmit(form, FIELDS, handoff);
  const [stored, setStored] = useState(false);

  if (stored) {
    return (
      <div role="status" className={styles.done}>
        <Notice severity="success">{t('success')}</Notice>
        <NativeButton
          variant="outlined"
          onClick={() => {
            newFill();
            form.reset(EMPTY);
            setStored(false);
          }}
        >
          {t('sendAnother')}
        </NativeButton>
      </div>
    );
  }

  const messageLength = countMessage(form.watch('message') ?? '');
  return (
    <RulesForm
      form={form}
      {...contactFormProps}
      onValid={async (values) => {
        const ok = await send((submit, idempotencyKey) =>
          submit.submitContactMessage(
            { idempotencyKey, ...values, languageCode: locale },
            locale,
            tLeads('errors.system'),
          ),
        );
        if (ok) setStored(true);
      }}
      onFocus={() => void preload()}
      aria-label={t('formLabel')}
    >
      <ContactFormFields kit={formKit} messageLength={messageLength} alert={<FormAlert />} />
    </RulesForm>
  );
}
