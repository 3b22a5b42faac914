import { paths } from '@hoopdex/contract/spa-paths';
import escapeHtml from 'escape-html';
import type { Mail } from '../auth/index';

// Alert mails: a text part and an HTML part. Titles and bodies come from creators and imports,
// so in the HTML part every one of them goes through escape-html; the text part is plain text.

export interface MailItem {
  title: string;
  body: string | null;
  path: string;
}

export interface MailLinks {
  publicUrl: string;
  /** The one-click unsubscribe URL (carries the user's signed token). */
  unsubscribeUrl: string;
}

const sign = '- Hoopdex, the basketball player discovery network';

/** RFC 8058: a mail client may POST to the URL to unsubscribe without opening anything. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const itemText = (item: MailItem, publicUrl: string) =>
  `${item.title}${item.body ? `\n${item.body}` : ''}\n${publicUrl}${item.path}`;

const itemHtml = (item: MailItem, publicUrl: string) =>
  `<li><a href="${escapeHtml(publicUrl + item.path)}">${escapeHtml(item.title)}</a>` +
  `${item.body ? `<br>${escapeHtml(item.body)}` : ''}</li>`;

function footer(links: MailLinks) {
  const settings = `${links.publicUrl}${paths.profile()}`;
  return {
    text: `\n\nYou get these mails because you follow players, creators or shows on Hoopdex. Change how often on ${settings}, or stop them with one click: ${links.unsubscribeUrl}\n\n${sign}`,
    html:
      `<p style="color:#555;font-size:13px">You get these mails because you follow players, ` +
      `creators or shows on Hoopdex. <a href="${escapeHtml(settings)}">Change how often</a> ` +
      `or <a href="${escapeHtml(links.unsubscribeUrl)}">unsubscribe</a>.</p>`,
  };
}

/** One mail for one notification ("each event" setting). */
export function alertMail(to: string, item: MailItem, links: MailLinks): Mail {
  const end = footer(links);
  return {
    to,
    kind: 'alert',
    link: `${links.publicUrl}${item.path}`,
    subject: item.title,
    text: `${itemText(item, links.publicUrl)}${end.text}`,
    html: `<ul>${itemHtml(item, links.publicUrl)}</ul>${end.html}`,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** The daily digest: every notification waiting since the last one, newest first. */
export function digestMail(to: string, items: MailItem[], links: MailLinks): Mail {
  const end = footer(links);
  const n = items.length;
  return {
    to,
    kind: 'alert-digest',
    link: `${links.publicUrl}${paths.profile('notifications')}`,
    subject: `Your Hoopdex day: ${n} new ${n === 1 ? 'alert' : 'alerts'}`,
    text: `${items.map((i) => itemText(i, links.publicUrl)).join('\n\n')}${end.text}`,
    html: `<ul>${items.map((i) => itemHtml(i, links.publicUrl)).join('')}</ul>${end.html}`,
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}
