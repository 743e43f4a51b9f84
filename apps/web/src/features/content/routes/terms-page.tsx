import { RichTextPage } from '../components/rich-text-page';

export const TermsPage = () => <RichTextPage title="Terms And Conditions" path="settings/getTerms" />;
