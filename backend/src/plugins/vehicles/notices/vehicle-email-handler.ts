import { EmailEventListener } from '@vendure/email-plugin';

import { VehicleNoticeEmailEvent } from './vehicle-notifier.service';

/** Served with the order notices' template (OrderTemplateLoader): a headline and the text. */
export const VEHICLE_NOTICE_EMAIL_TYPE = 'vehicle-notice';

export const vehicleNoticeEmailHandler = new EmailEventListener(VEHICLE_NOTICE_EMAIL_TYPE)
    .on(VehicleNoticeEmailEvent)
    .setRecipient(event => event.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subject }}')
    .setTemplateVars(event => ({ subject: event.subject, headline: event.subject, lines: [event.text] }));
