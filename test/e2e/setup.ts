import { afterAll } from 'vitest';
import { closeBrowser } from '../support/browser';

// Each test file shares one Chromium across its sessions (test/support/browser.ts); it closes with the file.
afterAll(closeBrowser);
