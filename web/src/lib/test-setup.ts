// The web tests' setup (vitest.config.ts): the screens' words, and a wait at the end of each test file.
import { afterAll } from 'vitest';
import './i18n/screen-words';

// Preact runs effects after the next frame, with a 35 ms fallback timer (preact/hooks). A timer still pending
// when a file's last test ends fired after jsdom was gone, where cancelAnimationFrame no longer exists, and
// failed the whole run with an unhandled error now and then: each file lets it fire before its teardown.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
