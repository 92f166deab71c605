/**
 * How far a store's load of one area has come, the same four values in every store: nothing asked yet, on its way,
 * answered, or failed (the area shows its retry and the rest of the screen stays usable).
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Runs a load for an area that holds its own status: loading, then ready when `run` resolves, or error when it
 * throws (the area shows its retry).
 * @example await loadArea(lobbyState.hot, async () => { lobbyState.hot.list = (await games.hotGames(q)).list; });
 */
export async function loadArea(area: { status: LoadStatus }, run: () => Promise<void>): Promise<void> {
  area.status = 'loading';
  try {
    await run();
    area.status = 'ready';
  } catch {
    area.status = 'error';
  }
}
