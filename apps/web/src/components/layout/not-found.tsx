import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../ui/use-document-title';

export function NotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p>We couldn’t find the page you were looking for.</p>
      <p>
        <Link to={paths.home()}>Go to Discover</Link>
      </p>
    </section>
  );
}
