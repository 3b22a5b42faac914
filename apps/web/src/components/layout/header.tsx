import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import type { SessionUser } from '../../lib/auth';
import { AccountLinks } from './account-links';
import { Drawer } from './drawer';
import { activeSection, headerTabs } from './nav-items';
import './header.css';

type HeaderProps = {
  user: SessionUser | null | undefined;
  /** The search box, when search is enabled (composed by the app so layout stays feature-free). */
  search?: ReactNode;
  /** The notifications bell, always in the bar (composed by the app, like the search box). */
  bell?: ReactNode;
  /** Its entry in the drawer below 850 px: an `<li>` (or nothing when signed out). */
  drawerBell?: ReactNode;
};

const DRAWER_ID = 'site-drawer';

/** Site header: tabs and account links at 850 px and wider, a drawer below that (spec §2). */
export function Header({ user, search, bell, drawerBell }: HeaderProps) {
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const active = activeSection(pathname);
  const tabs = headerTabs(Boolean(user?.scoutAccess));
  const closeDrawer = () => setDrawerOpen(false);

  // A navigation (e.g. browser back) closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <button
          ref={menuButtonRef}
          type="button"
          className="site-header__menu"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setDrawerOpen(true)}
        >
          <span aria-hidden="true" className="site-header__menu-icon" />
        </button>
        <Link to={paths.home()} className="site-header__brand">
          {env.productName}
        </Link>
        <nav className="site-header__tabs" aria-label="Main">
          <ul>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link className="site-header__tab" to={tab.to} aria-current={active === tab.id ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {search ? <div className="site-header__search">{search}</div> : null}
        <nav className="site-header__account" aria-label="Account">
          <ul>
            <AccountLinks user={user} profileActive={active === 'profile'} linkClassName="site-header__account-link" />
          </ul>
        </nav>
        {bell ? <div className="site-header__bell">{bell}</div> : null}
      </div>
      <Drawer open={drawerOpen} onClose={closeDrawer} id={DRAWER_ID} label="Menu" returnFocusRef={menuButtonRef}>
        <nav aria-label="Menu">
          <ul className="drawer__list">
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  className="drawer__link"
                  to={tab.to}
                  aria-current={active === tab.id ? 'page' : undefined}
                  onClick={closeDrawer}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
          <hr className="drawer__divider" />
          <ul className="drawer__list">
            <li>
              <Link className="drawer__link" to={paths.termsOfUse()} onClick={closeDrawer}>
                Terms And Conditions
              </Link>
            </li>
            <li>
              <Link className="drawer__link" to={paths.privacyPolicy()} onClick={closeDrawer}>
                Privacy Policy
              </Link>
            </li>
            {drawerBell}
            <AccountLinks
              user={user}
              profileActive={active === 'profile'}
              linkClassName="drawer__link"
              onNavigate={closeDrawer}
            />
          </ul>
        </nav>
      </Drawer>
    </header>
  );
}
