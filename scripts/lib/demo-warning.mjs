// @ts-check
// The demo's warning on every `npm start`. While the embedded API serves the demo,
// GET /api/web/_dev/sms shows every member's one-time code to anyone, and card orders go to a
// sandbox gateway whose "approve" button marks an order paid: such a shop must never face the internet.

import { demoModeOn } from '../../lib/node/operator-settings.mjs';

/**
 * The warning in Traditional Chinese and English, or undefined when the demo mode is off.
 * @param {import('../../lib/node/operator-settings.mjs').Env} [env]
 * @returns {string | undefined}
 */
export function demoModeWarning(env = process.env) {
  if (!demoModeOn(env)) return undefined;
  return [
    '⚠ 示範模式（DEMO_MODE）已開啟：任何人都能在 /api/web/_dev/sms 看到會員的簡訊驗證碼，信用卡付款也只是模擬金流（按下「核准付款」即視為已付款）。',
    '  示範站絕對不可以對網際網路開放。正式上線請設定 DEMO_MODE=0，或以 API_BASE_URL 連接公司的 web API。',
    "⚠ DEMO MODE is on: anyone can read members' one-time SMS codes at /api/web/_dev/sms, and card payments go to a sandbox",
    '  gateway whose "approve" button marks an order paid. Never expose the demo to the internet. To turn it off, set',
    '  DEMO_MODE=0 (or point API_BASE_URL at the company web API).',
  ].join('\n');
}
