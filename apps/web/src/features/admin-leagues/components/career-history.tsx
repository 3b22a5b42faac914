import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormErrors } from '../../../components/forms/form-errors';
import { SubmitButton } from '../../../components/forms/submit-button';
import { errorLines } from '../../../components/forms/use-submit';
import { setCareerHistory, type PlayerPick } from '../api/admin-leagues';
import { nameOf, PlayerPicker } from './player-picker';

type Choice = 'whole' | 'partial';

/**
 * Admin: whether our box scores hold a player's whole career (decision 0032). An imported
 * player's best games read "season high" (a file cannot say where a career began); a draft class
 * imported from its first season is whole, and its personal bests are career highs.
 */
export function CareerHistory() {
  const queryClient = useQueryClient();
  const [player, setPlayer] = useState<PlayerPick | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (v: { player: PlayerPick; whole: boolean }) =>
      setCareerHistory(v.player.slug, v.whole),
    // Big games show on the player's page, the league's lists and the home feed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.reset();
    const missing = [
      ...(player ? [] : ['Choose a player first.']),
      ...(choice ? [] : ['Say whether the data holds the whole career.']),
    ];
    setProblems(missing);
    if (player && choice) save.mutate({ player, whole: choice === 'whole' });
  };
  const done = save.data;
  return (
    <>
      <h3>Career history</h3>
      <p>
        A personal best is a career high only when our box scores begin with the player&apos;s first
        game (a draft class imported from its first season). Otherwise it is a season high.
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Career history">
        <PlayerPicker
          legend="Player"
          chosen={player}
          onChoose={(p) => {
            setPlayer(p);
            save.reset();
          }}
        />
        <fieldset>
          <legend>Our box scores hold</legend>
          {/* One choice a line, as the player picks above. */}
          <div className="admin-picks">
            <label>
              <input
                type="radio"
                name="career-history"
                checked={choice === 'whole'}
                onChange={() => setChoice('whole')}
              />{' '}
              the whole career (personal bests are career highs)
            </label>
            <label>
              <input
                type="radio"
                name="career-history"
                checked={choice === 'partial'}
                onChange={() => setChoice('partial')}
              />{' '}
              part of it: the career began before our data (season highs)
            </label>
          </div>
        </fieldset>
        <FormErrors lines={save.isError ? errorLines(save.error) : problems} />
        <SubmitButton sending={save.isPending} label="Save" sendingLabel="Saving…" />
      </form>
      {done && player ? (
        <p className="auth-notice" role="status">
          Saved: {nameOf(player)}&apos;s personal bests now read{' '}
          {done.history_complete ? 'career highs' : 'season highs'} ({done.big_games.total} big
          games in the league).
        </p>
      ) : null}
    </>
  );
}
