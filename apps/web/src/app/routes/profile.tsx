import { BoxScoreImport } from '../../features/admin-import';
import { AddLeague, PlayerMerge } from '../../features/admin-leagues';
import { ProfilePage, type ProfileSection } from '../../features/auth/pages/profile-page';
import { MyFollows } from '../../features/follows';
import { MyLikes } from '../../features/likes';
import { SocialFollowingForm } from '../../features/value';
import { NotificationsInbox } from '../../features/notifications/components/notifications-inbox';

// The sections other features own, in the order of the profile's tabs.
const sections: ProfileSection[] = [
  { key: 'follows', label: 'Following', Component: MyFollows },
  { key: 'likes', label: 'Liked', Component: MyLikes },
  // The player portal: the social following that counts in the player's Hoopdex Value.
  {
    key: 'social-following',
    label: 'Social Following',
    Component: SocialFollowingForm,
    playerOnly: true,
  },
  { key: 'box-scores', label: 'Import Box Scores', Component: BoxScoreImport, adminOnly: true },
  { key: 'leagues', label: 'Leagues', Component: AddLeague, adminOnly: true },
  { key: 'merge-players', label: 'Merge Players', Component: PlayerMerge, adminOnly: true },
  { key: 'notifications', label: 'Notifications', Component: NotificationsInbox },
];

export function ProfileRoute() {
  return <ProfilePage extraSections={sections} />;
}
