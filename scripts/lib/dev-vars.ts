import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './process';

const DEV_VARS = path.join(ROOT, '.dev.vars');

/** Secrets the Worker refuses to run without; local development gets random ones. */
export function generatedSecrets(): Record<string, string> {
  return {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    PASSWORD_PEPPER: randomBytes(32).toString('base64url'),
  };
}

/** The names .dev.vars sets. */
function definedNames(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.split('=')[0]?.trim())
      .filter((name): name is string => Boolean(name) && !name?.startsWith('#')),
  );
}

/** Whether .dev.vars sets a variable (a local override the start script must not shadow). */
export function hasDevVar(name: string): boolean {
  return existsSync(DEV_VARS) && definedNames(readFileSync(DEV_VARS, 'utf8')).has(name);
}

/**
 * Writes the git-ignored .dev.vars on first run, and adds any secret a later version
 * requires without touching values already there (so sessions survive restarts).
 */
export function ensureDevVars(): void {
  const existing = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, 'utf8') : '';
  const present = definedNames(existing);
  const wanted: Record<string, string> = { APP_ENV: 'development', ...generatedSecrets() };
  const missing = Object.entries(wanted).filter(([key]) => !present.has(key));
  if (missing.length === 0) return;
  const header = existing ? '' : '# Local development secrets, written by `npm start`. Never commit this file.\n';
  const body = missing.map(([k, v]) => `${k}=${v}`).join('\n');
  writeFileSync(DEV_VARS, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${header}${body}\n`);
  console.log(`• wrote ${missing.map(([k]) => k).join(', ')} to .dev.vars`);
}
