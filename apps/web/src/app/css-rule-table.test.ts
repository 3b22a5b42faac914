import { describe, expect, it } from 'vitest';
import { classesNeeded, cssRuleTable } from '../../vite-plugins/css-rule-table';

describe('the stylesheet as rules a rendered page chooses from (decision 0037)', () => {
  it('names the classes each selector needs, not those it only tests inside :not() or :is()', () => {
    expect(classesNeeded('.card .card__title')).toEqual(['card', 'card__title']);
    expect(classesNeeded('.button:not(.button--ghost):hover')).toEqual(['button']);
    expect(classesNeeded('.list:is(.a, .b) > li')).toEqual(['list']);
    expect(classesNeeded('.row:has(.cell:not(.x))')).toEqual(['row']);
    expect(classesNeeded('a[href$=".pdf"].link')).toEqual(['link']);
    expect(classesNeeded('html')).toEqual([]);
    expect(classesNeeded(':root')).toEqual([]);
  });

  it('keeps every rule in order, with the at-rules it sits in and what each selector needs', () => {
    const table = cssRuleTable(
      '/static/media/style-x.css',
      ':root{--c:red}.a,.b .c{color:red}@media (min-width:800px){.a{margin:0}html{margin:1px}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}.d,p{color:blue}' +
        '@supports (display:grid){@media print{.e{display:none}}}',
    );
    expect(table.href).toBe('/static/media/style-x.css');
    expect(table.rules).toEqual([
      { css: ':root{--c:red}', wrap: [], needs: [] },
      { css: '.a,.b .c{color:red}', wrap: [], needs: [['a'], ['b', 'c']] },
      { css: '.a{margin:0}', wrap: ['@media (min-width:800px)'], needs: [['a']] },
      { css: 'html{margin:1px}', wrap: ['@media (min-width:800px)'], needs: [] },
      { css: '@keyframes spin{to{transform:rotate(1turn)}}', wrap: [], needs: [] },
      // `p` matches on any page: the rule is always taken.
      { css: '.d,p{color:blue}', wrap: [], needs: [] },
      {
        css: '.e{display:none}',
        wrap: ['@supports (display:grid)', '@media print'],
        needs: [['e']],
      },
    ]);
  });
});
