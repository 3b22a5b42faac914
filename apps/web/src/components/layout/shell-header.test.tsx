import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { shellHeaderHtml } from '../../../vite-plugins/app-shell';
import { ShellHeader } from './shell-header';

describe('ShellHeader', () => {
  it('renders exactly the markup the build puts into index.html', () => {
    for (const name of ['Hoopdex', 'Hoops & <Co> "X"']) {
      expect(renderToStaticMarkup(<ShellHeader productName={name} />)).toBe(shellHeaderHtml(name));
    }
  });
});
