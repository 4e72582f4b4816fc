import { CONTACT_TOPICS, EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '@alva/rules';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import type { FieldKit } from '@/components/form/field-kit';
import { ShellForm, shellKit } from '@/components/form/shell-fields';
import styles from './leads.module.css';
import { phoneInputProps } from '@/components/ui/native-field';

/** The message's length as its counter shows it: characters, not UTF-16 units, without the spaces around. */
export const countMessage = (message: string) => [...message.trim()].length;

/** The contact form's fields, written once: the form kit renders them in ContactForm, the shell kit in its shell. */
export function ContactFormFields({
  kit,
  messageLength,
  alert,
}: {
  kit: FieldKit;
  /** Characters of the message so far, for its counter. */
  messageLength: number;
  /** The form-level message (the form kit's FormAlert), above the button. */
  alert?: ReactNode;
}) {
  const t = useTranslations('Contact');
  const tLeads = useTranslations('Leads');
  return (
    <>
      <div className={styles.fields2}>
        <kit.TextField name="name" label={t('name')} autoComplete="name" required maxLength={NAME_MAX + 20} />
        <kit.TextField
          name="email"
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX + 20}
        />
        <kit.TextField {...phoneInputProps} name="phone" label={t('phone')} hint={tLeads('phoneHint')} required />
        <kit.Select name="topic" label={t('topic')} required>
          <option value="">{t('chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </kit.Select>
      </div>
      <kit.TextArea
        name="message"
        label={t('message')}
        hint={t('messageCount', { count: messageLength, max: MESSAGE_MAX })}
        required
        rows={5}
        maxLength={MESSAGE_MAX + 50}
      />
      {alert}
      <div>
        <kit.Submit busyLabel={t('submitting')}>{t('submit')}</kit.Submit>
      </div>
    </>
  );
}

export const contactFormProps = { idPrefix: 'contact', className: styles.form } as const;

/** The contact form as the server renders it, until ContactForm has loaded. */
export function ContactFormShell() {
  const t = useTranslations('Contact');
  const [messageLength, setMessageLength] = useState(0);
  return (
    <ShellForm
      {...contactFormProps}
      aria-label={t('formLabel')}
      onInput={(event) => {
        const control = event.target as HTMLTextAreaElement;
        if (control.name === 'message') setMessageLength(countMessage(control.value));
      }}
    >
      <ContactFormFields kit={shellKit} messageLength={messageLength} />
    </ShellForm>
  );
}
