/**
 * Paged lists (game lists, favourites, orders, inbox, team, history): the request's pageNo and pageSize, with
 * the list's own default size, as the rows to skip. One helper, so every list counts its pages the same way.
 */
export interface Paging {
  /** The page asked for, from 1. */
  pageNo: number;
  pageSize: number;
  /** Rows before the page. */
  offset: number;
}

/** The rows of one page, as an area module's list query takes them (LIMIT pageSize OFFSET offset). */
export type Slice = Pick<Paging, 'pageSize' | 'offset'>;

/** The page a request asks for: page 1 and `defaultSize` rows when it names none. */
export function paging(input: { pageNo?: number; pageSize?: number }, defaultSize: number): Paging {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? defaultSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** How many pages `count` rows fill. */
export const pageCount = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
