/**
 * The content module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export { contentItemChanged, contentItemsChanged, contentKeys } from './content-cache';
export { contentListPage, contentPageSchema } from './content-page';
export {
  contentColumns,
  selectContent,
  selectPlayerSummaries,
  taggedPlayers,
  toContentItem,
} from './content-row';
export {
  contentFilter,
  type ContentListInput,
  contentSort,
  getContent,
  listContent,
} from './content.service';
export { itemPath } from './item-path';
export { materialize, publishedEvent } from './publishing/publish.service';
export {
  type ContentPublished,
  createPublishingEvents,
  type PublishingEvents,
} from './publishing/publishing-events';
export { type HostedVideoBody, type StudioHooks } from './publishing/studio-hooks';
export { publishDue, startScheduledPublishing } from './publishing/studio-jobs';
export { createItem, type Saved } from './publishing/studio.service';
