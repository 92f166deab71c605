/**
 * Human verification before an SMS code is sent without a session (spec sections 3 and 7: the SMS-code request
 * carries "a human-verification result"). Sending codes costs the operator money and is the classic abuse of a
 * sign-up form (SMS pumping), so the gateway sends none without a solved challenge; the challenge is the
 * gateway's numeric captcha, asked in a dialog when the player taps "Get code".
 */
import { proxy, ref } from 'valtio';
import { registerStore } from './kit/registry.ts';

/** A solved challenge, as the SMS-code request carries it. */
export interface HumanProof {
  captchaKey: string;
  captcha: string;
}

const INITIAL = {
  /** The open check's answer callback, or null when no check is open. */
  pending: null as null | { resolve: (proof: HumanProof | null) => void },
};

export const humanCheckState = proxy(structuredClone(INITIAL));

/** Opens the check; resolves with the solved challenge, or null when the player cancels it. */
export function askHumanCheck(): Promise<HumanProof | null> {
  humanCheckState.pending?.resolve(null); // one check at a time: an older one is cancelled
  return new Promise((resolve) => {
    const pending = ref({
      resolve: (proof: HumanProof | null) => {
        if (humanCheckState.pending === pending) humanCheckState.pending = null;
        resolve(proof);
      },
    });
    humanCheckState.pending = pending;
  });
}

function reset(): void {
  humanCheckState.pending?.resolve(null);
  Object.assign(humanCheckState, structuredClone(INITIAL));
}

registerStore({ name: 'humanCheck', reset, states: [humanCheckState] });
