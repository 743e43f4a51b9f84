import { api } from '../../../lib/api-client';
import { useConsoleChange } from '../../../lib/use-console-change';

export const sendTestSms = () => api('POST admin/first-day/sms-check');

export const useSendTestSms = () => useConsoleChange(sendTestSms);
