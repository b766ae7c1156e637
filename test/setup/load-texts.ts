// Imported first by a test file that reads texts itself: every language's texts, loaded before
// the file's own code runs (the Worker loads a request's language instead, core/i18n/texts.ts).
import { loadAllTexts } from '../../core/i18n/texts';

await loadAllTexts();
