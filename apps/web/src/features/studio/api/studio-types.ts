// The Studio's shapes come from the contract (packages/contract/src/studio.ts); types only, so
// no zod enters the bundle. The status list is repeated as a plain array for the same reason.
import type { StudioStatus } from '@hoopdex/contract';

export type {
  ContentAnalytics,
  CreateContentBody,
  CreatedContent,
  ReportedItem,
  StudioItem,
  StudioList,
  StudioStatus,
  UpdateContentBody,
  UploadedImage,
  UploadLimits,
} from '@hoopdex/contract';

export const studioStatuses = [
  'draft',
  'scheduled',
  'processing',
  'ready',
  'failed',
  'published',
  'hidden',
] as const satisfies readonly StudioStatus[];

export type TaggedPlayer = { slug: string; name: string };
