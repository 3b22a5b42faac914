// Dependency-free so the /analyze loader (in the start-up bundle) can tell the views apart.

/** /analyze?view=risers shows the Risers view beside the Weekly and Season leaderboards. */
export const RISERS_VIEW = 'risers';
export const RISERS_TITLE = 'Weekly Risers';

export const isRisersView = (params: URLSearchParams) => params.get('view') === RISERS_VIEW;
