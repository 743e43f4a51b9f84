import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_LIST, type Language } from '@padstore/domain/i18n/languages';
import { api } from '../lib/api-client';
import { useLanguage } from '../lib/i18n';
import { chooseLanguage } from '../lib/languages';
import { currentSession } from '../lib/session';

/**
 * Puts the store in a language: remembered on this device at once and, when she is signed in, on her
 * account (her SMS and notifications follow it). Her account keeps the old one should saving fail; the
 * page is in the new one either way.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await chooseLanguage(language);
  if (currentSession()) await api('PUT user/updateUser', { body: { language } }).catch(() => undefined);
}

/** The store's languages, each written in itself (हिन्दी / English): the one the page is in is pressed. */
export function LanguageSwitch({
  itemClassName = '',
  role,
  onChosen,
}: {
  itemClassName?: string;
  role?: 'menuitem';
  /** Called as she chooses one (a menu closes). */
  onChosen?: () => void;
}) {
  const current = useLanguage();
  const queryClient = useQueryClient();
  // The API's answers are in her language too (product names the owner wrote in Hindi): asked again.
  const choose = (code: Language) => void switchLanguage(code).then(() => queryClient.invalidateQueries());
  return (
    <>
      {LANGUAGE_LIST.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          role={role}
          lang={code}
          // A tap before the app has taken the page over is kept and carried out once it has (src/early/keep-taps.ts).
          data-needs-app={`language:${code}`}
          aria-pressed={role ? undefined : code === current}
          aria-current={role && code === current ? 'true' : undefined}
          onClick={() => {
            onChosen?.();
            choose(code);
          }}
          className={`${itemClassName} font-language-name ${code === current ? 'font-bold' : ''}`}
        >
          {name}
        </button>
      ))}
    </>
  );
}
