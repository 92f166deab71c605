/**
 * The connection as the UI shows it ("No Internet", "Slow Connection"): the API client records what its calls see
 * (api/network.ts); the layout reads it here, as screens read every store, and the registry resets it.
 */
import { networkState, reset } from '../api/network.ts';
import { registerStore } from './kit/registry.ts';

export { networkState };

registerStore({ name: 'network', reset, states: [networkState] });
