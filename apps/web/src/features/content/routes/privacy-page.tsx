import { useT } from '../../../lib/i18n';
import { RichTextPage } from '../components/rich-text-page';

export function PrivacyPage() {
  const t = useT();
  return <RichTextPage title={t('Privacy Policy')} path="settings/getPrivacy" />;
}
