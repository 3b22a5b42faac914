import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leagues } from '../../testing/fixtures';
import type { FilterSelection } from './filter-selection';
import { FilterPanel } from './filter-panel';

const group = (name: string) => within(screen.getByRole('group', { name }));
const option = (groupName: string, name: string) => group(groupName).getByRole('button', { name: new RegExp(`^${name}`) });
const values = (selection: FilterSelection) =>
  Object.fromEntries(Object.entries(selection).map(([key, list]) => [key, list.map((o) => o.name)]));

function setup(props: Partial<Parameters<typeof FilterPanel>[0]> = {}) {
  const onChange = vi.fn<(selection: FilterSelection) => void>();
  const user = userEvent.setup();
  render(<FilterPanel leagues={leagues} onChange={onChange} defaultOpen {...props} />);
  const last = () => values(onChange.mock.lastCall![0]);
  return { onChange, user, last };
}

describe('filter panel (spec §4, §9)', () => {
  it("opens and closes with a toggle labelled 'Filter'", async () => {
    const user = userEvent.setup();
    render(<FilterPanel leagues={leagues} onChange={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Position' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Position' })).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects league NBA by default', () => {
    setup();
    expect(option('League', 'NBA')).toHaveAttribute('aria-pressed', 'true');
    expect(option('League', 'G League')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a remove mark on selected options, except in the league group', async () => {
    const { user } = setup();
    expect(within(option('League', 'NBA')).queryByTestId('remove-mark')).not.toBeInTheDocument();
    await user.click(option('Position', 'Guard'));
    expect(within(option('Position', 'Guard')).getByTestId('remove-mark')).toBeInTheDocument();
  });

  it("replaces the group's selection in a single-select group", async () => {
    const { user, last } = setup();
    await user.click(option('Position', 'Guard'));
    await user.click(option('Position', 'Center'));
    expect(last().position).toEqual(['Center']);
    expect(option('Position', 'Guard')).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds to the selection in a multi-select group', async () => {
    const { user, last } = setup();
    await user.click(option('Rank by Statistic', 'Points'));
    await user.click(option('Rank by Statistic', 'Assists'));
    expect(last().statistic).toEqual(['Points', 'Assists']);
  });

  it('clears a single-select group when its selected option is clicked', async () => {
    const { user, last } = setup();
    await user.click(option('Position', 'Forward'));
    await user.click(option('Position', 'Forward'));
    expect(last().position).toEqual([]);
  });

  it('removes only that option in a multi-select group', async () => {
    const { user, last } = setup();
    await user.click(option('Rank by Statistic', 'Points'));
    await user.click(option('Rank by Statistic', 'Steals'));
    await user.click(option('Rank by Statistic', 'Points'));
    expect(last().statistic).toEqual(['Steals']);
  });

  it('keeps the league selected when it is clicked again', async () => {
    const { user, onChange } = setup();
    await user.click(option('League', 'NBA'));
    expect(option('League', 'NBA')).toHaveAttribute('aria-pressed', 'true');
    expect(onChange.mock.lastCall?.[0].organization_id.map((o) => o.name)).toEqual(['NBA']);
  });

  it('shows the Class group only when the league name starts with NCAA', async () => {
    const { user } = setup();
    expect(screen.queryByRole('group', { name: 'Class' })).not.toBeInTheDocument();
    await user.click(option('League', 'NCAA Men'));
    expect(group('Class').getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Freshman',
      'Sophomore',
      'Junior',
      'Senior',
    ]);
  });

  it('drops the class selection when switching to a league without NCAA', async () => {
    const { user, last } = setup();
    await user.click(option('League', 'NCAA Men'));
    await user.click(option('Class', 'Junior'));
    expect(last().school_year).toEqual(['Junior']);
    await user.click(option('League', 'G League'));
    expect(last().school_year).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Class' })).not.toBeInTheDocument();
  });

  it('reports the full selection on every change', async () => {
    const { user, onChange, last } = setup();
    await user.click(option('Position', 'Guard'));
    await user.click(option('Rank by Statistic', '3-Point %'));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(last()).toEqual({ organization_id: ['NBA'], school_year: [], position: ['Guard'], statistic: ['3-Point %'] });
  });

  it('closes after an option click when closeOnClick is on', async () => {
    const { user } = setup({ closeOnClick: true });
    await user.click(option('Position', 'Guard'));
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the 11 statistics of spec §9 in order', () => {
    setup();
    expect(group('Rank by Statistic').getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Points',
      'Assists',
      'FG%',
      'FT%',
      '3-Pointers',
      'Rebounds',
      'Steals',
      'Blocks',
      'Turnovers',
      'Games',
      '3-Point %',
    ]);
  });

  it('applies and reports the NBA default when leagues arrive after mounting', () => {
    const onChange = vi.fn<(selection: FilterSelection) => void>();
    const { rerender } = render(<FilterPanel leagues={[]} onChange={onChange} defaultOpen />);
    rerender(<FilterPanel leagues={leagues} onChange={onChange} defaultOpen />);
    expect(option('League', 'NBA')).toHaveAttribute('aria-pressed', 'true');
    expect(values(onChange.mock.lastCall![0]).organization_id).toEqual(['NBA']);
  });
});
