import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { classesIn, criticalCss, loadCriticalCss } from './critical-css';
import { registerStaticSpa } from './static-spa';

// A table as the web build writes it (apps/web/vite-plugins/css-rule-table.ts).
const TABLE = {
  href: '/static/media/style-x.css',
  rules: [
    { css: ':root{--c:red}', wrap: [], needs: [] },
    { css: '.card{color:red}', wrap: [], needs: [['card']] },
    { css: '.menu .menu__item{color:blue}', wrap: [], needs: [['menu', 'menu__item']] },
    { css: '.card{padding:0}', wrap: ['@media (min-width:800px)'], needs: [['card']] },
    { css: 'html{margin:0}', wrap: ['@media (min-width:800px)'], needs: [] },
    { css: '.drawer{display:none}', wrap: ['@media (min-width:800px)'], needs: [['drawer']] },
    { css: '.x,.card__title{font-weight:700}', wrap: [], needs: [['x'], ['card__title']] },
    {
      css: '.card{display:none}',
      wrap: ['@supports (display:grid)', '@media print'],
      needs: [['card']],
    },
  ],
};

describe("a rendered page's own rules (critical CSS, decision 0037)", () => {
  it('reads the classes of every class attribute', () => {
    expect([
      ...classesIn('<p class="card  card--big">x</p><svg class="icon"></svg><b>class="no"</b>'),
    ]).toEqual(['card', 'card--big', 'icon']);
  });

  it("takes the rules the page's classes can match, in order, in their at-rules", () => {
    const style = criticalCss(TABLE).styleFor(
      '<div class="card"><h2 class="card__title">T</h2><span class="menu__item">no menu</span></div>',
    );
    expect(style).toBe(
      '<style id="page-css">:root{--c:red}.card{color:red}' +
        '@media (min-width:800px){.card{padding:0}html{margin:0}}' +
        '.x,.card__title{font-weight:700}' +
        '@supports (display:grid){@media print{.card{display:none}}}</style>',
    );
  });

  it('takes only the rules every page needs from a page without classes', () => {
    expect(criticalCss(TABLE).styleFor('<main>text</main>')).toBe(
      '<style id="page-css">:root{--c:red}@media (min-width:800px){html{margin:0}}</style>',
    );
  });

  it("loads the build's table, and answers null for a build without one", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-css-'));
    try {
      expect(loadCriticalCss(path.join(dir, 'css-rules.json'))).toBeNull();
      writeFileSync(path.join(dir, 'css-rules.json'), JSON.stringify(TABLE));
      const css = loadCriticalCss(path.join(dir, 'css-rules.json'));
      expect(css?.href).toBe('/static/media/style-x.css');
      expect(css?.styleFor('<i class="drawer"></i>')).toContain('.drawer{display:none}');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('which template a rendered page goes out in', () => {
  const INDEX =
    '<html><head><link rel="stylesheet" href="/static/media/style-x.css"></head><body>' +
    '<div id="root"></div><script type="module" src="/static/js/index-x.js"></script></body></html>';
  const RENDERED =
    '<html><head><noscript><link rel="stylesheet" href="/static/media/style-x.css"></noscript></head>' +
    '<body><div id="root"></div>' +
    '<script type="module" src="/static/js/boot-x.js" data-app="/static/js/index-x.js" data-css="/static/media/style-x.css"></script></body></html>';

  async function landing(withTable: boolean): Promise<string> {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-css-spa-'));
    const app = Fastify();
    try {
      writeFileSync(path.join(dist, 'index.html'), INDEX);
      writeFileSync(path.join(dist, 'rendered.html'), RENDERED);
      if (withTable) writeFileSync(path.join(dist, 'css-rules.json'), JSON.stringify(TABLE));
      await registerStaticSpa(app, dist, {
        render: () =>
          Promise.resolve({ kind: 'html', status: 200, html: '<p class="card">x</p>', data: '' }),
      });
      const res = await app.inject({ url: '/terms-of-use', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      return res.body;
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }

  it("with the build's table: rendered.html, the page's rules in it", async () => {
    const html = await landing(true);
    expect(html).toContain('data-css="/static/media/style-x.css"');
    expect(html).toContain('<style id="page-css">:root{--c:red}.card{color:red}');
    expect(html).toContain('</style><div id="root"><p class="card">x</p></div>');
  });

  it('without it: index.html, whose head links the stylesheet (never a page without style)', async () => {
    const html = await landing(false);
    expect(html).toBe(
      INDEX.replace('<div id="root"></div>', '<div id="root"><p class="card">x</p></div>'),
    );
  });
});
