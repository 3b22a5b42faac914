import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { ReportButton } from './report-button';

describe('Report', () => {
  it('asks for a reason in a dialog and sends it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/content/12/reports', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { id: 1 }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReportButton contentId={12} what="video" />, { user: testUser });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this video' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByLabelText('More detail (optional)'), 'links to a shop');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(sent).toEqual([{ reason: 'spam', note: 'links to a shop' }]);
  });
});
