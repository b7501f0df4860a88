import { FAKE_UPSTREAM_PORT } from './ports';

/** The fake upstream that the model-mode server of playwright.config.ts talks to (its control endpoints live here too). */
export const FAKE_UPSTREAM_URL = `http://127.0.0.1:${FAKE_UPSTREAM_PORT}`;
