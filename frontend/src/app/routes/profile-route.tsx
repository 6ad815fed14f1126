import { ProfilePage } from '../../features/profile/profile-page';

export default function ProfileRoute() {
  return <ProfilePage />;
}
