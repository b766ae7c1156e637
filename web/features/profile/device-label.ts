import { translate } from '@web/lib/i18n';
import { profileMessages } from './messages';

/**
 * A person's name for the device behind a session's user agent: "Chrome on Windows". Only the
 * common browsers and systems are told apart; anything else is an "Unknown browser" or device,
 * which is all the sessions list needs to let someone recognise their own devices.
 */
const BROWSERS: [RegExp, string][] = [
  // Order matters: Edge, Opera and Samsung's browser also say "Chrome", Chrome also says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const match = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1] ?? null;

export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim();
  if (!ua) return translate(profileMessages, 'profile.device.unknown');
  const browser = match(ua, BROWSERS);
  const system = match(ua, SYSTEMS);
  if (browser && system) return translate(profileMessages, 'profile.device.browserOnSystem', { browser, system });
  return browser ?? system ?? translate(profileMessages, 'profile.device.unknown');
}
