import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * One rule of the site's stylesheet as the server's page renders choose from (decision 0037,
 * critical CSS): its text, the at-rules it sits in (`@media …`, outermost first) and, for each
 * selector of its list, the classes an element must have for it to match. `needs` empty: the
 * rule has a selector without classes (`html`, `:root`, `[hidden]`) or is no style rule at all
 * (`@keyframes`, `@font-face`): every page takes it.
 */
export interface CssRule {
  css: string;
  wrap: string[];
  needs: string[][];
}

/** The stylesheet a rendered page loads after its first paint, and its rules. */
export interface CssRuleTable {
  href: string;
  rules: CssRule[];
}

// At-rules whose children are style rules that apply on their own terms: kept as wrappers.
const GROUPING = new Set(['media', 'supports', 'container', 'layer']);
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * The classes a selector requires: what is inside parentheses (`:not(.x)`, `:is(.a, .b)`,
 * `:has(.c)`) or brackets is dropped first, since those classes need not be on the page for the
 * rule to match. Dropping them can only keep a rule that does not match, never lose one that does.
 */
export function classesNeeded(selector: string): string[] {
  let bare = selector.replace(/\[[^\]]*\]/g, '');
  for (let prev = ''; prev !== bare;) {
    prev = bare;
    bare = bare.replace(/\([^()]*\)/g, '');
  }
  return [...new Set([...bare.matchAll(CLASS)].map((m) => m[1]!))];
}

function ruleOf(rule: Rule, wrap: string[]): CssRule {
  const needs = rule.selectors.map(classesNeeded);
  return {
    css: rule.toString(),
    wrap,
    // One selector that needs no class matches on any page: the rule is always taken.
    needs: needs.some((n) => n.length === 0) ? [] : needs,
  };
}

function walk(nodes: ChildNode[], wrap: string[], out: CssRule[]): void {
  for (const node of nodes) {
    if (node.type === 'rule') out.push(ruleOf(node, wrap));
    else if (node.type === 'atrule' && GROUPING.has(node.name.toLowerCase()) && node.nodes) {
      walk(node.nodes, [...wrap, atPrelude(node)], out);
    } else if (node.type === 'atrule') out.push({ css: node.toString(), wrap, needs: [] });
  }
}

const atPrelude = (node: AtRule) => `@${node.name}${node.params ? ` ${node.params}` : ''}`;

/** The rule table of a built stylesheet, in the stylesheet's order (the cascade depends on it). */
export function cssRuleTable(href: string, css: string): CssRuleTable {
  const rules: CssRule[] = [];
  walk(postcss.parse(css).nodes, [], rules);
  return { href, rules };
}
