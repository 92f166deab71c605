import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesFor } from './AppRouter.tsx';
import { routeTable } from './routes/table.ts';

/** Every route the router could be given for any path, as one tree: what <Routes> over the whole table was. */
function wholeTable(): RouteObject[] {
  return [
    {
      children: [
        ...routeTable.flatMap((def) => def.paths.map((path) => ({ path, id: def.id }))),
        { path: '*', id: '*' },
      ],
    },
  ];
}

/** The path of the route the router matches, given these routes. */
function matched(routes: RouteObject[], pathname: string) {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf && { path: leaf.route.path };
}

describe('routesFor', () => {
  const variants = (p: string) => [p, `${p}/`, p.toUpperCase(), `${p.toLowerCase()}//`];

  it('gives the router the route it would match in the whole table, for every path and its spellings', () => {
    const paths = [
      ...routeTable.flatMap((d) => d.paths.flatMap(variants)),
      '/m/nowhere',
      '/m/home/extra',
      '/x',
    ];
    for (const p of paths) expect(matched(routesFor(p), p), p).toEqual(matched(wholeTable(), p));
  });

  it('sends unknown paths to the fallback and gives one row only, with its aliases', () => {
    expect(matched(routesFor('/m/nowhere'), '/m/nowhere')).toEqual({ path: '*' });
    for (const def of routeTable) {
      const children = routesFor(def.paths[0]!)[0]!.children!;
      expect(children.map((c) => c.path)).toEqual([...def.paths, '*']);
    }
  });

  it('makes each row once: the same routes, so the router sees no change between renders', () => {
    const home = routeTable.find((d) => d.home)!;
    expect(routesFor(home.paths[0]!)).toBe(routesFor(home.paths.at(-1)!.toUpperCase()));
    expect(routesFor('/m/a')).toBe(routesFor('/m/b'));
  });
});
