import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTranslator } from '../lib/i18n';

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: with a test file on each core of a loaded
// host, a page that answers correctly can take longer than a second to show it.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests of server rendering run without a window or storage.
  if (typeof window === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
});

// Lingui comes with the first language other than English (lib/i18n.tsx); tests switch at once.
await loadTranslator();
