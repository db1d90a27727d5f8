import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { activitiesFiveRoutes } from './activities-five';
import { cartRoutes } from './cart';
import { characterRoutes } from './characters';
import { devRoutes } from './dev';
import { favoriteRoutes } from './favorites';
import { memberAccountRoutes } from './member-account';
import { memberAddressRoutes } from './member-addresses';
import { memberAuthRoutes } from './member-auth';
import { fortuneRoutes } from './fortune';
import { orderRoutes } from './orders';

/** Member calls (spec-coverage “Members: embedded API”); app.ts puts requireMember in front of their paths. */
export const memberRoutes = new Hono<AppEnv>();

memberRoutes.route('/', fortuneRoutes);
memberRoutes.route('/', characterRoutes);
memberRoutes.route('/', memberAuthRoutes);
memberRoutes.route('/', memberAccountRoutes);
memberRoutes.route('/', memberAddressRoutes);
memberRoutes.route('/', cartRoutes);
memberRoutes.route('/', favoriteRoutes);
memberRoutes.route('/', orderRoutes);
memberRoutes.route('/', activitiesFiveRoutes);
memberRoutes.route('/', devRoutes);
