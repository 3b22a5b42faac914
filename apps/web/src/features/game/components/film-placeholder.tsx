/** Where the game film will play once film sync exists (issue 24, later part). */
export function FilmPlaceholder({ plays }: { plays: number }) {
  return (
    <section className="game-film" aria-labelledby="game-film-heading">
      <div className="game-film__frame">
        <h2 id="game-film-heading" className="game-film__title">
          Film not yet available
        </h2>
        <p>
          {plays > 0
            ? 'Once this game’s film is synced, every play below will open at its moment.'
            : 'No film or play-by-play for this game yet.'}
        </p>
      </div>
    </section>
  );
}
