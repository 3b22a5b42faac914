import { useEffect } from 'react';
import { documentTitle } from '../../config/env';

/** Sets '{page} | {product} - basketball player discovery network' while the page is shown. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
