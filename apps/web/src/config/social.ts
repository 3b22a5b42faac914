// Footer social links (spec §2). These are plain outbound links; nothing is loaded from these sites.
export type SocialKind = 'video' | 'photo' | 'microblog' | 'social' | 'live' | 'email';

export const socialLinks: readonly { kind: Exclude<SocialKind, 'email'>; label: string; href: string }[] = [
  { kind: 'video', label: 'YouTube', href: 'https://www.youtube.com/@hoopdex' },
  { kind: 'photo', label: 'Instagram', href: 'https://www.instagram.com/hoopdex' },
  { kind: 'microblog', label: 'X (Twitter)', href: 'https://x.com/hoopdex' },
  { kind: 'social', label: 'Facebook', href: 'https://www.facebook.com/hoopdex' },
  { kind: 'live', label: 'Twitch', href: 'https://www.twitch.tv/hoopdex' },
];

/** Credit line for the box-score data. */
export const statsProviderCredit = 'Player statistics compiled from official box scores';
