/** The projection panel's height while it loads (its own chunk), so the page below does not jump. */
export const PROJECTION_PANEL_HEIGHT = 960;
