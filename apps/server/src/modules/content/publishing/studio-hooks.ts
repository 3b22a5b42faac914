import type { StudioRow } from './publish.service';

/**
 * What the hosted-video side does around the Studio's calls: queue a transcode when a video
 * item is made, cancel its job before a delete, remove its files after.
 */
export interface StudioHooks {
  videoCreated(studioItemId: number): Promise<void>;
  beforeDelete(studioItemId: number): Promise<void>;
  afterDelete(row: StudioRow): Promise<void>;
}

export const noStudioHooks: StudioHooks = {
  videoCreated: async () => undefined,
  beforeDelete: async () => undefined,
  afterDelete: async () => undefined,
};
