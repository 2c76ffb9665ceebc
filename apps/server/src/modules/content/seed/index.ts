import type { TContentSeeds } from './structure.js';
import { arAE } from './ar-AE.js';
import { deDE } from './de-DE.js';
import { enUS } from './en-US.js';
import { esES } from './es-ES.js';
import { frFR } from './fr-FR.js';
import { hi } from './hi.js';
import { jaJP } from './ja-JP.js';
import { koKR } from './ko-KR.js';
import { ms } from './ms.js';
import { ptPT } from './pt-PT.js';
import { ruRU } from './ru-RU.js';
import { trTR } from './tr-TR.js';
import { zhCN } from './zh-CN.js';
import { zhCNT } from './zh-CNT.js';

/** The seed of every locale; the Record type makes a missing locale a compile error. */
export const CONTENT_SEEDS: TContentSeeds = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ko-KR': koKR,
  'ja-JP': jaJP,
  'fr-FR': frFR,
  'es-ES': esES,
  'pt-PT': ptPT,
  'zh-CNT': zhCNT,
  'ar-AE': arAE,
  hi,
  'de-DE': deDE,
  'tr-TR': trTR,
  'ru-RU': ruRU,
  ms,
};
