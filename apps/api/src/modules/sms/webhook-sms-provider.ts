import {
  callGateway,
  dltTemplateId,
  SMS_TIMEOUT_MS,
  SmsProviderError,
  type DltRegistration,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';

/**
 * POSTs the message as JSON to a gateway of the operator's choice: `{phoneNumber, message, templateId,
 * variables, entityId, header}`, the DLT fields when they are configured. Any 2xx answer is taken.
 */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly dlt?: DltRegistration,
    private readonly timeoutMs = SMS_TIMEOUT_MS,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { status } = await callGateway(
      this.name,
      this.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phoneNumber: message.phone,
          message: message.text,
          templateId: dltTemplateId(this.dlt, message.template),
          variables: message.variables,
          entityId: this.dlt?.entityId,
          header: this.dlt?.senderId,
        }),
      },
      this.timeoutMs,
    );
    if (status < 200 || status >= 300) throw new SmsProviderError(`webhook answered ${status}`);
  }
}
