// The public surface of the admin leagues feature (decisions 0015, 0031): its profile tabs.
import './admin-leagues.css';
export { AddLeague } from './components/add-league';
export { PlayerMerge } from './components/player-merge';
