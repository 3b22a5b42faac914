import { DiscoverHero } from '../../features/discover/components/discover-hero';
import { TrendingPlayers } from '../../features/discover/components/trending-players';
import { SignUpPage } from '../../features/auth/pages/sign-up-page';
import { HomeRisers } from '../../features/intel/components/home-risers';
import { env } from '../../config/env';
import { SignUpAudiences } from './sign-up-audiences';
import './sign-up.css';

/**
 * /sign-up, where `/` and every gated page send a signed-out visitor (the spec's gating stays):
 * a landing that says what the product is (title and tagline), shows live content from the
 * public API (trending players, this week's risers), who it is for, and the sign-up form.
 */
export function SignUpRoute() {
  return (
    <div className="landing">
      <DiscoverHero />
      <div className="page landing__body">
        <p className="landing__intro">
          {env.productName} follows basketball players of the NBA, the G League and men's and
          women's NCAA game by game: box scores, fair leaderboards, weekly risers, highlights and
          articles, and a scouting database. Free to join.
        </p>
        <div className="landing__columns">
          <SignUpPage embedded />
          <div className="landing__live">
            <TrendingPlayers title="Trending now" />
            <HomeRisers />
          </div>
          <SignUpAudiences />
        </div>
      </div>
    </div>
  );
}
