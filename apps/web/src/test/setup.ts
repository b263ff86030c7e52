import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAdminSession } from '../lib/admin-session';
import '../lib/i18n';
import '../i18n/app-texts';
import '../lib/dayjs-locale';
import { resetPlatformSettings } from '../lib/platform-settings';
import { clearSession } from '../lib/session';

// jsdom lacks the layout APIs Mantine reaches for.
const noop = () => undefined;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
// Textarea autosize listens to font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: noop, removeEventListener: noop, ready: Promise.resolve() },
  });
}

// Mantine's recommended shim: jsdom's getComputedStyle rejects the pseudo-element argument.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  // Test files share a worker (isolate: false): the notification store is module state.
  notifications.clean();
  notifications.cleanQueue();
  // The session stores cache what they read: clear them through their own calls.
  clearSession();
  clearAdminSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetPlatformSettings();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
