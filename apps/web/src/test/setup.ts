import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadTranslator } from '../lib/i18n';

afterEach(() => {
  cleanup();
  // Tests of server rendering run without a window or storage.
  if (typeof window === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
});

// Lingui comes with the first language other than English (lib/i18n.tsx); tests switch at once.
await loadTranslator();
