import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { settledPreloads } from '@/hooks/useIdlePreload';

afterEach(() => cleanup());
// A chunk preloaded while the browser was idle must not arrive after the environment is gone
// (CI saw an unhandled 'Cannot load … after the environment was torn down').
afterAll(() => settledPreloads());

// jsdom has no layout: every element measures 0 × 0, so virtualised lists would show no rows.
// Give elements a viewport-sized box, as a browser would for our full-height scrollers.
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });

// findBy*/waitFor give up after 1 s by default. Component tests run on real timers beside the
// rest of the suite on two cores: a step that takes 50 ms alone can take over a second under that
// load (CI saw it). The wait only bounds a failure; a passing test never waits for it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not scroll (window.scrollTo logs 'Not implemented'); the shell scrolls to the top on
// every navigation to a new page.
window.scrollTo = () => undefined;
