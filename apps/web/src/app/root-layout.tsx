import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { env } from '../config/env';
import { NotificationBell, NotificationsDrawerLink } from '../features/notifications/components/notification-bell';
import { SearchBox } from '../features/search/components/search-box';
import { useSession } from '../lib/auth';
import { useRouteFocus } from './use-route-focus';

/** Header, the hero slot, the page and the footer. Features meet the layout here (DESIGN §1). */
export function RootLayout() {
  const { user } = useSession();
  const navigation = useNavigation();
  useRouteFocus('main-content');
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {navigation.state === 'loading' ? <div className="nav-progress" role="progressbar" aria-label="Loading page" /> : null}
      <Header
        user={user}
        search={env.searchEnabled ? <SearchBox /> : null}
        bell={<NotificationBell signedIn={Boolean(user)} />}
        drawerBell={<NotificationsDrawerLink signedIn={Boolean(user)} />}
      />
      <main id="main-content" tabIndex={-1}>
        {/* Hero banners render into this element (spec §9: default hero target id 'hero'). It sits
            inside main so a hero arriving with its page does not push main down (layout shift). */}
        <div id="hero" />
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
