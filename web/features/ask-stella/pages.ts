/** Ask Stella, the AI coach; the app's router mounts it. */
import { lazy } from 'react';

export const AskStellaPage = lazy(() => import('./ask-stella-page'));
