import {
  callGateway,
  dltTemplateId,
  gatewaySaid,
  SMS_TIMEOUT_MS,
  SmsProviderError,
  type DltRegistration,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';

export interface GupshupSettings {
  userId: string;
  password: string;
  /** The Enterprise SMS API's address, https://enterprise.smsgupshup.com/GatewayAPI/rest unless a test points it elsewhere. */
  url: string;
}

/**
 * Gupshup's Enterprise SMS API (method SendMessage): the whole text with the DLT entity id, template id
 * and header beside it, the mobile as 91XXXXXXXXXX. Asked for the text answer, Gupshup says
 * `success | 91XXXXXXXXXX | <message id>` or `error | <code> | <reason>`, with HTTP 200 for both.
 */
export class GupshupSmsProvider implements SmsProvider {
  readonly name = 'gupshup';
  constructor(
    private readonly settings: GupshupSettings,
    private readonly dlt: DltRegistration,
    private readonly timeoutMs = SMS_TIMEOUT_MS,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const templateId = dltTemplateId(this.dlt, message.template);
    if (!templateId) throw new SmsProviderError(`gupshup has no ${message.template.templateIdSetting}`);
    const form = new URLSearchParams({
      method: 'SendMessage',
      send_to: `91${message.phone}`,
      msg: message.text,
      // Hindi (Devanagari) texts travel as Unicode.
      msg_type: message.template.language === 'en' ? 'TEXT' : 'Unicode_text',
      userid: this.settings.userId,
      password: this.settings.password,
      auth_scheme: 'plain',
      v: '1.1',
      format: 'text',
      principalEntityId: this.dlt.entityId,
      dltTemplateId: templateId,
      mask: this.dlt.senderId,
    });
    const { status, body } = await callGateway(
      this.name,
      this.settings.url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
      this.timeoutMs,
    );
    const [verdict] = body.split('|').map((part) => part.trim().toLowerCase());
    if (status >= 200 && status < 300 && verdict === 'success') return;
    throw new SmsProviderError(`gupshup answered ${status}: ${gatewaySaid(body)}`);
  }
}
