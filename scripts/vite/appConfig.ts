/**
 * Checks the app's VITE_* configuration (src/configSchema.ts) when Vite builds or serves, and hands the result to
 * the app as `__WHARF_CONFIG__`: a missing or malformed variable stops the build or the dev server with its name.
 */
import { loadEnv, type Plugin } from 'vite';
import { readConfig } from '../../src/configSchema.ts';

/** The checked configuration of `mode` (.env, .env.local, .env.<mode> and the process's VITE_* variables). */
export function appConfigDefine(mode: string, root: string = process.cwd()): Record<string, string> {
  return { __WHARF_CONFIG__: JSON.stringify(readConfig(loadEnv(mode, root, 'VITE_'))) };
}

export function appConfig(): Plugin {
  return {
    name: 'wharf-app-config',
    config: (userConfig, { mode }) => ({ define: appConfigDefine(mode, userConfig.root) }),
  };
}
