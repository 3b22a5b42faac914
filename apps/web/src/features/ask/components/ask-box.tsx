import { ASK_MAX_LENGTH } from '@hoopdex/contract/field-limits';
import type { AskReading } from '@hoopdex/contract';
import { askExampleQuestions } from '@hoopdex/contract/ask-examples';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { useAsk } from '../api/get-ask';
import { AskAnswerView } from './ask-answer';
import { useUpdateParams } from '../../../lib/use-update-params';
import './ask-box.css';

/** The question lives in the URL (?ask=), so an answer can be shared and the header can send one. */
export const ASK_PARAM = 'ask';

/** From the contract: the server's tests check that each one answers with rows. */
export const askExamples = askExampleQuestions;

type AskBoxProps = {
  /** The view that shows a reading (leaderboard, explorer, compare, player) as a link. */
  linkFor: (reading: AskReading) => string;
  /** Asked when the URL holds no question (the search page passes a question-shaped keyword). */
  initialQuestion?: string;
};

/** "Ask Hoopdex": a plain-English stat question, its answer, and a link to the view behind it. */
export function AskBox({ linkFor, initialQuestion = '' }: AskBoxProps) {
  const [params, update] = useUpdateParams();
  const asked = params.get(ASK_PARAM) ?? initialQuestion;
  const [text, setText] = useState(asked);
  useEffect(() => setText(asked), [asked]);
  const answer = useAsk(asked);
  const id = useId();

  const ask = (question: string) => {
    const q = question.trim().slice(0, ASK_MAX_LENGTH);
    setText(q);
    update({ [ASK_PARAM]: q });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(text);
  };

  return (
    <section className="ask-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ask-box__title">
        Ask Hoopdex
      </h2>
      <form className="ask-box__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          Ask a stat question
        </label>
        <input
          id={`${id}-input`}
          className="ask-box__input"
          type="text"
          value={text}
          maxLength={ASK_MAX_LENGTH}
          placeholder="Who leads NCAA guards in assists this season?"
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-examples`}
        />
        <button type="submit" className="button">
          Ask
        </button>
      </form>
      <div id={`${id}-examples`} className="ask-box__hint">
        <span className="muted">For example:</span>
        <ul className="ask-box__examples">
          {askExamples.map((q) => (
            <li key={q}>
              <button type="button" className="button button--ghost" onClick={() => ask(q)}>
                {q}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div aria-live="polite">
        {!asked.trim() ? null : answer.isPending ? (
          <Skeleton height={160} label="Finding the answer" />
        ) : answer.isError ? (
          <ErrorState
            what="the answer"
            error={answer.error}
            onRetry={() => void answer.refetch()}
          />
        ) : (
          <AskAnswerView answer={answer.data.data} linkFor={linkFor} onAsk={ask} />
        )}
      </div>
    </section>
  );
}
