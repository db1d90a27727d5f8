import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { productRoutes } from './products';

/** Everything a visitor may call (spec public §7). */
export const publicRoutes = new Hono<AppEnv>();

publicRoutes.route('/', productRoutes);
