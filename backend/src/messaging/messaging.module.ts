import { Module } from '@nestjs/common';
import { PluginCommonModule } from '@vendure/core';

import { createMessageAdapter } from './message-delivery';
import { MESSAGE_ADAPTER, OutboundMessageService } from './outbound-message.service';

/**
 * SMS / WhatsApp for every plugin that tells customers something: a plugin imports this module and injects
 * OutboundMessageService. Nest makes one instance however many plugins import it, so there is one queue, and the
 * worker (and the e2e test server) process it wherever one of those plugins is configured.
 */
@Module({
    imports: [PluginCommonModule],
    providers: [{ provide: MESSAGE_ADAPTER, useFactory: () => createMessageAdapter() }, OutboundMessageService],
    exports: [OutboundMessageService],
})
export class MessagingModule {}
