import type { CreateContentBody } from '@hoopdex/contract';
import type { Publisher } from '../../publishers/index';
import type { StudioRow } from './publish.service';
import type { Saved } from './studio.service';

/** A video item whose source is the user's finished upload. */
export type HostedVideoBody = Extract<CreateContentBody, { content_type: 'video' }> & {
  upload_id: string;
};

/**
 * What hosted media does around the Studio's calls (media/media-plugin.ts implements it): make a
 * video item from an upload and queue its transcode, cancel its job before a delete, remove its
 * files after. Handed in, so content never imports the media module (media imports content).
 */
export interface StudioHooks {
  createHostedVideo(userId: string, publisher: Publisher, body: HostedVideoBody): Promise<Saved>;
  beforeDelete(studioItemId: number): Promise<void>;
  afterDelete(row: StudioRow): Promise<void>;
}
