import { CONFIG_ELEMENT_ID } from '@wl/manifest/types';
import { testConfig } from './config.ts';

/*
 * config/config.ts reads the inlined <script id="wl-config"> when first imported. A test imports this module
 * before anything from the app, so the element is in the (happy-dom) document by then.
 */
if (!document.getElementById(CONFIG_ELEMENT_ID)) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = CONFIG_ELEMENT_ID;
  el.textContent = JSON.stringify(testConfig());
  document.head.append(el);
}
