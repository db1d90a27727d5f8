import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { activityRoutes } from './activities';
import { articleRoutes } from './articles';
import { calendarRoutes } from './calendars';
import { contactRoutes } from './contact';
import { ebookRoutes } from './ebooks';
import { healthRoutes } from './health';
import { officeRoutes } from './offices';
import { openApiRoutes } from './openapi';
import { paymentSandboxRoutes } from './payment-sandbox';
import { paymentRoutes } from './payments';
import { productRoutes } from './products';
import { referenceRoutes } from './reference';
import { shopSettingRoutes } from './shop-settings';
import { siteRoutes } from './site';
import { storageRoutes } from './storage';

/** Everything a visitor may call (spec-coverage “Platform”). */
export const publicRoutes = new Hono<AppEnv>();

publicRoutes.route('/', productRoutes);
publicRoutes.route('/', siteRoutes);
publicRoutes.route('/', articleRoutes);
publicRoutes.route('/', ebookRoutes);
publicRoutes.route('/', calendarRoutes);
publicRoutes.route('/', officeRoutes);
publicRoutes.route('/', contactRoutes);
publicRoutes.route('/', shopSettingRoutes);
publicRoutes.route('/', activityRoutes);
publicRoutes.route('/', storageRoutes);
publicRoutes.route('/', healthRoutes);
publicRoutes.route('/', openApiRoutes);
publicRoutes.route('/', referenceRoutes);
// The gateway's notice and the demo's sandbox gateway: no member token, their signature is checked instead.
publicRoutes.route('/', paymentRoutes);
publicRoutes.route('/', paymentSandboxRoutes);
