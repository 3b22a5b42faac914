import type { Plugin } from 'vite';
import { buildEnvText } from './build-env.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The markup of src/components/layout/shell-header.tsx (shell-header.test.tsx keeps them equal). */
export function shellHeaderHtml(productName: string): string {
  return (
    '<header class="site-header site-header--shell"><div class="site-header__bar">' +
    '<span class="site-header__menu" aria-hidden="true"><span class="site-header__menu-icon"></span></span>' +
    `<span class="site-header__brand">${escapeHtml(productName)}</span></div></header>`
  );
}

/**
 * Puts the header bar into index.html's #root, so a phone paints the site's bar as soon as the
 * HTML and stylesheet arrive instead of a blank page until the scripts have downloaded and run.
 * React replaces it on its first render (createRoot clears the container).
 */
export function appShell(): Plugin {
  let productName = 'Hoopdex';
  return {
    name: 'hoopdex-app-shell',
    configResolved(config) {
      productName = buildEnvText(config, 'VITE_PRODUCT_NAME') ?? productName;
    },
    transformIndexHtml: (html) =>
      html.replace('<div id="root"></div>', `<div id="root">${shellHeaderHtml(productName)}</div>`),
  };
}
