/**
 * The visual baselines' time (tests/e2e/visual.spec.ts): a fixed weekday noon in Manila. The page's clock is set to
 * it, and so is the sandbox gateway's when the visual set starts it (GATEWAY_CLOCK_START), so the times the gateway
 * stamps (seeded notices, inbox messages, a team's sign-ups) are the same in every picture, whatever the day.
 */
export const VISUAL_TIME = '2026-03-11T04:00:00Z';
