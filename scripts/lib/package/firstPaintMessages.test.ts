import { describe, expect, it } from 'vitest';
import { firstPaintPack, namedIds } from './firstPaintMessages.ts';

describe('first paint messages', () => {
  // Minified output, as the scan reads it: ids as JSX props, object values, and a template completed at run time.
  const code =
    'jsx(M,{id:"nav.login"});f({id:`home.freePlay`});const t={a:\'lobby.tab.hot\'};g(`lobby.category.${e}`);h("x")';

  it('finds every quoted id and the prefix of each id a template completes', () => {
    const names = namedIds(code);
    expect([...names.strings]).toEqual(
      expect.arrayContaining(['nav.login', 'home.freePlay', 'lobby.tab.hot', 'x']),
    );
    expect(names.prefixes).toEqual(['lobby.category.']);
  });

  it("keeps only the pack's messages the code names, in the pack's order", () => {
    const pack = {
      'account.field.username': 'Username',
      'lobby.category.RNG': 'Slots',
      'lobby.category.LIVE': 'Live',
      'lobby.tab.hot': 'Hot',
      'nav.login': 'Login',
      'nav.register': 'Register',
      'home.freePlay': 'Free play',
    };
    expect(firstPaintPack(pack, namedIds(code))).toEqual({
      'lobby.category.RNG': 'Slots',
      'lobby.category.LIVE': 'Live',
      'lobby.tab.hot': 'Hot',
      'nav.login': 'Login',
      'home.freePlay': 'Free play',
    });
  });

  it('does not take a string that merely begins like an id, nor a prefix from a plain string', () => {
    const names = namedIds('a("nav.loginx");b("lobby.category.")');
    expect(firstPaintPack({ 'nav.login': 'Login', 'lobby.category.RNG': 'Slots' }, names)).toEqual({});
  });
});
