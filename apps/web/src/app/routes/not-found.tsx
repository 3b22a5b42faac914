import { NotFound } from '../../components/layout/not-found';

export function NotFoundRoute() {
  return <NotFound />;
}
