import {
  callGateway,
  gatewaySaid,
  parseJson,
  SMS_TIMEOUT_MS,
  SmsProviderError,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';

export interface Msg91Settings {
  authKey: string;
  /** The API's base address, https://control.msg91.com unless a test points it elsewhere. */
  url: string;
  /** MSG91's own template ids by the setting that holds them (MSG91_TEMPLATE_LOGIN_OTP ...). */
  templateIds: Record<string, string>;
}

/**
 * MSG91's v5 Flow API: the template (mapped on MSG91 to its DLT template, header and entity) is named by
 * id, and the text's variables travel as VAR1, VAR2 ... in the order of its `{#var#}` places. MSG91
 * answers `{type: 'success', message: <request id>}` or `{type: 'error', message}`.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  constructor(
    private readonly settings: Msg91Settings,
    private readonly timeoutMs = SMS_TIMEOUT_MS,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const templateId = this.settings.templateIds[message.template.msg91TemplateIdSetting];
    if (!templateId) throw new SmsProviderError(`msg91 has no ${message.template.msg91TemplateIdSetting}`);
    const recipient: Record<string, string> = { mobiles: `91${message.phone}` };
    message.variables.forEach((value, index) => (recipient[`VAR${index + 1}`] = value));
    const { status, body } = await callGateway(
      this.name,
      new URL('/api/v5/flow/', this.settings.url).href,
      {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
      },
      this.timeoutMs,
    );
    const answer = parseJson(body) as { type?: unknown; message?: unknown } | undefined;
    if (status >= 200 && status < 300 && answer?.type === 'success') return;
    throw new SmsProviderError(`msg91 answered ${status}: ${gatewaySaid(typeof answer?.message === 'string' ? answer.message : body)}`);
  }
}
