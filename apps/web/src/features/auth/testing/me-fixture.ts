import type { Me } from '@hoopdex/contract';

export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    email: 'fan@example.com',
    name: 'Fan',
    role: 'fan',
    slug: null,
    player: null,
    scoutAccess: false,
    emailVerified: true,
    instagram: null,
    youtube: null,
    playerClaim: null,
    ...overrides,
  };
}
