import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests of server rendering run without a window or storage.
  if (typeof window === 'undefined') return;
  sessionStorage.clear();
  localStorage.clear();
});
