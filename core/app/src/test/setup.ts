/*
 * Vitest setup file of the app project (vitest.config.ts): installs the synthetic test merchant before each test
 * file, as main.tsx installs the page's config before rendering. A test that needs other flags installs its own.
 */
import { installConfig } from '../config/config.ts';
import { reset as resetI18n } from '../i18n/i18n.ts';
import { testConfig } from './config.ts';

installConfig(testConfig());
resetI18n();
