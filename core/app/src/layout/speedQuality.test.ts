import { describe, expect, it } from 'vitest';
import { SPEED_FAIR_MS, SPEED_GOOD_MS, speedQuality } from './SpeedTestDialog.tsx';

describe('speed test wording', () => {
  it('calls up to 100 ms good, up to 300 ms fair, and slower slow', () => {
    expect([SPEED_GOOD_MS, SPEED_FAIR_MS]).toEqual([100, 300]);
    expect(speedQuality(15)).toBe('good');
    expect(speedQuality(100)).toBe('good');
    expect(speedQuality(101)).toBe('fair');
    expect(speedQuality(300)).toBe('fair');
    expect(speedQuality(301)).toBe('slow');
  });
});
