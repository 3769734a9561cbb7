// The web tests' setup (vitest.config.ts): the screens' words, which the app adds when the dashboard loads.
import './i18n/screen-words';
