import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayerMention, mentionedSlugs } from './player-mention';

const bridge = { show: () => {}, keyDown: () => false };
let editor: Editor | undefined;
const make = (content: string) =>
  (editor = new Editor({ extensions: [StarterKit, createPlayerMention(bridge)], content }));

describe('@player mentions', () => {
  afterEach(() => editor?.destroy());

  it('are stored as links to the player page, and read back as mentions', () => {
    const first = make('<p>Watch <a data-type="mention" data-id="jane-doe" data-label="Jane Doe" href="/player/jane-doe">@Jane Doe</a> tonight</p>');
    const html = first.getHTML();
    expect(html).toContain('href="/player/jane-doe"');
    expect(html).toContain('data-type="mention"');
    expect(html).toContain('>@Jane Doe</a>');
    expect(mentionedSlugs(first.getJSON())).toEqual(['jane-doe']);
  });

  it('a saved article whose sanitizer dropped the data attributes still has its mentions', () => {
    const e = make('<p><a href="/player/ann-lee">@Ann Lee</a> and <a href="/player/bo">Bo’s page</a> and <a href="/player/ann-lee">@Ann Lee</a></p>');
    expect(mentionedSlugs(e.getJSON())).toEqual(['ann-lee']);
    // A plain link to a player (no @) stays a plain link.
    expect(e.getHTML()).toMatch(/<a [^>]*href="\/player\/bo"[^>]*>Bo’s page<\/a>/);
  });
});
