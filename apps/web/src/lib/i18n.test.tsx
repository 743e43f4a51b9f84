import { act, render, screen, waitFor } from '@testing-library/react';
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

// Inside act: the components a test left mounted say their texts again before they are taken away.
afterEach(() => act(() => activateLanguage('en')));

function Cart({ left }: { left: number }) {
  const t = useT();
  return (
    <p>
      {t('View cart')} · {t('Only {left} left', { left })} · {t.rich('Read our {terms}', { terms: <a href="/terms">{t('Terms')}</a> })}
    </p>
  );
}

/** Counts a component's renders (outside it: a render has no side effects of its own). */
const counter = () => {
  const counted = { count: 0, add: () => (counted.count += 1) };
  return counted;
};

/** Keeps the thread busy, as drawing a text on a slow phone does. */
function holdTheThread(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until);
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

  it('draws nothing again when the whole file arrives after the page said only the texts served with it', () => {
    const drawn = counter();
    function Served() {
      const t = useT();
      drawn.add();
      return <p>{t('View cart')}</p>;
    }
    sayAsServed('hi', { 'View cart': 'कार्ट देखें' });
    render(<Served />);
    act(() => activateLanguage('hi', HINDI));
    expect(screen.getByText('कार्ट देखें')).toBeInTheDocument();
    expect(drawn.count).toBe(1);
  });

  it('says a text the server did not say in the language once the whole file arrives', () => {
    function Menu() {
      const t = useT();
      return <p>{`${t('View cart')} / ${t('Terms')}`}</p>;
    }
    sayAsServed('hi', { 'View cart': 'कार्ट देखें' });
    render(<Menu />);
    expect(screen.getByText(/कार्ट देखें/)).toHaveTextContent('कार्ट देखें / Terms');
    act(() => activateLanguage('hi', HINDI));
    expect(screen.getByText(/कार्ट देखें/)).toHaveTextContent('कार्ट देखें / शर्तें');
  });

  it('says the page again when the whole file arrives in slices, giving the browser back its thread between them', async () => {
    // A slow phone's page: many texts, each taking a millisecond to draw, one of them not said by the server.
    const TEXTS = 60;
    const drawn = counter();
    function SlowLine({ index }: { index: number }) {
      const t = useT();
      holdTheThread(1);
      drawn.add();
      return <li>{`${index} ${t('View cart')} / ${t('Terms')}`}</li>;
    }
    sayAsServed('hi', { 'View cart': 'कार्ट देखें' });
    const { container } = render(
      <ul>
        {Array.from({ length: TEXTS }, (_, index) => (
          <SlowLine key={index} index={index} />
        ))}
      </ul>,
    );
    // As in a browser: React schedules its own work, no test harness flushing it at once.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      drawn.count = 0;
      // What a timer (a tap's handler, the browser painting) finds each time it gets the thread.
      const foundByTimers: number[] = [];
      let probing = true;
      const probe = () => {
        foundByTimers.push(drawn.count);
        if (probing) setTimeout(probe, 0);
      };
      setTimeout(probe, 0);
      activateLanguage('hi', HINDI);
      await waitFor(() => expect(drawn.count).toBe(TEXTS));
      probing = false;
      // The texts were drawn again, and timers ran while they were half drawn: never one long task.
      expect(foundByTimers.some((count) => count > 0 && count < TEXTS)).toBe(true);
      await waitFor(() => expect(container.textContent).not.toContain('Terms'));
      expect(container.querySelectorAll('li')[TEXTS - 1]).toHaveTextContent(`${TEXTS - 1} कार्ट देखें / शर्तें`);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
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
