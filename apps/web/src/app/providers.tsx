import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useLanguage } from '../lib/i18n';
import { chooseLanguage, deviceLanguage } from '../lib/languages';
import { createQueryClient } from '../lib/query-client';
import { currentSession, useToken } from '../lib/session';
import { useUser } from '../lib/user';

/**
 * Marks the page once the app runs it (`<html data-app="ready">`): before that a page the server rendered
 * is only painted, and the page's first script (src/early/keep-taps.ts) keeps the taps on controls that
 * need the app, to carry them out now. Tools that drive the store wait for the mark before they tap.
 * Over a page the server rendered (`data-app="hydrating"`, set by main.tsx) the mark waits for the page
 * itself: React hydrates what lies inside a Suspense boundary (every page, in the frame's) in a pass of
 * its own after the frame, and a kept tap carried out before it would find the page without its handlers
 * (a form sent by the browser itself). The frame then marks it (PageReady, in the boundary).
 */
export function PageReady({ always = true }: { always?: boolean }) {
  useEffect(() => {
    const root = document.documentElement;
    if (always || root.dataset.app !== 'hydrating') root.dataset.app = 'ready';
  }, [always]);
  return null;
}

/**
 * Keeps `<html data-session="customer">`, which the page's first script set from the session, true as she
 * signs in and out (index.css hides a guest's parts behind it).
 */
function MarkSession() {
  const token = useToken();
  useEffect(() => {
    // From storage, not the render's value: over a page painted for a guest her first render is a guest's.
    if (currentSession()) document.documentElement.dataset.session = 'customer';
    else delete document.documentElement.dataset.session;
  }, [token]);
  return null;
}

/**
 * On a device where she never chose a language, her account's is followed once she is signed in (the one
 * she registered in, or chose on another device), and the API's answers asked again in it (the language
 * switch does the same when she chooses).
 */
function FollowLanguage() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const saved = useUser().data?.language;
  useEffect(() => {
    if (saved && !deviceLanguage() && saved !== language) void chooseLanguage(saved).then(() => queryClient.invalidateQueries());
  }, [saved, language, queryClient]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <MarkSession />
      <FollowLanguage />
      {/* Pages outside the shop's frame (the staff screens) are never rendered on the server. */}
      <PageReady always={false} />
    </QueryClientProvider>
  );
}
