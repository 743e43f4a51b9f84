import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@padstore/domain/constants';
import { CloseIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import type { Suggestion } from './search-suggestions';

const SearchIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
);

type SuggestionsCode = typeof import('./search-suggestions');
let suggestionsCode: Promise<SuggestionsCode> | undefined;
/** The suggestions' code, asked for once (again after a failure: she may be back online). */
const loadSuggestions = () =>
  (suggestionsCode ??= import('./search-suggestions').catch((error: unknown) => {
    suggestionsCode = undefined;
    throw error;
  }));

/** The search the results page shows, read from its address. */
function searchOf(pathname: string, search: string): string {
  return pathname === '/all-products' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * The search box of the top bar: a form whose native submit is the results page (`/all-products?q=`),
 * so it works before the app runs; once it runs, suggestions (products and brands) appear after 2
 * letters and a pause, in a combobox of the ARIA pattern: arrows move through them, Enter opens one
 * (or searches), Escape closes the list. On phones a search icon opens it over the bar.
 * The suggestions' code (search-suggestions.tsx) is not in the page's first load: it is asked for when
 * she first focuses the box, which is painted and usable meanwhile (what she types is kept, and Enter
 * searches for it).
 */
export function SearchBox() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const current = searchOf(location.pathname, location.search);
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  const [opened, setOpened] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [code, setCode] = useState<SuggestionsCode>();
  const [options, setOptions] = useState<Suggestion[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const formId = `${id}-form`;

  // A new search in the address (another search, the back button) is what the box shows.
  if (current !== shown) {
    setShown(current);
    setText(current);
  }

  const wantSuggestions = useCallback(() => {
    if (!code) loadSuggestions().then(setCode, () => undefined);
  }, [code]);
  // Focused before the app ran (a tap kept by the page's first script): the code is wanted already.
  useEffect(() => {
    if (document.activeElement === inputRef.current) wantSuggestions();
  }, [wantSuggestions]);

  const expanded = listOpen && options.length > 0;

  useEffect(() => {
    if (opened) inputRef.current?.focus();
  }, [opened]);

  const close = () => {
    setListOpen(false);
    setActive(-1);
    setOpened(false);
  };
  const go = (to: string) => {
    close();
    inputRef.current?.blur();
    void navigate(to);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded ? options[active] : undefined;
    if (chosen) return go(chosen.to);
    const q = text.trim();
    go(q ? `/all-products?${new URLSearchParams({ q }).toString()}` : '/all-products');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = code?.keyInList(event.key, { listOpen, active }, options.length);
    if (next) {
      event.preventDefault();
      setListOpen(next.listOpen);
      setActive(next.active);
    } else if (event.key === 'Escape' && opened) {
      setOpened(false);
    }
  };
  const activeOption = expanded && active >= 0 && active < options.length ? options[active] : undefined;

  return (
    <div className="flex min-w-0 items-center max-md:order-last md:mx-4 md:max-w-md md:flex-1">
      <button
        type="button"
        name="open-search"
        data-needs-app
        className="relative inline-flex min-h-11 items-center rounded-lg px-2.5 text-gray-700 hover:bg-brand-50 md:hidden"
        aria-label={t('Search')}
        aria-expanded={opened}
        aria-controls={formId}
        onClick={() => setOpened(true)}
      >
        <SearchIcon className="size-6" />
      </button>
      <form
        id={formId}
        role="search"
        method="get"
        action="/all-products"
        onSubmit={submit}
        className={`${opened ? 'max-md:flex' : 'max-md:hidden'} items-center gap-2 max-md:absolute max-md:inset-x-0 max-md:top-0 max-md:z-10 max-md:h-16 max-md:bg-white max-md:px-4 md:flex md:w-full`}
      >
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500" />
          <input
            ref={inputRef}
            type="search"
            name="q"
            role="combobox"
            aria-label={t('Search pads and brands')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption?.id}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('Search pads, brands, sizes')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActive(-1);
              wantSuggestions();
            }}
            onFocus={() => {
              setListOpen(true);
              wantSuggestions();
            }}
            onBlur={() => setListOpen(false)}
            onKeyDown={onKeyDown}
            className="min-h-11 w-full rounded-full border border-gray-300 bg-gray-50 py-2 pr-3 pl-10 text-base text-gray-900 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('Suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
          >
            {code && <code.SearchSuggestions text={text} idPrefix={id} active={active} onOptions={setOptions} onChoose={go} />}
          </ul>
        </div>
        <span className="sr-only" role="status">
          {expanded
            ? options.length === 1
              ? t('{count} suggestion, use the arrow keys to choose', { count: options.length })
              : t('{count} suggestions, use the arrow keys to choose', { count: options.length })
            : ''}
        </span>
        <button
          type="button"
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-gray-700 hover:bg-gray-100 md:hidden"
          aria-label={t('Close search')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      </form>
    </div>
  );
}
