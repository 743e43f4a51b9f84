import { RichTextPage } from '../components/rich-text-page';

export const PrivacyPage = () => <RichTextPage title="Privacy Policy" path="settings/getPrivacy" />;
