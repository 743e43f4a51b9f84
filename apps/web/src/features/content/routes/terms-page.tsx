import { useT } from '../../../lib/i18n';
import { RichTextPage } from '../components/rich-text-page';

export function TermsPage() {
  const t = useT();
  return <RichTextPage title={t('Terms And Conditions')} path="settings/getTerms" />;
}
