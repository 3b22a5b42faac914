import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The four kinds of member (spec roles) and what each gets, in this product's own features. */
const audiences = [
  {
    who: 'Fans',
    gets: [
      'Follow players, creators and shows; like videos and articles',
      'An e-mail when a player you follow has a big game, or a daily digest',
      'Leaderboards, weekly risers and side-by-side comparisons',
    ],
  },
  {
    who: 'Scouts',
    gets: [
      'The scouting database: filter every league by the numbers',
      'Grades and private notes on each player, kept to your account',
      'Boards you can share read-only with a link, and the NIL Targets list',
    ],
  },
  {
    who: 'Players',
    gets: [
      'Claim your player page through the Player Portal',
      'Your box scores, ratings, gear and timeline in one place',
      'Fans who follow you hear about your big games',
    ],
    link: { to: paths.playerPortalAbout(), label: 'About the Player Portal' },
  },
  {
    who: 'Creators',
    gets: [
      'Publish videos and articles and tag the players in them',
      'A creator page with your articles, players and gear',
      'Fans who follow you see your work in their feed',
    ],
  },
] as const;

export function SignUpAudiences() {
  const headingId = useId();
  return (
    <section className="landing__audiences" aria-labelledby={headingId}>
      <h2 id={headingId}>Who it is for</h2>
      <ul className="landing__audience-list">
        {audiences.map((a) => (
          <li key={a.who} className="landing__audience">
            <h3>{a.who}</h3>
            <ul>
              {a.gets.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
            {'link' in a ? <Link to={a.link.to}>{a.link.label}</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
