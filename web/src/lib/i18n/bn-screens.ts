import type { enScreens } from './en-screens';
import { bnScreensBack } from './bn-screens-back';
import { bnScreensFront } from './bn-screens-front';
import type { Translation } from './translation';

/** The dashboard screens' words in Bangla, loaded only when a screen is shown in Bangla (screen-words.ts). */
export const bnScreens: Translation<typeof enScreens> = { ...bnScreensFront, ...bnScreensBack };
