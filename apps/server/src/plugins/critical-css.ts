import { existsSync, readFileSync } from 'node:fs';

/** The web build's css-rules.json (apps/web/vite-plugins/css-rule-table.ts). */
interface CssRuleTable {
  href: string;
  rules: { css: string; wrap: string[]; needs: string[][] }[];
}

/**
 * A rendered page's own stylesheet: the rules of the site's stylesheet that its markup can use,
 * put in the page (decision 0037, critical CSS), and the whole stylesheet's address, which the
 * page loads after its first paint (the boot script) or in a `<noscript>` link.
 */
export interface CriticalCss {
  href: string;
  /** A `<style id="page-css">` with the rules `html` can use, in the stylesheet's order. */
  styleFor(html: string): string;
}

const CLASS_ATTR = /\sclass="([^"]*)"/g;

/**
 * The id of a page's own `<style>`: the boot script puts the whole stylesheet right after it, so
 * the stylesheet's rules come later in the cascade than their copies here (appended to the head,
 * before this element in the body, the copies won: a rule the page did not carry, say an open
 * panel's, lost to an earlier rule's copy of equal weight).
 */
export const PAGE_CSS_ID = 'page-css';

/** Every class named in the markup's class attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(CLASS_ATTR)) {
    for (const name of m[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The page's rules: each rule one of whose selectors needs only classes the markup has (or none).
 * A rule kept that matches nothing costs bytes only; one left out that matches would show the
 * page unstyled until the whole stylesheet came, so the choice errs towards keeping (the table
 * drops classes inside `:not()` and the like from what a selector needs). Rules keep their
 * order, and the whole stylesheet, loaded later, repeats each of them after its copy here: every
 * element ends with the same declarations as the stylesheet alone would give it.
 */
export function criticalCss(table: CssRuleTable): CriticalCss {
  return {
    href: table.href,
    styleFor(html) {
      const classes = classesIn(html);
      let out = '';
      let open: string[] = [];
      for (const rule of table.rules) {
        const used =
          rule.needs.length === 0 || rule.needs.some((need) => need.every((c) => classes.has(c)));
        if (!used) continue;
        // Close the at-rules this rule is not in, open the ones it is in (consecutive rules of
        // one `@media` share one block).
        let same = 0;
        while (same < open.length && same < rule.wrap.length && open[same] === rule.wrap[same])
          same++;
        out += '}'.repeat(open.length - same);
        for (const at of rule.wrap.slice(same)) out += `${at}{`;
        open = rule.wrap;
        out += rule.css;
      }
      out += '}'.repeat(open.length);
      // A rule's text cannot end the element early: the stylesheet has no `</style` in it (the
      // build's CSS is minified rules of ours), but the check costs nothing.
      return `<style id="${PAGE_CSS_ID}">${out.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  };
}

/** The build's rule table, or null (a build without one: rendered pages link the stylesheet). */
export function loadCriticalCss(file: string): CriticalCss | null {
  if (!existsSync(file)) return null;
  const table = JSON.parse(readFileSync(file, 'utf8')) as CssRuleTable;
  return Array.isArray(table.rules) && typeof table.href === 'string' ? criticalCss(table) : null;
}
