/** Where this run's add-in and back end listen (playwright.config.ts, scripts/e2ePorts.ts). */
import { apiPortFor, devServerPortFor, idpPortFor } from '../../scripts/e2ePorts.ts';

export const E2E_PORT = Number(process.env.WHARF_E2E_PORT ?? 3100);
export const ADDIN_ORIGIN = `https://localhost:${E2E_PORT}`;
export const API_URL = `https://localhost:${apiPortFor(E2E_PORT)}`;
export const IDP_URL = `https://localhost:${idpPortFor(E2E_PORT)}`;
/** The development server (`npm start`'s Vite) pointed at the same back end. */
export const DEV_ORIGIN = `https://localhost:${devServerPortFor(E2E_PORT)}`;
