import { ProfilePage, type ProfileSection } from '../../features/auth/pages/profile-page';
import { NotificationsInbox } from '../../features/notifications/components/notifications-inbox';

const sections: ProfileSection[] = [
  { key: 'notifications', label: 'Notifications', Component: NotificationsInbox },
];

export function ProfileRoute() {
  return <ProfilePage extraSections={sections} />;
}
