import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_NAME_MAX_LENGTH } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { setToken } from '../../../lib/session';
import { CUSTOMER } from '../../../test/customer';
import { answerApi, renderPage } from '../../../test/render';
import { PhotoEditor } from '../components/photo-editor';
import { LocationAccessPage } from './location-access-page';
import { ProfilePage } from './profile-page';

beforeEach(() => {
  setToken('a-customer-token-of-enough-length');
  activateLanguage('hi', hi);
});
afterEach(() => {
  activateLanguage('en');
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('her profile in Hindi', () => {
  it('shows the headings, the labels, her gender and the buttons in Hindi', async () => {
    answerApi({ 'GET user/getUser': () => ({ body: { user: CUSTOMER } }) });
    renderPage(<ProfilePage />, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
    expect(document.title).toContain('मेरी प्रोफ़ाइल');
    expect(screen.getByText('पूरा नाम')).toBeInTheDocument();
    expect(screen.getByText('महिला')).toBeInTheDocument();
    expect(screen.getByText('गली/सड़क')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़ोटो बदलें' })).toBeInTheDocument();
    for (const english of ['My Profile', 'Full name', 'Female', 'Edit Profile', 'Change Photo']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it("says a field's mistake under it in Hindi", async () => {
    answerApi({ 'GET user/getUser': () => ({ body: { user: CUSTOMER } }) });
    renderPage(<ProfilePage />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    await userEvent.clear(screen.getByLabelText('पूरा नाम'));
    await userEvent.click(screen.getByLabelText('पूरा नाम'));
    await userEvent.paste('a'.repeat(FULL_NAME_MAX_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('पूरा नाम 100 अक्षरों से ज़्यादा नहीं हो सकता')).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAttribute('readonly');
    expect(screen.getByText('आपका मोबाइल नंबर ही आपका अकाउंट है, इसे बदला नहीं जा सकता।')).toBeInTheDocument();
  }, 20_000);

  it('names the photo editor’s buttons and filters in Hindi, and its alerts', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
    renderPage(<PhotoEditor currentImage="/uploads/photos/a.webp" onSave={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'फ़ोटो बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ब्लैक एंड व्हाइट' })).toBeInTheDocument();
    expect(screen.getByText('ज़ूम 1.0×')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /दाएँ घुमाएँ/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grayscale' })).not.toBeInTheDocument();
    const chooser = screen.getByLabelText('फ़ोटो चुनें');
    await userEvent.upload(chooser, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(alert).toHaveBeenLastCalledWith('कृपया कोई इमेज फ़ाइल अपलोड करें (JPG, PNG, GIF आदि)');
    alert.mockRestore();
  });
});

describe('the delivery location in Hindi', () => {
  it('asks for the address in Hindi', async () => {
    answerApi({ 'GET user/getUser': () => ({ body: { user: CUSTOMER } }) });
    renderPage(<LocationAccessPage />, '/location');
    expect(screen.getByRole('heading', { level: 1, name: 'डिलीवरी की जगह' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मौजूदा लोकेशन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पता सेव करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('पिन कोड')).toBeInTheDocument();
    expect(screen.queryByText('Save Address')).not.toBeInTheDocument();
  });
});
