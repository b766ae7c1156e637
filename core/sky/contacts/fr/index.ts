/** Every contact meaning and frame of this language (core/sky/contacts.ts). */
import type { ContactMeanings } from '../../contacts';
import { OUTER } from './outer';
import { PERSONAL } from './personal';

export const CONTACTS_FR: ContactMeanings = { ...PERSONAL, ...OUTER };
export { FRAMES as FRAMES_FR } from './frames';
