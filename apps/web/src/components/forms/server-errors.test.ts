import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { MARKED_FIELDS, serverErrors } from './server-errors';

const refused = (errors: { msg: string; param: string }[]) =>
  new ApiError({ status: 400, statusText: 'Bad Request', url: '/api/me/content', errors });

describe('serverErrors: a failed write sorted for a form', () => {
  it('puts an error about a shown field beside it and the rest under the form', () => {
    const error = refused([
      { msg: 'must be in the future', param: 'publish_at' },
      { msg: 'No player "zed"', param: 'players' },
      { msg: 'Not a publisher', param: '' },
    ]);
    expect(serverErrors(error, ['title', 'publish_at'])).toEqual({
      fields: { publish_at: 'must be in the future' },
      lines: ['No player "zed" - players', 'Not a publisher'],
    });
  });

  it('keeps the first error of a field beside it and lists a second one', () => {
    const error = refused([
      { msg: 'is required', param: 'title' },
      { msg: 'is too long', param: 'title' },
    ]);
    expect(serverErrors(error, ['title'])).toEqual({
      fields: { title: 'is required' },
      lines: ['is too long - title'],
    });
  });

  it('says to look at the marked fields when every error is beside one (so the alert is heard)', () => {
    expect(
      serverErrors(refused([{ msg: 'Body is required', param: 'body' }]), ['body']).lines,
    ).toEqual([MARKED_FIELDS]);
  });

  it('falls back to the status text, or Error, when there is no list (spec §8)', () => {
    expect(serverErrors(refused([]), ['title'])).toEqual({ fields: {}, lines: ['Bad Request'] });
    expect(serverErrors(new TypeError('Failed to fetch'), ['title'])).toEqual({
      fields: {},
      lines: ['Error'],
    });
    expect(serverErrors(null, ['title'])).toEqual({ fields: {}, lines: [] });
  });
});
