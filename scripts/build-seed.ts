/**
 * Builds the seed data's SQL into .cache/seed (`npm install` runs it), so the first `npm start`
 * only loads it; a later start builds it again only when its version changed.
 */
import { buildSeedFiles } from './seed';

buildSeedFiles();
