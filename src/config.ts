/**
 * Configuration, read in one place: the VITE_* environment as src/configSchema.ts checked it when Vite built or
 * served the app. URLs select the real services or their local stand-ins; no code asks which one it is talking to.
 */
import type { AppConfig } from './configSchema';

export type { AppConfig } from './configSchema';

/** Replaced by the checked configuration when Vite builds or serves (scripts/vite/appConfig.ts). */
declare const __WHARF_CONFIG__: AppConfig;

export const config: AppConfig = __WHARF_CONFIG__;

export const build = __WHARF_BUILD__;
