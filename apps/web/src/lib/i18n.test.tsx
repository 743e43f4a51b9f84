import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_MESSAGES, MESSAGES } from '@padstore/domain/messages';
import { activateLanguage, msg, recordSaid, sayAsServed, translate, useT } from './i18n';

const HINDI = {
  'View cart': 'कार्ट देखें',
  'Only {left} left': 'सिर्फ़ {left} बचे हैं',
  'Read our {terms}': 'हमारी {terms} पढ़ें',
  Terms: 'शर्तें',
  '{count} items': '{count} आइटम',
  [MESSAGES.otpWrong]: 'OTP गलत है। कृपया फिर से कोशिश करें।',
  'We deliver to {pinCode}': 'हम {pinCode} पर डिलीवर करते हैं',
  'Tomorrow by {time}': 'कल {time} तक',
};

afterEach(() => activateLanguage('en'));

function Cart({ left }: { left: number }) {
  const t = useT();
  return (
    <p>
      {t('View cart')} · {t('Only {left} left', { left })} · {t.rich('Read our {terms}', { terms: <a href="/terms">{t('Terms')}</a> })}
    </p>
  );
}

describe('saying a text in the page language', () => {
  it('says English as written, its values put in, with no catalog at all', () => {
    expect(translate('View cart')).toBe('View cart');
    expect(translate('Only {left} left', { left: 3 })).toBe('Only 3 left');
    expect(translate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(msg('Pending')).toBe('Pending');
  });

  it('says Hindi from its file, its values put in, and a text it lacks in English', () => {
    activateLanguage('hi', HINDI);
    expect(translate('View cart')).toBe('कार्ट देखें');
    expect(translate('{count} items', { count: 4 })).toBe('4 आइटम');
    expect(translate('Not in the file')).toBe('Not in the file');
    expect(translate('Only {left} left', { left: 2 })).toBe('सिर्फ़ 2 बचे हैं');
  });

  it('finds a domain message the code built with its values in, by its pattern, whatever its place in the file', () => {
    activateLanguage('hi', HINDI);
    expect(translate(CART_MESSAGES.onlyLeft(5))).toBe('सिर्फ़ 5 बचे हैं');
    expect(translate('We deliver to 560001')).toBe('हम 560001 पर डिलीवर करते हैं');
    expect(translate('Tomorrow by 9 PM')).toBe('कल 9 PM तक');
    expect(translate(MESSAGES.otpWrong)).toBe('OTP गलत है। कृपया फिर से कोशिश करें।');
  });

  it('renders a component again in the new language, a link inside a sentence kept a link', () => {
    render(<Cart left={1} />);
    expect(screen.getByText(/View cart/)).toHaveTextContent('View cart · Only 1 left · Read our Terms');
    act(() => activateLanguage('hi', HINDI));
    expect(screen.getByText(/कार्ट देखें/)).toHaveTextContent('कार्ट देखें · सिर्फ़ 1 बचे हैं · हमारी शर्तें पढ़ें');
    expect(screen.getByRole('link', { name: 'शर्तें' })).toHaveAttribute('href', '/terms');
  });

  it('says a text again when more of the same language arrives (its whole file after part of it)', () => {
    function Lines() {
      const t = useT();
      return <p>{`${t('First line of the page')} / ${t('A line further down')}`}</p>;
    }
    activateLanguage('hi', { 'First line of the page': 'पहली पंक्ति' });
    render(<Lines />);
    expect(screen.getByText(/पहली पंक्ति/)).toHaveTextContent('पहली पंक्ति / A line further down');
    act(() => activateLanguage('hi', { 'A line further down': 'नीचे की पंक्ति' }));
    expect(screen.getByText(/पहली पंक्ति/)).toHaveTextContent('पहली पंक्ति / नीचे की पंक्ति');
  });

  it('notes what a render said in the language, and says it again from that alone, a plural and a link included', () => {
    const PLURAL = '{count, plural, one {# pack} other {# packs}}';
    activateLanguage('hi', { ...HINDI, [PLURAL]: [['count', 'plural', { one: ['#', ' पैक'], other: ['#', ' पैक'] }]] });
    function Page() {
      const t = useT();
      return (
        <p>
          {t('View cart')} · {t('Only {left} left', { left: 2 })} · {t(PLURAL, { count: 1 })} · {t(CART_MESSAGES.onlyLeft(5))} ·{' '}
          {t('Not in the file')} · {t.rich('Read our {terms}', { terms: <a href="/terms">{t('Terms')}</a> })}
        </p>
      );
    }
    const said = recordSaid();
    const { container, unmount } = render(<Page />);
    const painted = container.innerHTML;
    const texts = said();
    expect(painted).toContain('कार्ट देखें · सिर्फ़ 2 बचे हैं · 1 पैक · सिर्फ़ 5 बचे हैं · Not in the file · हमारी ');
    // Only what was said in Hindi, each as it was said; not the English left as it is.
    expect(Object.keys(texts)).toHaveLength(6);
    expect(texts['Only {left} left\u0000{"left":2}']).toBe('सिर्फ़ 2 बचे हैं');
    expect(Object.keys(texts)).not.toContain('Not in the file');
    unmount();
    // The page taking it over: the same markup from those texts alone, not from the file.
    activateLanguage('en');
    sayAsServed('hi', texts);
    expect(render(<Page />).container.innerHTML).toBe(painted);
  });
});
