/**
 * The header bar as the HTML shell paints it before any script has run (vite-plugins/app-shell.ts
 * writes this same markup into index.html; a test keeps the two equal). React shows it again while
 * the first page loads, so the bar stays put from the first paint until the real header replaces it.
 */
export function ShellHeader({ productName }: { productName: string }) {
  return (
    <header className="site-header site-header--shell">
      <div className="site-header__bar">
        <span className="site-header__menu" aria-hidden="true">
          <span className="site-header__menu-icon" />
        </span>
        <span className="site-header__brand">{productName}</span>
      </div>
    </header>
  );
}
