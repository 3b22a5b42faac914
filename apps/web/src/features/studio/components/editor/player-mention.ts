import { mergeAttributes } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import { searchPlayerOptions, type PlayerOption } from '../../api/search-players';

/** What the suggestion list needs to draw itself; null when it is closed. */
export type MentionMenuState = {
  items: PlayerOption[];
  command: (item: { id: string; label: string }) => void;
  rect: DOMRect | null;
} | null;

export type MentionMenuBridge = {
  show: (state: MentionMenuState) => void;
  /** The list handles ArrowUp/ArrowDown/Enter/Escape while open; true when it used the key. */
  keyDown: (event: KeyboardEvent) => boolean;
};

const playerSlugFromHref = (href: string | null) => href?.match(/^\/player\/([^/?#]+)$/)?.[1] ?? null;

/**
 * `@player` mentions: typing @ and a name offers players (searchForPlayers); the chosen one is
 * stored as a link to /player/{slug} (data-type="mention"), which the server keeps and turns into
 * a tag. Saved articles come back as those links and are mentions again in the editor.
 */
export function createPlayerMention(bridge: MentionMenuBridge) {
  return Mention.extend({
    parseHTML() {
      return [
        { tag: 'a[data-type="mention"]', priority: 1100 },
        { tag: 'span[data-type="mention"]' },
        {
          // The server's sanitizer may drop data-* attributes: an "@Name" link to a player is one too.
          tag: 'a[href^="/player/"]',
          priority: 1100,
          getAttrs: (element) => {
            const slug = playerSlugFromHref(element.getAttribute('href'));
            const text = element.textContent ?? '';
            return slug && text.startsWith('@') ? { id: decodeURIComponent(slug), label: text.slice(1) } : false;
          },
        },
      ];
    },
  }).configure({
    HTMLAttributes: { class: 'mention' },
    renderText: ({ node }) => `@${String(node.attrs.label ?? node.attrs.id)}`,
    renderHTML: ({ options, node }) => [
      'a',
      mergeAttributes(options.HTMLAttributes, { href: `/player/${encodeURIComponent(String(node.attrs.id))}` }),
      `@${String(node.attrs.label ?? node.attrs.id)}`,
    ],
    suggestion: {
      char: '@',
      items: ({ query }) => searchPlayerOptions(query).catch(() => []),
      render: () => {
        const toState = (props: SuggestionProps<PlayerOption, { id: string; label: string }>): MentionMenuState => ({
          items: props.items,
          command: props.command,
          rect: props.clientRect?.() ?? null,
        });
        return {
          onStart: (props) => bridge.show(toState(props)),
          onUpdate: (props) => bridge.show(toState(props)),
          onKeyDown: ({ event }: SuggestionKeyDownProps) => bridge.keyDown(event),
          onExit: () => bridge.show(null),
        };
      },
    },
  });
}

/** The player slugs an article mentions, in order, once each (they become its tags). */
export function mentionedSlugs(json: { type?: string; attrs?: Record<string, unknown>; content?: unknown[] }): string[] {
  const found: string[] = [];
  const walk = (node: { type?: string; attrs?: Record<string, unknown>; content?: unknown[] }) => {
    if (node.type === 'mention' && typeof node.attrs?.id === 'string' && !found.includes(node.attrs.id)) found.push(node.attrs.id);
    node.content?.forEach((child) => walk(child as typeof node));
  };
  walk(json);
  return found;
}
