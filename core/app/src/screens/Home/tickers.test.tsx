import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, WinnerEntry } from '@wl/contract';
import { renderShell } from '../../test/render.tsx';
import { digitsOf } from '@wl/manifest/money';
import { Jackpot } from './Jackpot.tsx';
import { NoticeTicker, noticePath } from './NoticeTicker.tsx';
import { WinnerTicker } from './WinnerTicker.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const notice = (id: number, title: string): Announcement => ({
  id,
  type: 'PL',
  title,
  content: '',
  read: false,
  createdAt: 0,
});

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

/** The shown (not aria-hidden) ticker item. */
const shownNotice = () =>
  screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-hidden') === null)!.textContent;

describe('NoticeTicker', () => {
  it('shows the no-announcement text when there is none', () => {
    renderShell(<NoticeTicker notices={[]} />);
    expect(screen.getByText('lobby.notice.none')).toBeTruthy();
  });

  it('slides every 2 s and loops back to the first', () => {
    renderShell(<NoticeTicker notices={[notice(1, 'One'), notice(2, 'Two'), notice(3, 'Three')]} />);
    expect(shownNotice()).toBe('One');
    act(() => vi.advanceTimersByTime(1999));
    expect(shownNotice()).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(shownNotice()).toBe('Two');
    act(() => vi.advanceTimersByTime(2000));
    expect(shownNotice()).toBe('Three');
    act(() => vi.advanceTimersByTime(2000));
    expect(shownNotice()).toBe('One');
  });

  it('stands still with a single announcement', () => {
    renderShell(<NoticeTicker notices={[notice(1, 'Only')]} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownNotice()).toBe('Only');
  });

  it('opens /m/notice with the tapped announcement index', () => {
    renderShell(
      <>
        <NoticeTicker notices={[notice(1, 'One'), notice(2, 'Two')]} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    );
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Two' }));
    expect(screen.getByTestId('where').textContent).toBe('/m/notice?index=1');
    expect(noticePath(0)).toBe('/m/notice?index=0');
  });
});

const winner = (i: number): WinnerEntry => ({
  vo: {
    customerName: `p***${i}`,
    winAmount: 1000 - i,
    gameName: `Game ${i}`,
    iconUrl: `/i${i}.svg`,
    gameId: `G-${i}`,
    nodeId: String(i),
    vendorCode: 'V',
    gameType: 'RNG',
  },
});

/** The winner rows a player (and a screen reader) is shown: those not hidden outside the window. */
const shownRows = () =>
  within(screen.getByTestId('winners'))
    .getAllByRole('listitem', { hidden: true })
    .filter((li) => li.getAttribute('aria-hidden') === null)
    .map((li) => /Game \d+/.exec(li.textContent ?? '')?.[0]);

describe('WinnerTicker', () => {
  it('stands still with 3 visible when there are 4 winners', () => {
    renderShell(<WinnerTicker winners={[1, 2, 3, 4].map(winner)} />);
    expect(shownRows()).toEqual(['Game 1', 'Game 2', 'Game 3']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownRows()).toEqual(['Game 1', 'Game 2', 'Game 3']);
  });

  it('scrolls one row every 2 s with 5 visible above 4 winners, and loops back to the top', () => {
    renderShell(<WinnerTicker winners={[1, 2, 3, 4, 5, 6].map(winner)} />);
    const list = screen.getByTestId('winners');
    expect(shownRows()).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5']);
    act(() => vi.advanceTimersByTime(1999));
    expect(shownRows()[0]).toBe('Game 1');
    act(() => vi.advanceTimersByTime(1));
    expect(shownRows()).toEqual(['Game 2', 'Game 3', 'Game 4', 'Game 5', 'Game 6']);
    expect(list.style.transform).toBe('translateY(-48px)');
    act(() => vi.advanceTimersByTime(4 * 2000));
    expect(shownRows()).toEqual(['Game 6', 'Game 1', 'Game 2', 'Game 3', 'Game 4']);
    act(() => vi.advanceTimersByTime(2000));
    // After the last winner slid up, the board is back at the top (the repeated rows make the jump invisible).
    act(() => vi.advanceTimersByTime(450));
    expect(list.style.transform).toBe('translateY(0px)');
    expect(shownRows()).toEqual(['Game 1', 'Game 2', 'Game 3', 'Game 4', 'Game 5']);
    act(() => vi.advanceTimersByTime(1550));
    expect(shownRows()[0]).toBe('Game 2');
  });
});

describe('Jackpot', () => {
  it('uses the language digits', () => {
    expect(digitsOf('en')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(digitsOf('bn')[7]).toBe('৭');
  });

  it('starts in range and grows on the clock, each digit in a 57 px box', () => {
    renderShell(<Jackpot />);
    const el = screen.getByTestId('jackpot');
    const amount = () => Number(el.getAttribute('data-amount'));
    const start = amount();
    expect(start).toBeGreaterThanOrEqual(23_000_000);
    expect(start).toBeLessThanOrEqual(25_000_000);
    act(() => vi.advanceTimersByTime(5000));
    const grown = amount();
    expect(grown - start).toBeGreaterThanOrEqual(100);
    expect(grown - start).toBeLessThanOrEqual(500);
    // The strip of the last digit is moved by whole 57 px steps.
    const strips = el.querySelectorAll<HTMLElement>('span[aria-hidden="true"] > span');
    expect(strips.length).toBeGreaterThan(8);
    for (const s of strips) {
      const px = Number(/^translateY\((-?\d+)px\)$/.exec(s.style.transform)?.[1]);
      expect(Math.abs(px % 57)).toBe(0);
      expect(px).toBeGreaterThanOrEqual(-9 * 57);
    }
  });
});
