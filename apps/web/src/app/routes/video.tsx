import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorState, isNotFound, NotFoundPage } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { followTypeFor } from '../../lib/creator';
import { videoThumbnail } from '../../lib/video-thumbnail';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { useVideo } from '../../features/content/api/get-video';
import { MoreByCreator } from '../../features/content/components/more-by-creator';
import { TaggedPlayers } from '../../features/content/components/tagged-players';
import {
  VideoDetails,
  VideoDetailsSkeleton,
} from '../../features/content/components/video-details';
import { useRecordView } from '../../features/content/hooks/use-record-view';
import { FollowButton } from '../../features/follows/components/follow-button';
import { LikeButton } from '../../features/likes/components/like-button';
import { ReportButton } from '../../features/moderation/components/report-button';
import { AutoplayNext, isAutoplayState } from '../../features/playlists/components/autoplay-next';
import { PlaylistSideList } from '../../features/playlists/components/playlist-side-list';
import { InlineVideoPlayer } from '../../features/video-player/components/inline-video-player';
import '../../features/content/components/video-page.css';

/** The page of a video that does not exist (also the route's 404 from the server, decision 0037). */
export function VideoNotFound() {
  return (
    <NotFoundPage title="Video not found">
      We couldn’t find this video. It may have been removed.{' '}
      <Link to={paths.home()}>Discover more videos</Link>
    </NotFoundPage>
  );
}

/** /video/{videoId}?p={playlistId} (spec §2). */
export function VideoRoute() {
  const { videoId = '' } = useParams();
  const [search] = useSearchParams();
  const playlistId = search.get('p');
  // Which video played to its end (a playlist's autoplay-next counts down from it).
  const [endedFor, setEndedFor] = useState<string | null>(null);
  const { state: navigationState } = useLocation();
  const video = useVideo(videoId);
  const item = video.data;
  useRecordView(item?.id);

  const title = item?.content.title ?? (isNotFound(video.error) ? 'Video not found' : 'Video');
  useDocumentTitle(title);
  usePageMeta({
    description: item ? `${title} by ${item.creator.displayname}` : null,
    og: item ? { title, type: 'video.other', image: videoThumbnail(item.content) } : null,
  });

  if (isNotFound(video.error)) return <VideoNotFound />;

  const followType = item ? followTypeFor(item.creator) : null;
  return (
    <div className="page video-page">
      <div className="video-page__main">
        {video.isError ? (
          <>
            <h1>Video</h1>
            <ErrorState
              what="this video"
              error={video.error}
              onRetry={() => void video.refetch()}
            />
          </>
        ) : (
          <>
            <InlineVideoPlayer
              video={item?.content}
              isLoading={video.isPending}
              onEnded={playlistId ? () => setEndedFor(videoId) : undefined}
              autoStart={isAutoplayState(navigationState)}
              contentId={item?.id}
            />
            {playlistId ? (
              <AutoplayNext
                playlistId={playlistId}
                currentVideoId={videoId}
                ended={endedFor === videoId}
              />
            ) : null}
            {item ? (
              <VideoDetails
                video={item}
                follow={
                  followType ? (
                    <FollowButton slug={item.creator.profile_key} followType={followType} />
                  ) : null
                }
                like={
                  <>
                    <LikeButton contentId={item.id} initialCount={item.like_count} />
                    <ReportButton contentId={item.id} what="video" />
                  </>
                }
              />
            ) : (
              <VideoDetailsSkeleton />
            )}
          </>
        )}
        {item ? <TaggedPlayers videoId={String(item.id)} /> : null}
        {item ? <CommentsSection contentId={item.id} /> : null}
      </div>
      <aside className="video-page__side" aria-label="More videos">
        {playlistId ? <PlaylistSideList playlistId={playlistId} currentVideoId={videoId} /> : null}
        {item ? <MoreByCreator item={item} kind="video" /> : null}
      </aside>
    </div>
  );
}
