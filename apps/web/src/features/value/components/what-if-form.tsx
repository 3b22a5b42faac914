import type { AdjustableValueInput, PlayerValue } from '@hoopdex/contract';
import { useId, useState, type FormEvent } from 'react';
import { useValueWhatIf, type WhatIfInputs } from '../api/get-value-what-if';
import { formatChange, formatDollars, formatInput } from '../utils/value-format';

/** What a player may try: more production, more followers, more videos. */
const TRIED: AdjustableValueInput[] = [
  'pts',
  'reb',
  'ast',
  'instagram_followers',
  'tagged_items',
  'views',
];

/** For the player on their own page: what would move the value, and by how much. */
export function WhatIfForm({ slug, value }: { slug: string; value: PlayerValue }) {
  const id = useId();
  const inputs = value.parts
    .flatMap((p) => p.inputs)
    .filter((i) => TRIED.includes(i.key as AdjustableValueInput));
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<WhatIfInputs | null>(null);
  const answer = useValueWhatIf(slug, asked);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const changed: WhatIfInputs = {};
    for (const [k, v] of Object.entries(draft)) {
      const n = Number(v);
      if (v.trim() !== '' && Number.isFinite(n) && n >= 0) changed[k as AdjustableValueInput] = n;
    }
    setAsked(changed);
  };
  return (
    <form className="what-if" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="value__subheading">
        What would move your value
      </h3>
      <div className="what-if__fields">
        {inputs.map((i) => (
          <label key={i.key} className="what-if__field">
            <span>
              {i.label} <span className="muted">(now {formatInput(i.value)})</span>
            </span>
            <input
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={draft[i.key] ?? ''}
              onChange={(e) => setDraft((d) => ({ ...d, [i.key]: e.target.value }))}
            />
          </label>
        ))}
      </div>
      <button type="submit" className="button">
        Try it
      </button>
      <div aria-live="polite">
        {answer.isError ? <p role="alert">Could not compute this what-if.</p> : null}
        {answer.data && asked ? (
          <p className="what-if__answer">
            Your value would be <strong>{formatDollars(answer.data.value!)}</strong> (
            {formatChange(answer.data.value! - value.value!)}).
          </p>
        ) : null}
      </div>
    </form>
  );
}
