import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeShow } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { ShowCard } from './show-card';

describe('show card', () => {
  it('has a play link to /show/{id}', () => {
    renderWithProviders(<ShowCard show={makeShow()} />);
    expect(screen.getByRole('link', { name: 'Play The Hoop Show' })).toHaveAttribute('href', '/show/7');
  });

  it('shows the overlay when tapped', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ShowCard show={makeShow()} />);
    await user.click(container.querySelector('.show-card__image')!);
    expect(container.querySelector('.show-card')).toHaveClass('show-card--overlay');
  });

  it("opens the description panel from '?' and closes it again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShowCard show={makeShow()} />);
    const about = screen.getByRole('button', { name: 'About The Hoop Show' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(about);
    expect(screen.getByRole('region', { name: 'About The Hoop Show' })).toHaveTextContent('Weekly highlights');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close description' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("has no '?' button without a description", () => {
    renderWithProviders(<ShowCard show={makeShow({ description: null })} />);
    expect(screen.queryByRole('button', { name: /About/ })).not.toBeInTheDocument();
  });
});
