import { useLocation, useNavigate } from 'react-router-dom';
import { launchGame, type Launchable } from '../../state/game.ts';

/** launchGame bound to the router: a guest goes to login and comes back here. */
export function useLaunch(): (game: Launchable) => Promise<boolean> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (game) => launchGame(game, { navigate: (to) => navigate(to), from: pathname + search });
}
