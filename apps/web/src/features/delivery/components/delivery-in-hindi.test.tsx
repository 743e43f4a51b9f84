import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '@padstore/domain';
import hi from '../../../../../../packages/domain/src/i18n/locales/hi.json';
import { activateLanguage } from '../../../lib/i18n';
import { NOT_SERVED } from '../../../test/serviceability';
import { answerApi, renderPage } from '../../../test/render';
import { setDevicePinCode } from '../api/device-pin-code';
import { DeliveryPlace } from './delivery-place';
import { PinCodeCheck } from './not-delivered';

beforeEach(() => activateLanguage('hi', hi));
afterEach(() => {
  activateLanguage('en');
  vi.unstubAllGlobals();
});

describe('delivery in Hindi', () => {
  it("says the top bar's place and its pin code dialog in Hindi", async () => {
    answerApi({});
    renderPage(<DeliveryPlace />);
    const place = screen.getByRole('button', { name: '30-60 मिनट में डिलीवरी · अपना पिन कोड चुनें। पिन कोड बदलें' });
    expect(place).toHaveTextContent('30-60 मिनट में डिलीवरी · अपना पिन कोड चुनें ▾');

    await userEvent.click(place);
    expect(await screen.findByRole('heading', { name: 'डिलीवरी कहाँ करें?' })).toBeInTheDocument();
    expect(screen.getByLabelText('पिन कोड')).toHaveAttribute('placeholder', '6 अंकों का पिन कोड');
    await userEvent.click(screen.getByRole('button', { name: 'जाँचें और चुनें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('पिन कोड डालना ज़रूरी है');
    expect(screen.getByRole('button', { name: 'कैंसिल करें' })).toBeInTheDocument();
    for (const english of ['Where should we deliver?', 'Check and use', 'Cancel', 'Pin code is required']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('tells her in Hindi that no branch serves her pin code yet, and what she can still do', async () => {
    answerApi({ 'GET user/serviceability': () => ({ body: NOT_SERVED }) });
    setDevicePinCode('110001');
    renderPage(
      <>
        <DeliveryPlace />
        <PinCodeCheck pinCode="110001" stillYouCan={DELIVERY_MESSAGES.mayStillRegister} />
      </>,
    );
    expect(await screen.findByText('हम अभी 110001 पर डिलीवरी नहीं करते')).toBeInTheDocument();
    expect(screen.getByText(/आप अभी रजिस्टर कर सकती हैं/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^110001 पर अभी डिलीवरी नहीं। पिन कोड बदलें$/ })).toBeInTheDocument();
    expect(screen.queryByText(/yet/)).not.toBeInTheDocument();
  });
});
