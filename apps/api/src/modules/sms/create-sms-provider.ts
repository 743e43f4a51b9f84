import type { SmsConfig } from '../../config.js';
import { ConsoleSmsProvider } from './console-sms-provider.js';
import { FallbackSmsProvider, type SmsLog } from './fallback-sms-provider.js';
import { GupshupSmsProvider } from './gupshup-sms-provider.js';
import { Msg91SmsProvider } from './msg91-sms-provider.js';
import type { SmsProvider, SmsProviderName } from './sms-provider.js';
import { WebhookSmsProvider } from './webhook-sms-provider.js';

/** One provider from the checked configuration (config.ts made sure its settings are there). */
function providerNamed(name: SmsProviderName, config: SmsConfig, timeoutMs?: number): SmsProvider {
  switch (name) {
    case 'console':
      return new ConsoleSmsProvider();
    case 'webhook':
      return new WebhookSmsProvider(config.webhookUrl!, config.dlt, timeoutMs);
    case 'msg91':
      return new Msg91SmsProvider(config.msg91!, timeoutMs);
    case 'gupshup':
      return new GupshupSmsProvider(config.gupshup!, config.dlt!, timeoutMs);
  }
}

/**
 * The provider the configuration names, with its fallback. The console alone stays itself, so that the
 * development endpoint can read its codes; any other is wrapped so that its failures are logged.
 */
export function createSmsProvider(config: SmsConfig, log: SmsLog, timeoutMs?: number): SmsProvider {
  const primary = providerNamed(config.provider, config, timeoutMs);
  if (primary instanceof ConsoleSmsProvider && !config.fallback) return primary;
  const fallback = config.fallback ? providerNamed(config.fallback, config, timeoutMs) : undefined;
  return new FallbackSmsProvider(primary, fallback, log);
}
