import { COMMENT_MAX, GUEST_NAME_MAX } from '@hoopdex/contract/field-limits';
import { useId, useState, type FormEvent } from 'react';
import { usePostComment } from '../api/post-comment';


/** Post a comment: as the signed-in user, or as a guest under a display name (guest login). */
export function CommentForm({ contentId, signedIn }: { contentId: number; signedIn: boolean }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [name, setName] = useState('');
  const post = usePostComment(contentId);
  const ready = body.trim() !== '' && (signedIn || name.trim() !== '');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const input = signedIn
      ? ({ as: 'user', contentId, body: body.trim() } as const)
      : ({ as: 'guest', contentId, body: body.trim(), displayName: name.trim() } as const);
    post.mutate(input, { onSuccess: () => setBody('') });
  };

  return (
    <form className="comment-form" onSubmit={onSubmit}>
      {!signedIn ? (
        <>
          <label htmlFor={`${id}-name`}>Your name (guest)</label>
          <input id={`${id}-name`} value={name} maxLength={GUEST_NAME_MAX} onChange={(e) => setName(e.target.value)} autoComplete="nickname" />
        </>
      ) : null}
      <label htmlFor={`${id}-body`}>Add a comment</label>
      <textarea id={`${id}-body`} rows={3} value={body} maxLength={COMMENT_MAX} onChange={(e) => setBody(e.target.value)} />
      {post.isError ? (
        <p className="error-text" role="alert">
          Your comment was not posted. {post.error.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={!ready || post.isPending}>
        {post.isPending ? 'Posting…' : 'Post comment'}
      </button>
    </form>
  );
}
