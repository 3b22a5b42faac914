/** A generated player's position (players-gen.ts draws it, the skill profile and the league model depend on it). */
export const positions = ['Guard', 'Forward', 'Center'] as const;
export type Position = (typeof positions)[number];
