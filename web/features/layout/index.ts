/** The shell every page sits in: header, navigation, footer, scroll handling. */
export { RootLayout } from './root-layout';
export { KEEP_SCROLL } from './scroll-reset';
export { LanguageSwitcher } from './language-switcher';
