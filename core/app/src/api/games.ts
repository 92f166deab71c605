/** Game calls: lists, vendors, hot and popular games, favourites, recent games, lottery, launch. */
import { bind } from './client.ts';

export const gameList = bind('gameList');
export const vendorGameTypes = bind('vendorGameTypes');
export const vendors = bind('vendors');
export const hotGames = bind('hotGames');
export const populars = bind('populars');
export const launchGame = bind('launchGame');
export const addFavourite = bind('addFavourite');
export const removeFavourite = bind('removeFavourite');
export const favouriteList = bind('favouriteList');
export const favouriteIds = bind('favouriteIds');
export const addRecent = bind('addRecent');
export const recentList = bind('recentList');
export const lotteryList = bind('lotteryList');
export const lotteryMenu = bind('lotteryMenu');
export const numero = bind('numero');
export const vnNumero = bind('vnNumero');
export const recentVnLottery = bind('recentVnLottery');
